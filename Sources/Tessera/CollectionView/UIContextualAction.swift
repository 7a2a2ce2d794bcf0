import Foundation

/// A button a list row shows when swiped: a title and/or image on a colour, and what it does.
///
/// `.destructive` actions are red and `.normal` ones grey unless given a `backgroundColor`.
/// The handler gets the action, the view that showed it, and a completion to call with
/// whether the action was performed; the row closes when it is called.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    public let handler: Handler
    private var chosenBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The button's colour: the one set, or red for destructive and grey for normal actions.
    open var backgroundColor: UIColor! {
        get { chosenBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { chosenBackgroundColor = newValue }
    }
}

/// The actions a swipe reveals on one side of a row, first action nearest the edge the swipe
/// starts from.
@preconcurrency @MainActor open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way performs the first action.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
