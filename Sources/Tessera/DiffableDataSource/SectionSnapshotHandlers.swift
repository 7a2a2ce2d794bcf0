import Foundation

/// What a diffable data source asks and tells as the user expands and collapses outline rows
/// (with an outline disclosure accessory).
public struct NSDiffableDataSourceSectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The children to show under a parent being expanded (loaded lazily), replacing its own.
    public var snapshotForExpandingParentItem: ((ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
    public init() {}
}
