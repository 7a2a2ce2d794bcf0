import Foundation

/// A data source whose rows expand and collapse (the collection view and its cells ask it).
@MainActor protocol OutlineDataSource: AnyObject {
    func isExpanded(at indexPath: IndexPath) -> Bool
    func toggleExpansion(at indexPath: IndexPath)
}
