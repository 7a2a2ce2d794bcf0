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
}
