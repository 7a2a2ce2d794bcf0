import Foundation

/// A table's settings that change nothing Tessera draws yet, kept for UIKit code that sets
/// them: the filler rows' height, the plain headers' top padding, where separator insets are
/// measured from, self-sizing invalidation, a separator effect, and whether content views are
/// inset to the safe area (a desktop window has no unsafe edges).
@MainActor final class TableOptions {
    var fillerRowHeight = UITableView.automaticDimension
    var sectionHeaderTopPadding = UITableView.automaticDimension
    var separatorInsetReference = UITableView.SeparatorInsetReference.fromCellEdges
    var selfSizingInvalidation = UITableView.SelfSizingInvalidation.enabled
    var separatorEffect: UIVisualEffect?
    var insetsContentViewsToSafeArea = true
}

private nonisolated(unsafe) var tableOptionsKey: UInt8 = 0

extension UITableView {
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    private var options: TableOptions {
        if let options = objc_getAssociatedObject(self, &tableOptionsKey) as? TableOptions { return options }
        let made = TableOptions()
        objc_setAssociatedObject(self, &tableOptionsKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return made
    }

    public var fillerRowHeight: CGFloat {
        get { options.fillerRowHeight }
        set { options.fillerRowHeight = newValue }
    }
    public var sectionHeaderTopPadding: CGFloat {
        get { options.sectionHeaderTopPadding }
        set { options.sectionHeaderTopPadding = newValue }
    }
    public var separatorInsetReference: SeparatorInsetReference {
        get { options.separatorInsetReference }
        set { options.separatorInsetReference = newValue }
    }
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { options.selfSizingInvalidation }
        set { options.selfSizingInvalidation = newValue }
    }
    public var separatorEffect: UIVisualEffect? {
        get { options.separatorEffect }
        set { options.separatorEffect = newValue }
    }
    public var insetsContentViewsToSafeArea: Bool {
        get { options.insetsContentViewsToSafeArea }
        set { options.insetsContentViewsToSafeArea = newValue }
    }

    /// The interaction presenting rows' context menus: none, as the table shows them itself.
    public var contextMenuInteraction: UIContextMenuInteraction? { nil }

    /// Whether updates are waiting to be committed (drop placeholders): tables have none here.
    public var hasUncommittedUpdates: Bool { false }

    /// Scrolls the selected row nearest to `scrollPosition`'s place on screen (the top, the
    /// middle, the bottom; with `.none`, the visible middle) there. Nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let selected = indexPathsForSelectedRows, !selected.isEmpty else { return }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        let target: CGFloat
        switch scrollPosition {
        case .top: target = visible.minY
        case .bottom: target = visible.maxY
        case .middle, .none: target = visible.midY
        }
        let nearest = selected.min { abs(rectForRow(at: $0).midY - target) < abs(rectForRow(at: $1).midY - target) }
        if let nearest { scrollToRow(at: nearest, at: scrollPosition, animated: animated) }
    }
}
