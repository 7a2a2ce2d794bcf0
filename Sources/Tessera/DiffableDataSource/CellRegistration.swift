import Foundation

extension UICollectionView {
    /// A cell class and the code that configures it for an item: registered with the collection
    /// view the first time it is used.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            identifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
            self.handler = handler
        }

        /// Cells from a nib: Tessera loads no nibs (``UINib``); this reports it and makes
        /// cells of `Cell` in code (`init(frame:)`), configured by `handler`.
        @MainActor public init(cellNib: UINib, handler: @escaping Handler) {
            UINib.reportNotLoaded(cellNib.nibName, use: "CellRegistration(cellNib:handler:)")
            self.init(handler: handler)
        }
    }

    /// A supplementary view class, its kind and the code that configures it.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier: String
        let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
        }

        /// Views from a nib: reported (see ``UINib``); views of `Supplementary` are made in code.
        @MainActor public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            UINib.reportNotLoaded(supplementaryNib.nibName, use: "SupplementaryRegistration(supplementaryNib:elementKind:handler:)")
            self.init(elementKind: elementKind, handler: handler)
        }
    }

    /// A cell of the registration's class, dequeued and configured for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if registeredCellClass(registration.identifier) == nil { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class, dequeued and configured.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                     for indexPath: IndexPath) -> Supplementary {
        if registeredSupplementaryClass(registration.elementKind, registration.identifier) == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                    for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
