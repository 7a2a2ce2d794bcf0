import Foundation

/// The running application: its windows and the direction of its interface's language.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication()

    /// Left to right unless the host or a test says otherwise.
    ///
    /// - Note: UIKit derives it from the app's localization and makes it read-only; Tessera lets
    ///   the host set it (the gallery's `--rtl`), and every window's views follow, as after a
    ///   language change on iOS.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
        didSet { if userInterfaceLayoutDirection != oldValue { TraitPropagation.screenDidChange() } }
    }

    /// The app delegate when it is a responder (the app part sets it with the delegate): the
    /// application's next responder, as in UIKit, so actions and `buildMenu(with:)` reach it.
    weak var delegateResponder: UIResponder?
    open override var next: UIResponder? { delegateResponder }

    /// The windows the main loop shows, back to front.
    open var windows: [UIWindow] { MainLoop.shared.allWindows }
    /// The window that receives keyboard events.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

    /// Whether the application is in front (its window focused), inactive (not focused), or in
    /// the background (minimised), as its launch reports the window's events.
    open var applicationState: State { currentState }
    var currentState: State = .active

    /// A new host starts with the application active again (a test's new screen).
    @_spi(Host) public func hostDidStart() { currentState = .active }
    public enum State: Int, Sendable { case active, inactive, background }

    private override init() { super.init() }

    /// Key-value coding on the class, as app-extension-safe libraries reach the application:
    /// `sharedApplication` (or `shared`) is ``shared``; any other key is reported and answers nil.
    public class func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    public class func value(forKey key: String) -> Any? {
        guard key == "sharedApplication" || key == "shared" else {
            TesseraDiagnostics.report("[UIApplication valueForUndefinedKey:]: the class is not key value coding-compliant for the key \(key)")
            return nil
        }
        return shared
    }

    /// Hands `event` to its window: the window of its touches, else the key window. Every
    /// touch the host reports passes here.
    open func sendEvent(_ event: UIEvent) {
        (event.allTouches?.first?.window ?? keyWindow)?.sendEvent(event)
    }

    /// The orientations the app's controllers may take in `window`: all of them (a desktop
    /// window is resized, not rotated).
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .all }

    /// Whether a shake offers to undo the first responder's last change (true by default).
    open var applicationSupportsShakeToEdit = true

    /// Background refresh is there whenever the app runs (a desktop app is not suspended).
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

    /// The status bar's frame (UIKit's older form of the scene's `statusBarManager`): zero on a
    /// desktop window, which has none.
    open var statusBarFrame: CGRect {
        let frame = keyWindow.map { $0.hostSafeAreaInsets.top > 0 ? CGRect(x: 0, y: 0, width: $0.bounds.width, height: $0.hostSafeAreaInsets.top) : .zero }
        return frame ?? .zero
    }

    /// The orientation of the key window's scene (UIKit's older form of
    /// `UIWindowScene.interfaceOrientation`): portrait when the window is taller than wide, else
    /// landscape; `.unknown` with no window.
    open var statusBarOrientation: UIInterfaceOrientation {
        guard let window = keyWindow ?? windows.first else { return .unknown }
        guard let scene = window.windowScene else {
            return window.bounds.height >= window.bounds.width ? .portrait : .landscapeRight
        }
        return scene.interfaceOrientation
    }

    /// Whether protected files can be read: always, on a desktop without data protection.
    open var isProtectedDataAvailable: Bool { true }

    /// Media keys reach the app only between these calls, as on iOS.
    open func beginReceivingRemoteControlEvents() { receivesRemoteControlEvents = true }
    open func endReceivingRemoteControlEvents() { receivesRemoteControlEvents = false }
    var receivesRemoteControlEvents = false

    /// The app-switcher snapshot: a desktop shows none, so there is nothing to skip.
    open func ignoreSnapshotOnNextApplicationLaunch() {}
}

/// Whether the app may refresh in the background.
public enum UIBackgroundRefreshStatus: Int, Sendable {
    case restricted, denied, available
}
