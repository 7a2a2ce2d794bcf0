import Foundation

/// The display: its size in points and its scale (pixels per point).
@preconcurrency @MainActor public final class UIScreen {
    /// The screen the host shows windows on; the host sets its size and scale at start-up.
    public static let main = UIScreen()
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    public var scale: CGFloat = 1
    public var nativeScale: CGFloat { scale }
    init() {}
}
