import Foundation

/// Lets the user drag rows out of a table view (iOS 11): a long press lifts the row, then the
/// finger (or the mouse) carries it. Only `itemsForBeginning` is required; no items means no
/// drag.
@preconcurrency @MainActor public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool { false }
}

/// Lets a table view take drops (iOS 11). While a drag moves over it the delegate proposes what
/// a drop would do; on release `performDropWith` updates the data and tells the coordinator
/// where each row went. Without `dropSessionDidUpdate` the proposal is `.cancel`.
@preconcurrency @MainActor public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
}

/// A table view's drop proposal: the operation, and whether the rows would go between rows at
/// the destination index path or into the row there.
@preconcurrency @MainActor open class UITableViewDropProposal: UIDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified
        /// Between rows: a line shows where they would go.
        case insertAtDestinationIndexPath
        /// Into the row at the destination: that row is highlighted.
        case insertIntoDestinationIndexPath
        /// Into a row when over its middle, else between rows.
        case automatic
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }
}

/// One dragged row as the drop delegate sees it.
@preconcurrency @MainActor public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The row's index path in this table when the drag started here, else nil.
    var sourceIndexPath: IndexPath? { get }
    var previewSize: CGSize { get }
}

/// What `performDropWith` gets: the items, where they are dropped, and how to animate each
/// into its place.
@preconcurrency @MainActor public protocol UITableViewDropCoordinator: AnyObject {
    var items: [UITableViewDropItem] { get }
    /// Where the drop happened: a row's place, or nil when the table has no sections.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: UIDropSession { get }
    /// Animates the item's preview into the row at `indexPath` (update the data first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Animates the item's preview into `rect` of the row at `indexPath`, shrinking away.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Animates the item's preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}

extension DropItem: UITableViewDropItem {}

/// The coordinator of one drop on a table: records where the delegate sent each item.
@MainActor final class TableDropCoordinator: UITableViewDropCoordinator {
    enum Target {
        case row(IndexPath, DropAnimation)
        case into(IndexPath, CGRect, DropAnimation)
        case target(UIDragPreviewTarget, DropAnimation)
    }

    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession
    private(set) var targets: [ObjectIdentifier: Target] = [:]

    init(items: [UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal, session: UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        record(dragItem) { .row(indexPath, $0) }
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        record(dragItem) { .into(indexPath, rect, $0) }
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        record(dragItem) { .target(target, $0) }
    }

    private func record(_ item: UIDragItem, _ target: (DropAnimation) -> Target) -> UIDragAnimating {
        let animation = DropAnimation()
        targets[ObjectIdentifier(item)] = target(animation)
        return animation
    }
}
