import Foundation

/// A view made to be an input view or an input accessory: with the `.keyboard` style it has
/// the keyboard's grey background, so custom keys look like the keyboard's.
@preconcurrency @MainActor open class UIInputView: UIView {
    public enum Style: Int, Sendable {
        case `default`, keyboard
    }

    public let inputViewStyle: Style
    /// Whether the view's constraints size it in the dock (else its frame's height does).
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        if inputViewStyle == .keyboard { backgroundColor = UIColor.systemGray5 }
    }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}

/// A view that clicks as keys are tapped when ``enableInputClicksWhenVisible`` says so
/// (`UIDevice.current.playInputClick()`).
@preconcurrency @MainActor public protocol UIInputViewAudioFeedback: AnyObject {
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}
