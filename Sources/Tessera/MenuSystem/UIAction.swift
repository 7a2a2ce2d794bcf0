import Foundation

/// What an action runs: the closure given when it was made.
public typealias UIActionHandler = (UIAction) -> Void

/// An action: a title (and image) and the code to run, for controls, bar button items and menus.
@preconcurrency @MainActor open class UIAction: UIMenuElement, UIMenuLeaf {
    /// An action's name, so a control can remove it (`removeAction(identifiedBy:for:)`).
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The closure the action runs.
    public let handler: UIActionHandler
    /// The control (or menu's interaction) that sent the action while its handler runs.
    public internal(set) var sender: Any?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender (the target is not used: an
    /// action runs its own closure).
    open func perform(withSender sender: Any?, target: Any?) {
        perform(from: sender)
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
