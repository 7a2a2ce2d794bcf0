import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct GestureRequirementTests {
    final class Steering: NSObject, UIGestureRecognizerDelegate {
        weak var doubleTap: UIGestureRecognizer?
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === doubleTap
        }
    }

    @Test func aDelegateMakesASingleTapWaitForTheDoubleTapToFail() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: screen.window.bounds)
        var log: [String] = []
        let single = UITapGestureRecognizer()
        single.addHandler { if $0.state == .ended { log.append("single") } }
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.addHandler { if $0.state == .ended { log.append("double") } }
        let steering = Steering()
        steering.doubleTap = double
        single.delegate = steering
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        screen.window.addSubview(view)
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.runUntilIdle()
        #expect(log == ["double"], "the single tap waited and failed with the double tap's success")
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 1)
        #expect(log == ["double", "single"], "alone, it recognizes once the double tap fails")
    }

    @Test func aSubclassCanRequireFailureAndTouchesReportTheirRecognizers() {
        final class Patient: UIPanGestureRecognizer {
            override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer is UISwipeGestureRecognizer
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let view = UIView(frame: screen.window.bounds)
        var log: [String] = []
        let pan = Patient()
        pan.addHandler { if $0.state == .began { log.append("pan") } }
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        swipe.addHandler { if $0.state == .ended { log.append("swipe") } }
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(swipe)
        screen.window.addSubview(view)
        screen.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 100), duration: 0.15)
        #expect(log == ["swipe"], "the pan waited for the swipe, which recognized")
        let touch = UITouch(at: .zero, in: screen.window, timestamp: 0)
        #expect(touch.type == .direct && touch.force == 0 && touch.preciseLocation(in: nil) == .zero)
        let blind = UITapGestureRecognizer()
        blind.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        var taps = 0
        blind.addHandler { _ in taps += 1 }
        view.addGestureRecognizer(blind)
        screen.tap(at: CGPoint(x: 20, y: 20))
        #expect(taps == 0, "a pencil-only recognizer sees no direct touch")
    }
}
