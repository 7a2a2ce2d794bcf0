import Foundation

/// A menu element that sends an action up the responder chain when chosen.
///
/// The first responder (or the one after it along the chain) that answers
/// `canPerformAction(_:withSender:)` with true receives the action, the command as its sender;
/// a responder's `validate(_:)` may change the command's title, image or state before it shows.
/// - Note: UIKit declares ``UIKeyCommand``'s `action` optional; here a key command's action is
///   its command's, never nil (`if let` over it does not compile; compare it instead).
@preconcurrency @MainActor open class UICommand: UIMenuElement, UIMenuLeaf {
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    open var discoverabilityTitle: String?
    /// The action sent up the responder chain.
    open var action: Selector
    /// A value for the receiver to tell commands of one action apart.
    public let propertyList: Any?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// Other actions the same element sends with other modifier keys held.
    public let alternates: [UICommandAlternate]
    public internal(set) var sender: Any?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Sends ``action`` to `target` if it is a responder that can perform it, else along the
    /// responder chain from the first responder; nothing happens when none can.
    open func perform(withSender sender: Any?, target: Any?) {
        let start = (target as? UIResponder) ?? UIResponder.currentFirstResponder
        guard let receiver = start?.target(forAction: action, withSender: self) else { return }
        self.sender = sender
        _ = receiver.perform(action, withSender: self)
        self.sender = nil
    }
}

/// Another action a command sends while other modifier keys are held.
@preconcurrency @MainActor open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
