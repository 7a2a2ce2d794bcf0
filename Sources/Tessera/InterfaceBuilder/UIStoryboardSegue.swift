import Foundation

/// A transition between two view controllers of a storyboard. The storyboard makes one for each
/// segue performed, hands it to the source's `prepare(for:sender:)`, then calls ``UIStoryboardSegue/perform()``.
///
/// - Note: `init(identifier:source:destination:)` is `required` here (not in UIKit) so that a
///   custom segue class named in a storyboard can be made from its name; a subclass that
///   overrides it writes `required` instead of `override`.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    private var performHandler: (() -> Void)?

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose ``UIStoryboardSegue/perform()`` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: the storyboard's kinds push, show, present or embed; a custom
    /// segue overrides this.
    open func perform() {
        performHandler?()
    }
}

/// An unwind segue's source, as `allowedChildrenForUnwinding(from:)` receives it.
@preconcurrency @MainActor open class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}

/// The sender with which `canPerformUnwindSegueAction(_:from:sender:)` asks a controller
/// whether it has an unwind action: the action takes a `UIStoryboardSegue`, which this is not,
/// so the ported `perform(_:withSender:)` answers true without calling it.
final class UnwindSegueProbe: NSObject {}
