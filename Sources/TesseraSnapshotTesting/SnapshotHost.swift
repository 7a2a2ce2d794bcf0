import Foundation
@_spi(Host) import Tessera
import TesseraCairo
import TesseraTesting

/// Puts a view or a view controller on a headless screen of its own, lets it settle, and
/// draws it: what a simulator's window does for swift-snapshot-testing on iOS.
///
/// The screen is a ``HeadlessScreen`` with pinned fonts, so the pixels are the same on every
/// machine. Time is virtual: by default the screen runs until nothing is pending (layout,
/// animations, timers); inside ``Snapshotting/wait(virtual:on:)`` it runs exactly that long.
@MainActor enum SnapshotHost {
    /// The scale snapshots are drawn at when the traits name none (`displayScale` 0).
    nonisolated static let defaultScale: CGFloat = 2
    /// How long a screen may run before it is drawn anyway (a spinner never settles).
    static let idleLimit: TimeInterval = 10

    /// The controller filling a `config`-sized screen, drawn with the window behind it.
    static func image(of controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection) -> UIImage {
        hosting(controller, config: config, traits: traits) { screen in
            guard let screen else { return UIImage() }
            return UIImage(backing: screen.renderImage(), scale: screen.scale)
        }
    }

    /// The view alone, `size` (or its own size) at the window's origin, drawn over nothing: what
    /// is clear in it stays clear. It goes back where it was afterwards.
    static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> UIImage {
        hosting(view, size: size, traits: traits) { screen in
            guard let screen else { return UIImage() }
            MainLoop.shared.layoutWindows()
            let image = screen.renderer.renderImage(view, size: view.bounds.size, scale: screen.scale)
            return UIImage(backing: image, scale: screen.scale)
        }
    }

    /// A screen the user drives, drawn as it is after settling.
    static func image(of screen: HeadlessScreen) -> UIImage {
        settle(screen)
        return UIImage(backing: screen.renderImage(), scale: screen.scale)
    }

    /// Runs `body` with the view alone on a screen of its size (or `size`), settled; the view
    /// goes back where it was afterwards. `body` gets nil when the size cannot be drawn.
    static func hosting<T>(_ view: UIView, size: CGSize?, traits: UITraitCollection, _ body: (HeadlessScreen?) -> T) -> T {
        let size = size ?? view.frame.size
        guard let screen = screen(size: size, safeArea: .zero, traits: traits) else { return body(nil) }
        let restore = Borrowed(view)
        view.frame = CGRect(origin: .zero, size: size)
        screen.window.addSubview(view)
        settle(screen)
        defer { restore.putBack() }
        return body(screen)
    }

    /// Runs `body` with the controller at the root of a screen of the device's size, safe area
    /// and traits (`traits` over them), settled; it leaves the screen afterwards.
    static func hosting<T>(_ controller: UIViewController, config: ViewImageConfig, traits: UITraitCollection,
                           _ body: (HeadlessScreen?) -> T) -> T {
        let combined = UITraitCollection(traitsFrom: [config.traits, traits])
        let size = config.size ?? controller.view.frame.size
        guard let screen = screen(size: size, safeArea: config.safeArea, traits: combined) else { return body(nil) }
        screen.rootViewController = controller
        settle(screen)
        defer { screen.window.rootViewController = nil }
        return body(screen)
    }

    /// A fresh screen, or nil (and the reason reported) when the size cannot be drawn.
    static func screen(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) -> HeadlessScreen? {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
            TesseraDiagnostics.report("assertSnapshot: cannot draw a \(size.width)×\(size.height) point view; give it a size (the strategy's size: or the view's frame)")
            return nil
        }
        let scale = traits.displayScale > 0 ? traits.displayScale : defaultScale
        let screen = HeadlessScreen(size: size, scale: scale, safeAreaInsets: safeArea)
        screen.window.hostTraitOverrides = traits
        return screen
    }

    /// Lets the screen settle, or runs it for the time a virtual wait asked for.
    static func settle(_ screen: HeadlessScreen) {
        if let duration = VirtualWait.take() {
            screen.advance(by: duration)
        } else {
            screen.runUntilIdle(limit: idleLimit)
        }
    }

    /// Runs `body` on the main actor, where UIKit's views live: a snapshot of a view is taken
    /// from a test on the main actor (an XCTest method, a `@MainActor` test), as on iOS.
    nonisolated static func onMain<T: Sendable>(_ fallback: T, _ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated { body() }
    }
}

/// A view lent to a snapshot screen: where it was, to put it back.
@MainActor private struct Borrowed {
    let view: UIView
    let superview: UIView?
    let index: Int?
    let frame: CGRect

    init(_ view: UIView) {
        self.view = view
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view }
        frame = view.frame
    }

    func putBack() {
        view.removeFromSuperview()
        view.frame = frame
        guard let superview, let index else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
}
