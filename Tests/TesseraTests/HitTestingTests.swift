import Foundation
import Testing
@testable import Tessera

@MainActor struct HitTestingTests {
    /// window ─ container (offset 50,50; bounds origin 10,0) ─ button (20,20 40×40)
    private func tree() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        container.bounds.origin = CGPoint(x: 10, y: 0)
        let button = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        window.addSubview(container)
        container.addSubview(button)
        return (window, container, button)
    }

    @Test func convertsThroughFramesAndBoundsOrigins() {
        let (window, container, button) = tree()
        #expect(button.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 60, y: 70))
        #expect(button.convert(CGPoint(x: 0, y: 0), to: container) == CGPoint(x: 20, y: 20))
        #expect(container.convert(CGPoint(x: 60, y: 70), from: window) == CGPoint(x: 20, y: 20))
        #expect(button.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: window) == CGRect(x: 60, y: 70, width: 40, height: 40))
        #expect(window.convert(CGPoint(x: 60, y: 70), to: button) == .zero)
    }

    @Test func convertsThroughTransforms() {
        let (window, container, button) = tree()
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The container turns a quarter clockwise about its centre (150, 150 in the window).
        let p = button.convert(CGPoint(x: 0, y: 0), to: window)
        // Button origin is (20 - 10, 20) from the container's top-left: (-90, -80) from its centre.
        #expect(abs(p.x - (150 + 80)) < 1e-9 && abs(p.y - (150 - 90)) < 1e-9)
        let back = button.convert(p, from: window)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        let rect = button.convert(button.bounds, to: nil)
        #expect(abs(rect.width - 40) < 1e-9 && abs(rect.minX - 190) < 1e-9)
    }

    @Test func hitTestFindsTheFrontMostInteractiveView() {
        let (window, container, button) = tree()
        #expect(window.hitTest(CGPoint(x: 70, y: 80), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === container)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(cover)
        #expect(window.hitTest(CGPoint(x: 70, y: 80), with: nil) === cover)
        cover.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 70, y: 80), with: nil) === button)
        cover.isUserInteractionEnabled = true
        cover.isHidden = true
        #expect(window.hitTest(CGPoint(x: 70, y: 80), with: nil) === button)
        cover.isHidden = false
        cover.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 70, y: 80), with: nil) === button)
        button.layer.zPosition = 1
        cover.alpha = 1
        #expect(window.hitTest(CGPoint(x: 70, y: 80), with: nil) === button)
    }

    @Test func subviewsOutsideTheirSuperviewAreNotHit() {
        let (window, container, _) = tree()
        let outside = UIView(frame: CGRect(x: -40, y: 0, width: 30, height: 30))
        container.addSubview(outside)
        // (25, 60) in the window is inside `outside` but outside the container.
        #expect(window.hitTest(CGPoint(x: 25, y: 60), with: nil) === window)
    }

    @Test func hitTestingFollowsRotation() {
        let (window, container, button) = tree()
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(window.hitTest(CGPoint(x: 70, y: 80), with: nil) === container)
        #expect(window.hitTest(CGPoint(x: 210, y: 80), with: nil) === button)
    }
}
