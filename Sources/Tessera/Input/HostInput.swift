import Foundation

/// The one place raw input becomes UIKit's: the hosts (the SDL window, the headless screen)
/// translate their events into these calls and nothing more.
///
/// Every call is queued on the main loop and handled at the start of its next turn, in order.
/// The primary button is one touch (taps within ``tapInterval`` and ``tapSlop`` of the last
/// count up `tapCount`); the secondary button opens the item menu of the collection view under
/// the pointer; the wheel scrolls (HostInput+Wheel.swift); keys go up the responder chain
/// (HostInput+Keys.swift).
/// - Note: Tessera's own type, for hosts (`@_spi(Host) import Tessera`); UIKit's event system
///   is not exposed this way.
@_spi(Host) @preconcurrency @MainActor public final class HostInput {
    public enum Button: Sendable { case primary, secondary }

    /// Taps closer than this in time (seconds) and ``tapSlop`` in distance count as one more tap.
    public static let tapInterval: TimeInterval = 0.35
    public static let tapSlop: CGFloat = 10

    /// The window input goes to: the host's, or the app's once it launched (``show(_:)``).
    public private(set) var window: UIWindow
    /// Hears what input did, for the gallery's log ("scrolled to 0,240", "copied Coffee").
    public var log: ((String) -> Void)?
    /// Gets keys no responder and no standard binding took (the gallery's D).
    public var unhandledKey: ((UIKey) -> Void)?
    /// Where the pointer is, in window coordinates.
    public internal(set) var pointer: CGPoint = .zero

    var pointerTouch: UITouch?
    var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?
    var wheelScroll: WheelScroll?
    var pinchGesture: PinchGesture?
    var pressed: [UIKeyboardHIDUsage: (UIPress, UIResponder)] = [:]

    public init(window: UIWindow) { self.window = window }

    /// Sends input to `window` from now on (a launched app's window replaces the host's).
    public func show(_ window: UIWindow) {
        pointerTouch = nil
        lastTap = nil
        pressed.removeAll()
        self.window = window
    }

    /// Whether a touch, a wheel scroll or a pinch is under way (the window keeps drawing).
    public var isBusy: Bool { pointerTouch != nil || wheelScroll != nil || pinchGesture != nil }

    var now: TimeInterval { MainLoop.shared.clock.now }

    /// Queues `work` for the loop's next turn.
    func enqueue(_ work: @escaping @MainActor (HostInput) -> Void) {
        MainLoop.shared.enqueueEvent { [self] in work(self) }
    }

    // MARK: The pointer

    public func pointerDown(at point: CGPoint, button: Button = .primary) {
        enqueue { input in
            input.pointer = point
            switch button {
            case .primary: input.touchDown(at: point)
            case .secondary: input.showMenu(at: point)
            }
        }
    }

    public func pointerMoved(to point: CGPoint) {
        enqueue { input in
            input.pointer = point
            guard let touch = input.pointerTouch else {
                HoverTracking.pointerMoved(to: point, in: input.window)
                input.updateCursor(at: point)
                return
            }
            input.send(touch, at: point, phase: .moved)
        }
    }

    /// The cursor over `point`: a pointer interaction's (it sets it as the pointer enters its
    /// regions), else a text beam over editable text, else the arrow.
    func updateCursor(at point: CGPoint) {
        var view = window.hitTest(point, with: nil)
        while let candidate = view {
            if candidate.interactions.contains(where: { $0 is UIPointerInteraction }) { return }
            if candidate is UIKeyInput {
                PointerCursor.current = .iBeam
                return
            }
            view = candidate.superview
        }
        PointerCursor.current = .arrow
    }

    /// The pointer left the window: hovering ends.
    public func pointerLeft() {
        enqueue { input in HoverTracking.pointerMoved(to: nil, in: input.window) }
    }

    public func pointerUp(at point: CGPoint, button: Button = .primary) {
        enqueue { input in
            input.pointer = point
            guard button == .primary, let touch = input.pointerTouch else { return }
            input.pointerTouch = nil
            input.send(touch, at: point, phase: .ended)
            input.lastTap = (input.now, point, touch.tapCount)
        }
    }

    private func touchDown(at point: CGPoint) {
        let count = tapCount(at: point)
        let touch = UITouch(at: point, in: window, timestamp: now, tapCount: count)
        KeyboardFocus.shared.pointerWasUsed()
        pointerTouch = touch
        deliver([touch])
    }

    /// One more than the last tap's count when this one is close to it in time and place.
    private func tapCount(at point: CGPoint) -> Int {
        guard let last = lastTap, now - last.time < Self.tapInterval else { return 1 }
        let distance = hypot(last.point.x - point.x, last.point.y - point.y)
        return distance < Self.tapSlop ? last.count + 1 : 1
    }

    func send(_ touch: UITouch, at point: CGPoint, phase: UITouch.Phase) {
        touch.update(to: point, phase: phase, timestamp: now)
        deliver([touch])
    }

    /// Hands the touches' current phase to the window as one event.
    func deliver(_ touches: [UITouch]) {
        UIApplication.shared.sendEvent(UIEvent(touches: Set(touches), timestamp: now))
    }

    // MARK: The item menu

    /// A right click: the context menu of the nearest view under the pointer that has a context
    /// menu interaction, else the item menu of the list under it.
    private func showMenu(at point: CGPoint) {
        var view = window.hitTest(point, with: nil)
        while let candidate = view, !Self.isList(candidate) {
            for case let interaction as UIContextMenuInteraction in candidate.interactions
            where interaction.present(at: candidate.convert(point, from: nil), byPointer: true) {
                log?("menu shown at \(Int(point.x)),\(Int(point.y))")
                return
            }
            view = candidate.superview
        }
        guard let list = listView(under: point) else { return }
        if let collectionView = list as? UICollectionView {
            collectionView.showMenuForItem(at: collectionView.convert(point, from: nil))
        } else if let table = list as? UITableView {
            table.showMenuForRow(at: table.convert(point, from: nil))
        }
        let shown = UIMenuController.shared.isMenuVisible || ContextMenuPresentation.current != nil ? "shown" : "not available"
        log?("menu \(shown) at \(Int(point.x)),\(Int(point.y))")
    }

    /// The list (a collection or table view) under `point`, or the first one showing when
    /// there is none there.
    func listView(under point: CGPoint?) -> UIScrollView? {
        if let point {
            var view = window.hitTest(point, with: nil)
            while let candidate = view {
                if Self.isList(candidate) { return candidate as? UIScrollView }
                view = candidate.superview
            }
        }
        return firstVisibleList(in: window)
    }

    private static func isList(_ view: UIView) -> Bool { view is UICollectionView || view is UITableView }

    private func firstVisibleList(in view: UIView) -> UIScrollView? {
        for subview in view.subviews.reversed() where !subview.isHidden && subview.alpha > 0.01 {
            if Self.isList(subview) { return subview as? UIScrollView }
            if let found = firstVisibleList(in: subview) { return found }
        }
        return nil
    }
}
