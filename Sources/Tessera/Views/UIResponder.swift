import Foundation

/// An object that can take part in handling events: views, view controllers, windows.
///
/// Unhandled touches travel up the responder chain (`next`): a view's next responder is its
/// view controller when it is one's root view, otherwise its superview; a view controller's is
/// its view's superview; a window's is the application.
private nonisolated(unsafe) var userActivityKey: UInt8 = 0

/// Whether a responder offers the system's editing gestures and menus for its text.
public enum UIEditingInteractionConfiguration: Int, Sendable {
    case none, `default`
}

@preconcurrency @MainActor open class UIResponder: NSObject {
    private static weak var firstResponderObject: UIResponder?

    public override init() { super.init() }

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Called on every object a nib or storyboard made, after all of them exist and every
    /// outlet and action is connected (see ``UINib``).
    open func awakeFromNib() {}

    // MARK: Key-value coding (Interface Builder's outlets, user-defined runtime attributes)

    /// Sets the property named `key`, as key-value coding does: Interface Builder's outlets and
    /// user-defined runtime attributes are set through it. Swift on Linux has no key-value
    /// coding, so a class answers for its own keys: Tessera's classes for UIKit's properties
    /// that documents set (`dataSource`, `delegate`, `layer`…), and an app's classes for their
    /// outlets, in an override `tessera-port` writes in the class's body. A key no class takes
    /// is reported as UIKit's `setValue:forUndefinedKey:` words it, naming the class and the
    /// key, and the app goes on (UIKit raises `NSUnknownKeyException`).
    open func setValue(_ value: Any?, forKey key: String) {
        KeyValueCoding.reportUndefined(key, of: self, setting: true)
    }

    /// The property named `key` (see ``UIResponder/setValue(_:forKey:)``); a key no class takes is
    /// reported and reads nil.
    open func value(forKey key: String) -> Any? {
        KeyValueCoding.reportUndefined(key, of: self, setting: false)
        return nil
    }

    /// Called with each change of a value this object observes with
    /// ``addObserver(_:forKeyPath:options:context:)``. Override it; UIKit's own raises for a
    /// change nobody handles, which Tessera reports, naming the key path and the object.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        TesseraDiagnostics.report("<\(type(of: self))>: an observeValue(forKeyPath:of:change:context:) message was received but not handled. "
            + "Key path: \(keyPath ?? "nil"), observed object: \(object.map { "\(type(of: $0))" } ?? "nil")")
    }

    /// Called by Interface Builder's live rendering; never called here.
    open func prepareForInterfaceBuilder() {}

    /// Whether this object can become first responder; false by default (override to say yes).
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIResponder.firstResponderObject === self }

    /// The undo manager along the responder chain (a text field or text view answers with its
    /// own, whose undo and redo are its edits').
    open var undoManager: UndoManager? { next?.undoManager }

    /// Makes this object the first responder when ``UIResponder/canBecomeFirstResponder`` allows it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.firstResponderObject, current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        UIResponder.firstResponderObject = self
        InputDock.firstResponderChanged()
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if UIResponder.firstResponderObject === self {
            UIResponder.firstResponderObject = nil
            InputDock.firstResponderChanged()
        }
        return true
    }

    // MARK: Input views

    /// A view shown in place of the keyboard while this responder is first responder (a
    /// picker for a field): it docks at the bottom of the window, its height its frame's (or
    /// its fitting height, else 260 points), the window's width.
    open var inputView: UIView? { nil }
    /// A bar shown above the input view, or alone at the bottom of the window while this
    /// responder is first responder (a chat screen's message bar, a field's Done button).
    open var inputAccessoryView: UIView? { nil }

    /// Shows the first responder's input views again, after they changed.
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        InputDock.firstResponderChanged()
    }

    /// The current first responder, if any.
    public static var currentFirstResponder: UIResponder? { firstResponderObject }

    /// Whether this responder handles `action`. Without the Objective-C runtime nothing can
    /// be looked up, so the default is false; override it for each action you implement, and
    /// handle the action in ``perform(_:withSender:)``.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// Performs `action` and returns true if this responder handles it; false by default.
    /// - Note: The Swift form of sending an action message; override alongside
    ///   ``canPerformAction(_:withSender:)``.
    @discardableResult
    open func perform(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// The first responder from this one along the chain that can perform `action`.
    open func target(forAction action: Selector, withSender sender: Any?) -> UIResponder? {
        var responder: UIResponder? = self
        while let r = responder {
            if r.canPerformAction(action, withSender: sender) { return r }
            responder = r.next
        }
        return nil
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    /// Later estimates of a stylus touch's force or angle; a mouse's touches have none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Motion and remote control (a shake reaches the first responder, then the chain)

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// Media keys (play, pause, next track) sent to the app.
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    // MARK: User activities and editing

    /// The activity this responder keeps current while it is shown (the app saves it through
    /// ``updateUserActivityState(_:)``).
    open var userActivity: NSUserActivity? {
        get { objc_getAssociatedObject(self, &userActivityKey) as? NSUserActivity }
        set { objc_setAssociatedObject(self, &userActivityKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
    /// Fill `activity`'s user info with this responder's state (before it is saved).
    open func updateUserActivityState(_ activity: NSUserActivity) {}
    /// Put back the state `activity` carries.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    /// Which editing gestures and menus text in this responder offers (the next responder's
    /// answer by default).
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { next?.editingInteractionConfiguration ?? .default }
    /// Live Text from the camera: a desktop has no camera for it, so nothing is inserted.
    open func captureTextFromCamera(_ sender: Any?) {}

    // MARK: Keys

    // MARK: Menus

    /// Adds to, removes from or rearranges the main menu (``UIMenuSystem/main``). The system asks
    /// the application, which passes it along the chain to the app delegate; call `super`.
    open func buildMenu(with builder: UIMenuBuilder) { next?.buildMenu(with: builder) }

    /// Changes a command's title, image or state before a menu shows it or its key runs it;
    /// the responder that would perform the command is asked.
    open func validate(_ command: UICommand) {}

    /// The key commands this responder handles; matched before presses are delivered, from the
    /// first responder out along the chain (see `HostInput`).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// A key went down. The default passes it to ``UIResponder/next``; a responder that handles the key
    /// does not call `super`. A press no responder takes reaches the end of the chain, and the
    /// host's standard key bindings (copy) and its own keys get it then.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { event?.reachedEndOfChain = true }
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }
}
