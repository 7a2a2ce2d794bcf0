import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item: registered with the collection
    /// view the first time it is used.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler
        /// The nib cells come from, when the registration has one.
        let nib: UINib?

        public init(handler: @escaping Handler) {
            identifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
            nib = nil
        }

        /// Cells from a nib whose one top-level object is a `Cell` (see ``UINib``), configured
        /// by `handler`.
        @MainActor public init(cellNib: UINib, handler: @escaping Handler) {
            identifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
            nib = cellNib
        }
    }

    /// A supplementary view class, its kind and the code that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier: String
        let elementKind: String
        let handler: Handler
        /// The nib views come from, when the registration has one.
        let nib: UINib?

        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
            nib = nil
        }

        /// Views from a nib whose one top-level object is a `Supplementary` (see ``UINib``).
        @MainActor public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
            nib = supplementaryNib
        }
    }

    /// A cell of the registration's class, dequeued and configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if !isCellRegistered(registration.identifier) {
            if let nib = registration.nib {
                register(nib, forCellWithReuseIdentifier: registration.identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
            }
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class, dequeued and configured.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                     for indexPath: IndexPath) -> Supplementary {
        if !isSupplementaryRegistered(registration.elementKind, registration.identifier) {
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            }
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
