import CSDL2
import Foundation
import Tessera

/// Turns SDL events into what UIKit code expects.
///
/// - Left button: one touch (down, moves, up); holding it is a long press.
/// - Wheel and touchpad scrolling: scroll the scroll view under the pointer, then coast with
///   UIKit's deceleration when the wheel stops.
///   The scroll view is the nearest under the pointer that scrolls that way (a sideways strip
///   in a list takes sideways scrolls; the list takes the rest).
/// - Shift + wheel: scrolls sideways.
/// - Ctrl + wheel, touchpad pinch: a two-finger pinch around the pointer.
/// - Right click: the item menu of the collection view item under the pointer.
/// - Arrows: move the focused item (and the selection); Return: select it as a tap would;
///   Ctrl+C: copy it (or the first responder's copy:); Escape: close menus and alerts;
///   Backspace: go back in the navigation stack.
@MainActor final class SDLInput {
    unowned let host: SDLWindowHost
    private var mouseTouch: UITouch?
    private var wheel: (scrollView: UIScrollView, velocity: CGPoint, last: TimeInterval)?
    private var pinch: (touches: [UITouch], centre: CGPoint, scale: CGFloat, last: TimeInterval)?
    private var pointer: CGPoint = .zero
    /// Points scrolled per wheel notch.
    static let wheelStep: CGFloat = 40
    /// How long the wheel or pinch must be quiet before it ends.
    static let quietTime: TimeInterval = 0.12

    init(host: SDLWindowHost) { self.host = host }

    var isBusy: Bool { mouseTouch != nil || wheel != nil || pinch != nil }
    private var window: UIWindow { host.window }
    private var now: TimeInterval { MainLoop.shared.clock.now }

    func handle(_ e: inout SDL_Event) {
        switch SDL_EventType(e.type) {
        case SDL_MOUSEBUTTONDOWN:
            pointer = CGPoint(x: CGFloat(e.button.x), y: CGFloat(e.button.y))
            if e.button.button == UInt8(SDL_BUTTON_LEFT) { touchDown(at: pointer) } else if e.button.button == UInt8(SDL_BUTTON_RIGHT) { showMenu(at: pointer) }
        case SDL_MOUSEMOTION:
            pointer = CGPoint(x: CGFloat(e.motion.x), y: CGFloat(e.motion.y))
            if let touch = mouseTouch { send(touch, at: pointer, phase: .moved) }
        case SDL_MOUSEBUTTONUP:
            pointer = CGPoint(x: CGFloat(e.button.x), y: CGFloat(e.button.y))
            if e.button.button == UInt8(SDL_BUTTON_LEFT), let touch = mouseTouch {
                send(touch, at: pointer, phase: .ended)
                mouseTouch = nil
            }
        case SDL_MOUSEWHEEL:
            let dx = CGFloat(e.wheel.preciseX), dy = CGFloat(e.wheel.preciseY)
            if (SDL_GetModState().rawValue & KMOD_CTRL.rawValue) != 0 {
                pinchStep(by: 1 + 0.1 * dy)
            } else if (SDL_GetModState().rawValue & KMOD_SHIFT.rawValue) != 0, dx == 0 {
                // Shift + wheel scrolls sideways, as on macOS and in browsers.
                scroll(by: CGPoint(x: -dy * SDLInput.wheelStep, y: 0))
            } else {
                scroll(by: CGPoint(x: dx * SDLInput.wheelStep, y: -dy * SDLInput.wheelStep))
            }
        case SDL_MULTIGESTURE:
            if abs(e.mgesture.dDist) > 0.0005 { pinchStep(by: 1 + CGFloat(e.mgesture.dDist) * 4) }
        case SDL_KEYDOWN:
            key(e.key.keysym)
        default:
            break
        }
    }

    /// Ends wheel scrolling and pinches that went quiet.
    func tick(now: TimeInterval) {
        if let wheel, now - wheel.last > SDLInput.quietTime {
            self.wheel = nil
            wheel.scrollView.finishScrollWheel(velocity: wheel.velocity)
            host.log?("scrolled to \(Int(wheel.scrollView.contentOffset.x)),\(Int(wheel.scrollView.contentOffset.y))")
        }
        if let pinch, now - pinch.last > SDLInput.quietTime * 2 {
            self.pinch = nil
            for (touch, p) in zip(pinch.touches, points(pinch.centre, pinch.scale)) { touch.update(to: p, phase: .ended, timestamp: now) }
            deliver(pinch.touches)
            host.log?(String(format: "pinched to scale %.2f", Double(pinch.scale)))
        }
    }

    // MARK: Touches

    private func touchDown(at point: CGPoint) {
        let touch = UITouch(at: point, in: window, timestamp: now)
        mouseTouch = touch
        deliver([touch])
    }

    private func send(_ touch: UITouch, at point: CGPoint, phase: UITouch.Phase) {
        touch.update(to: point, phase: phase, timestamp: now)
        deliver([touch])
    }

    /// Delivers at once: a touch object changes with the next event, so each phase must reach
    /// the window before the touch moves on.
    private func deliver(_ touches: [UITouch]) {
        window.sendEvent(UIEvent(touches: Set(touches), timestamp: now))
    }

