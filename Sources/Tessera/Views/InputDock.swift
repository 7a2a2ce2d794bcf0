import Foundation

/// The input views a text field or text view stores (UIKit lets them be set on those).
@MainActor final class SettableInputViews {
    var inputView: UIView? { didSet { reloadIfShowing() } }
    var accessoryView: UIView? { didSet { reloadIfShowing() } }

    private func reloadIfShowing() {
        if InputDock.shown != nil { InputDock.firstResponderChanged() }
    }
}

/// Where the first responder's input views show: docked at the bottom of its window, the
/// accessory above the input view, as the keyboard's area shows them on iOS.
///
/// Showing and hiding post UIKit's keyboard notifications with the dock's frame (in screen
/// coordinates), so screens that move their content out of the keyboard's way do so here too.
/// A desktop keyboard has no area of its own: without input views nothing docks and nothing
/// is posted.
@MainActor enum InputDock {
    /// The dock showing now and the window it is in.
    private(set) static var shown: (dock: UIView, window: UIWindow)?
    /// An input view's height when neither its frame nor its fitting size gives one.
    static let defaultInputHeight: CGFloat = 260
    static let defaultAccessoryHeight: CGFloat = 44

    /// Docks the new first responder's input views (after removing the old ones).
    static func firstResponderChanged() {
        let responder = UIResponder.currentFirstResponder
        let views = responder.map { ($0.inputAccessoryView, $0.inputView) } ?? (nil, nil)
        guard let window = window(of: responder), views.0 != nil || views.1 != nil else {
            hide()
            return
        }
        let old = shown?.dock.frame
        shown?.dock.removeFromSuperview()
        let dock = makeDock(accessory: views.0, input: views.1, width: window.bounds.width)
        dock.frame.origin = CGPoint(x: 0, y: window.bounds.height - dock.frame.height)
        window.addSubview(dock)
        shown = (dock, window)
        post(show: true, from: old ?? offscreen(dock.frame, in: window), to: dock.frame, in: window)
    }

    private static func hide() {
        guard let (dock, window) = shown else { return }
        shown = nil
        dock.removeFromSuperview()
        post(show: false, from: dock.frame, to: offscreen(dock.frame, in: window), in: window)
    }

    private static func window(of responder: UIResponder?) -> UIWindow? {
        if let view = responder as? UIView { return view.window }
        if let controller = responder as? UIViewController { return controller.viewIfLoaded?.window }
        return nil
    }

    private static func makeDock(accessory: UIView?, input: UIView?, width: CGFloat) -> UIView {
        let stacked = [(accessory, defaultAccessoryHeight), (input, defaultInputHeight)].compactMap { view, fallback in
            view.map { ($0, height(of: $0, width: width, fallback: fallback)) }
        }
        // The dock has its size before its views go in, so their widths follow it from then on.
        let dock = UIView(frame: CGRect(x: 0, y: 0, width: width, height: stacked.reduce(0) { $0 + $1.1 }))
        var y: CGFloat = 0
        for (view, height) in stacked {
            view.frame = CGRect(x: 0, y: y, width: width, height: height)
            view.autoresizingMask = [.flexibleWidth]
            dock.addSubview(view)
            y += height
        }
        return dock
    }

    private static func height(of view: UIView, width: CGFloat, fallback: CGFloat) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic > 0 { return intrinsic }
        let fitting = view.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
        return fitting > 0 ? fitting : fallback
    }

    private static func offscreen(_ frame: CGRect, in window: UIWindow) -> CGRect {
        CGRect(x: frame.minX, y: window.bounds.height, width: frame.width, height: frame.height)
    }

    /// Told after the dock shows, changes or hides (the keyboard layout guides follow it).
    static var dockDidChange: (() -> Void)?

    private static func post(show: Bool, from begin: CGRect, to end: CGRect, in window: UIWindow) {
        dockDidChange?()
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: window.convert(begin, to: nil)),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: window.convert(end, to: nil)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: show ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: show ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    }
}

extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// The keyboard's (here: the input dock's) frame before and after, an `NSValue` of a
    /// `CGRect` in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
