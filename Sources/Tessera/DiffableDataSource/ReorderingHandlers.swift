import Foundation

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source asks and tells as the user reorders items (iOS 14): with
    /// `canReorderItem` set, items it allows can be dragged to a new place (by a list cell's
    /// reorder accessory in edit mode, or the standard long press), and the data source updates
    /// its snapshot itself; `willReorder` and `didReorder` get the transaction so the app can
    /// update its own model.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }
}
