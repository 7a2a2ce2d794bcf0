import Foundation
@_spi(Host) import Tessera
import TesseraTesting

/// Where an element is touched and whether a touch there reaches it.
@MainActor enum Hitting {
    /// The element's activation point (its centre unless the app moved it), in screen points.
    static func hitPoint(of snapshot: ElementSnapshot) -> CGPoint {
        if let view = snapshot.object as? UIView { return view.accessibilityActivationPoint }
        if let element = snapshot.object as? UIAccessibilityElement { return element.accessibilityActivationPoint }
        return CGPoint(x: snapshot.frame.midX, y: snapshot.frame.midY)
    }

    static func isHittable(_ snapshot: ElementSnapshot, on screen: HeadlessScreen) -> Bool {
        obstruction(of: snapshot, on: screen) == nil
    }

    /// Why a touch at the element's hit point would not reach it, or nil when it would.
    static func obstruction(of snapshot: ElementSnapshot, on screen: HeadlessScreen) -> String? {
        guard let view = snapshot.view, let window = view.window else { return "it is not in a window" }
        let point = hitPoint(of: snapshot)
        guard CGRect(origin: .zero, size: screen.size).contains(point) else {
            return "its hit point {\(point.x), \(point.y)} is off the screen"
        }
        guard let hit = window.hitTest(window.convert(point, from: nil), with: nil) else {
            return "nothing at its hit point {\(point.x), \(point.y)} takes touches"
        }
        if hit === view || hit.isDescendant(of: view) || view.isDescendant(of: hit) { return nil }
        return "its hit point {\(point.x), \(point.y)} is covered by \(type(of: hit))"
            + (hit.accessibilityLabel.map { " '\($0)'" } ?? "")
    }

    /// Scrolls the nearest scroll view holding the element so the element shows (as XCUITest
    /// does before acting on an element that is partly off screen).
    static func scrollToVisible(_ snapshot: ElementSnapshot) {
        guard let view = snapshot.view else { return }
        var ancestor = view.superview
        while let current = ancestor {
            if let scroll = current as? UIScrollView, !(current is UITextView) {
                let frame = (snapshot.object is UIView) ? view.convert(view.bounds, to: scroll)
                    : scroll.convert(snapshot.frame, from: nil)
                scroll.scrollRectToVisible(frame, animated: false)
                return
            }
            ancestor = current.superview
        }
    }
}