    // MARK: Scrolling and pinching

    private func scroll(by delta: CGPoint) {
        let target = wheel.map { ($0.scrollView, turned(delta, for: $0.scrollView)) }
            ?? UIScrollView.wheelTarget(for: delta, over: window.hitTest(pointer, with: nil))
        guard let (scrollView, d) = target else { return }
        let t = now
        let dt = max(1.0 / 120, t - (wheel?.last ?? t - 1.0 / 60))
        let velocity = CGPoint(x: d.x / CGFloat(dt), y: d.y / CGFloat(dt))
        let smoothed = wheel.map { CGPoint(x: ($0.velocity.x + velocity.x) / 2, y: ($0.velocity.y + velocity.y) / 2) } ?? velocity
        scrollView.applyScrollWheel(d)
        wheel = (scrollView, smoothed, t)
    }

    /// A wheel that keeps turning keeps its scroll view, turned as it was at the start.
    private func turned(_ delta: CGPoint, for scrollView: UIScrollView) -> CGPoint {
        UIScrollView.wheelTarget(for: delta, over: scrollView).map(\.delta) ?? delta
    }

    private func points(_ centre: CGPoint, _ scale: CGFloat) -> [CGPoint] {
        let d = 50 * scale
        return [CGPoint(x: centre.x - d, y: centre.y), CGPoint(x: centre.x + d, y: centre.y)]
    }

    private func pinchStep(by factor: CGFloat) {
        if pinch == nil {
            let touches = points(pointer, 1).map { UITouch(at: $0, in: window, timestamp: now) }
            deliver(touches)
            pinch = (touches, pointer, 1, now)
        }
        guard var current = pinch else { return }
        current.scale = max(0.2, min(5, current.scale * factor))
        current.last = now
        for (touch, p) in zip(current.touches, points(current.centre, current.scale)) { touch.update(to: p, phase: .moved, timestamp: now) }
        deliver(current.touches)
        pinch = current
    }

    // MARK: Menus and keys

    private func collectionView(under point: CGPoint?) -> UICollectionView? {
        if let point {
            var view = window.hitTest(point, with: nil)
            while let v = view {
                if let cv = v as? UICollectionView { return cv }
                view = v.superview
            }
        }
        return firstVisibleCollectionView(in: window)
    }

    private func firstVisibleCollectionView(in view: UIView) -> UICollectionView? {
        for subview in view.subviews.reversed() where !subview.isHidden && subview.alpha > 0.01 {
            if let cv = subview as? UICollectionView { return cv }
            if let found = firstVisibleCollectionView(in: subview) { return found }
        }
        return nil
    }

    private func showMenu(at point: CGPoint) {
        guard let cv = collectionView(under: point) else { return }
        cv.showMenuForItem(at: cv.convert(point, from: nil))
        host.log?("menu \(UIMenuController.shared.isMenuVisible ? "shown" : "not available") at \(Int(point.x)),\(Int(point.y))")
    }

    private func key(_ keysym: SDL_Keysym) {
        let control = (UInt32(keysym.mod) & KMOD_CTRL.rawValue) != 0
        switch Int(keysym.sym) {
        case Int(SDLK_RIGHT.rawValue), Int(SDLK_DOWN.rawValue): collectionView(under: nil)?.moveKeyboardFocus(by: 1)
        case Int(SDLK_LEFT.rawValue), Int(SDLK_UP.rawValue): collectionView(under: nil)?.moveKeyboardFocus(by: -1)
        case Int(SDLK_RETURN.rawValue): collectionView(under: nil)?.activateKeyboardFocus()
        case Int(SDLK_ESCAPE.rawValue): closeMenusAndAlerts()
        case Int(SDLK_BACKSPACE.rawValue): navigationController()?.popViewController(animated: true)
        case Int(SDLK_c.rawValue) where control: copy()
        case Int(SDLK_d.rawValue) where !control: toggleAppearance()
        default: break
        }
    }

    /// D: light to dark and back, as the system appearance switch does on iOS.
    private func toggleAppearance() {
        let screen = UIScreen.main
        screen.userInterfaceStyle = screen.userInterfaceStyle == .dark ? .light : .dark
        host.log?("appearance \(screen.userInterfaceStyle == .dark ? "dark" : "light")")
    }

    private func copy() {
        if let cv = collectionView(under: nil), cv.copySelectedItem() {
            host.log?("copied \(UIPasteboard.general.string ?? "")")
            return
        }
        let responder = UIResponder.currentFirstResponder ?? window.rootViewController
        if let target = responder?.target(forAction: .copy, withSender: nil) {
            _ = target.perform(.copy, withSender: nil)
            host.log?("copied \(UIPasteboard.general.string ?? "")")
        }
    }

    private func closeMenusAndAlerts() {
        if UIMenuController.shared.isMenuVisible {
            UIMenuController.shared.hideMenu()
            return
        }
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if top?.presentingViewController != nil { top?.dismiss(animated: true) }
    }

    private func navigationController() -> UINavigationController? {
        window.rootViewController as? UINavigationController ?? window.rootViewController?.navigationController
    }
}
