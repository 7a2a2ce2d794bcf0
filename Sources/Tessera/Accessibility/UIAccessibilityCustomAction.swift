import Foundation

/// An action an element offers besides activation, listed by a screen reader by name (a
/// list cell's "Delete", a message's "Reply").
///
/// UIKit's `init(name:target:selector:)` takes an Objective-C selector; on Linux the target's
/// method is passed as a Swift function, as `UIControl.addTarget(_:action:for:)` does:
/// `UIAccessibilityCustomAction(name: "Reply", target: self, selector: Self.reply)`.
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
    /// What a screen reader says for the action.
    open var name: String
    /// The name as attributed text (Tessera keeps the string).
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    /// Called to perform the action; return whether it was performed.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// UIKit's selector form: `selector` is sent to `target` (held weakly) with
    /// `perform(_:withSender:)`, the action as sender; the action is performed when the target
    /// answers true. Subclasses call it as `super.init(name:target:selector:)`.
    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        weak let responder = target.map { $0 as AnyObject } as? UIResponder
        self.actionHandler = { action in responder?.perform(selector, withSender: action) ?? false }
    }

    public convenience init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// The target's method, called with the action (UIKit's selector with one argument).
    /// The action may be typed as the method takes it (a subclass of this class).
    public convenience init<Target: AnyObject, Action: UIAccessibilityCustomAction>(name: String, target: Target,
                                                                                 selector: @escaping (Target) -> (Action) -> Bool) {
        self.init(name: name) { [weak target] action in
            guard let target, let typed = action as? Action else { return false }
            return selector(target)(typed)
        }
    }

    /// The target's method without arguments (UIKit's selector without one).
    public convenience init<Target: AnyObject>(name: String, target: Target, selector: @escaping (Target) -> () -> Bool) {
        self.init(name: name) { [weak target] _ in
            guard let target else { return false }
            return selector(target)()
        }
    }

    /// Performs the action; false when it has no handler or the handler declined.
    func perform() -> Bool { actionHandler?(self) ?? false }
}
