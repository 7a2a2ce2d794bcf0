import Foundation

/// What a menu holds: an action, a command, a submenu or an element made later.
///
/// UIKit's menus are trees of elements. ``UIMenu`` groups them; ``UIAction`` runs a closure;
/// ``UICommand`` (and ``UIKeyCommand``) sends an action up the responder chain;
/// ``UIDeferredMenuElement`` supplies elements when the menu opens.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// How an element shows and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: the element destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked: off, on (a checkmark) or mixed (a dash).
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The element's title, as the menu shows it.
    open internal(set) var title: String
    /// A second, smaller line under the title.
    open var subtitle: String?
    /// The image shown beside the title.
    open internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}

/// An element a user chooses: an action or a command (UIKit's `UIMenuLeaf`).
@preconcurrency @MainActor public protocol UIMenuLeaf: AnyObject {
    var title: String { get set }
    var image: UIImage? { get set }
    var discoverabilityTitle: String? { get set }
    var attributes: UIMenuElement.Attributes { get set }
    var state: UIMenuElement.State { get set }
    /// The control or interaction that sent it, while it performs.
    var sender: Any? { get }
    /// Performs it as if chosen from a menu shown by `sender`; `target` receives a command's
    /// action (nil: the responder chain from the first responder).
    func perform(withSender sender: Any?, target: Any?)
}
