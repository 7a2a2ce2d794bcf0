import Foundation

/// An action: a title (and image) and the code to run, for controls, bar button items and menus.
@preconcurrency @MainActor public final class UIAction {
    /// An action's name, so a control can remove it (`removeAction(identifiedBy:for:)`).
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    public let handler: (UIAction) -> Void
    /// The control that sent the action while its handler runs.
    public internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
