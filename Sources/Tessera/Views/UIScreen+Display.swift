import Foundation

/// A display mode: its size in pixels and the shape of its pixels.
@preconcurrency @MainActor open class UIScreenMode: NSObject {
    public let size: CGSize
    /// Square pixels on a desktop display.
    public let pixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }
}

extension UIScreen {
    /// How a screen shown on a television is fitted to it (a desktop display needs none).
    public enum OverscanCompensation: Int, Sendable { case scale, insetBounds, none }
    /// Whether the screen's reference mode is known (a desktop's is not).
    public enum ReferenceDisplayModeStatus: Int, Sendable { case notSupported, notEnabled, enabled, limited }

    /// The screen's size in pixels: its bounds at its scale.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The display's mode now: its size in pixels.
    public var currentMode: UIScreenMode? { UIScreenMode(size: nativeBounds.size) }
    public var preferredMode: UIScreenMode? { currentMode }
    public var availableModes: [UIScreenMode] { currentMode.map { [$0] } ?? [] }

    /// The most frames a second the display shows: 60, the pace the window host draws at.
    public var maximumFramesPerSecond: Int { 60 }
    /// Seconds between a frame drawn and its light: not known here, so none.
    public var calibratedLatency: TimeInterval { 0 }
    public var overscanCompensationInsets: UIEdgeInsets { .zero }
    /// The screen this one mirrors: none (a desktop window is on one display).
    public var mirroredScreen: UIScreen? { nil }
    /// Whether the screen is being recorded or mirrored (not known here: false).
    public var isCaptured: Bool { false }
    public var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
    /// How much brighter than white the display can show now and at most: a standard display's 1.
    public var currentEDRHeadroom: CGFloat { 1 }
    public var potentialEDRHeadroom: CGFloat { 1 }

    /// A display link that calls `selector` of `target` each frame (add it to a run loop).
    public func displayLink<Target: AnyObject>(withTarget target: Target,
                                               selector: @escaping (Target) -> (CADisplayLink) -> Void) -> CADisplayLink? {
        CADisplayLink(target: target, selector: selector)
    }

    /// A view showing what the screen shows now: a snapshot of its key window.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        UIApplication.shared.keyWindow?.snapshotView(afterScreenUpdates: afterUpdates) ?? UIView(frame: bounds)
    }
}
