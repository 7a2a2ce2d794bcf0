import Foundation
@_spi(Host) import Tessera

/// The device the app runs on: its Home button sends the app to the background, its
/// appearance switches light and dark.
open class XCUIDevice: NSObject, @unchecked Sendable {
    public static let shared = XCUIDevice()

    /// The device's hardware buttons.
    public enum Button: Int, Sendable {
        case home = 1, volumeUp, volumeDown
    }

    /// Light or dark, as Settings sets it.
    public enum Appearance: Int, Sendable {
        case unspecified = 0, light, dark
    }

    /// Home sends the running app to the background (`applicationDidEnterBackground`); the
    /// volume buttons do nothing to the app.
    open func press(_ button: Button) {
        guard button == .home else { return }
        MainThread.run { RunningApp.current?.enterBackground() }
    }

    /// The device's appearance: every window's traits follow it, as on iOS.
    open var appearance: Appearance {
        get {
            MainThread.run {
                switch UIScreen.main.userInterfaceStyle {
                case .dark: return .dark
                case .light: return .light
                default: return .unspecified
                }
            }
        }
        set {
            MainThread.run {
                UIScreen.main.userInterfaceStyle = newValue == .dark ? .dark : .light
                RunningApp.current?.settle()
            }
        }
    }

    /// The orientation a test asked for. Kept, not applied: the headless screen keeps its
    /// size (launch with `TESSERA_WINDOW_SIZE` for a landscape screen).
    open var orientation: UIDeviceOrientation = .portrait
}

/// Keys `typeText(_:)` understands besides characters.
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let delete = XCUIKeyboardKey(rawValue: "\u{8}")
    public static let `return` = XCUIKeyboardKey(rawValue: "\r")
    public static let enter = XCUIKeyboardKey(rawValue: "\u{3}")
    public static let space = XCUIKeyboardKey(rawValue: " ")
}
