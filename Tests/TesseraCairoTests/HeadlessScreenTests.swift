import Foundation
import Testing
@_spi(Host) import Tessera
import TesseraTesting

/// A view that records the touches it receives.
@MainActor final class TouchRecorder: UIView {
    var events: [(phase: String, points: [CGPoint], time: TimeInterval, tapCount: Int)] = []
    private func record(_ name: String, _ touches: Set<UITouch>) {
        let sorted = touches.sorted { $0.location(in: self).x < $1.location(in: self).x }
        events.append((name, sorted.map { $0.location(in: self) }, sorted.first?.timestamp ?? 0, sorted.first?.tapCount ?? 0))
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}

@MainActor struct HeadlessScreenTests {
    private func setUp() -> (HeadlessScreen, TouchRecorder) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        screen.rootViewController = UIViewController()
        let recorder = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
        screen.rootViewController!.view.addSubview(recorder)
        screen.runUntilIdle()
        return (screen, recorder)
    }

    @Test func tapIsADownAndUpFiftyMillisecondsApart() {
        let (screen, recorder) = setUp()
        screen.tap(at: CGPoint(x: 150, y: 120))
        #expect(recorder.events.map(\.phase) == ["began", "ended"])
        #expect(recorder.events[0].points == [CGPoint(x: 50, y: 20)])
        #expect(abs(recorder.events[1].time - recorder.events[0].time - 0.05) < 1e-9)
        screen.tap(at: CGPoint(x: 151, y: 121))
        #expect(recorder.events.last?.tapCount == 2, "a second tap soon after counts up")
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 150, y: 120))
        #expect(recorder.events.last?.tapCount == 1)
    }

    @Test func touchesOutsideAViewDoNotReachIt() {
        let (screen, recorder) = setUp()
        screen.tap(at: CGPoint(x: 20, y: 20))
        #expect(recorder.events.isEmpty)
    }

    @Test func dragMovesEveryFrameAndStaysWithTheViewItBeganIn() {
        let (screen, recorder) = setUp()
        screen.drag(from: CGPoint(x: 110, y: 150), to: CGPoint(x: 290, y: 150), duration: 0.3)
        #expect(recorder.events.first?.phase == "began")
        #expect(recorder.events.last?.phase == "ended")
        let moves = recorder.events.filter { $0.phase == "moved" }
        #expect(moves.count == 18)
        #expect(moves.last?.points == [CGPoint(x: 190, y: 50)], "the touch keeps reporting to its view outside its bounds")
        let xs = moves.map { $0.points[0].x }
        #expect(xs == xs.sorted())
    }

    @Test func longPressHoldsStill() {
        let (screen, recorder) = setUp()
        screen.longPress(at: CGPoint(x: 150, y: 150), duration: 0.8)
        #expect(recorder.events.map(\.phase) == ["began", "ended"])
        #expect(abs(recorder.events[1].time - recorder.events[0].time - 0.8) < 1e-6)
    }

    @Test func pinchMovesTwoTouchesApart() {
        let (screen, recorder) = setUp()
        screen.pinch(center: CGPoint(x: 150, y: 150), scale: 2, duration: 0.5)
        let began = recorder.events.first!
        let ended = recorder.events.last!
        #expect(began.points.count == 2 && ended.points.count == 2)
        let startDistance = began.points[1].x - began.points[0].x
        let endDistance = ended.points[1].x - ended.points[0].x
        #expect(abs(startDistance - 100) < 1e-6 && abs(endDistance - 200) < 1e-6)
    }

    @Test func frameOfTextFindsVisibleLabels() {
        let (screen, recorder) = setUp()
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 80, height: 30))
        label.text = "Awesome!"
        recorder.addSubview(label)
        #expect(screen.frameOfText("Awesome!") == CGRect(x: 110, y: 120, width: 80, height: 30))
        #expect(screen.frameOfText("Awesome") == nil)
        recorder.alpha = 0
        #expect(screen.frameOfText("Awesome!") == nil)
        recorder.alpha = 1
        label.isHidden = true
        #expect(screen.frameOfText("Awesome!") == nil)
    }

    @Test func runUntilIdleLetsAnimationsFinish() {
        let (screen, recorder) = setUp()
        UIView.animate(withDuration: 2, animations: { recorder.alpha = 0.3 })
        let start = screen.now
        screen.runUntilIdle()
        #expect(screen.now - start >= 2 - 1e-6)
        #expect(screen.now - start < 2.1)
        #expect(!MainLoop.shared.hasPendingWork)
    }
}

@MainActor struct DelayedTouchTests {
    @Test func delaysTouchesEndedHoldsTheEndWhileADoubleTapWaits() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let recorder = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        screen.window.addSubview(recorder)
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        recorder.addGestureRecognizer(double)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(recorder.events.map(\.phase) == ["began"], "the end waits for the double tap to fail")
        screen.advance(by: 0.4)
        #expect(recorder.events.map(\.phase) == ["began", "ended"])
    }

    @Test func delaysTouchesBeganHidesTouchesARecognizerTakes() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let recorder = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        screen.window.addSubview(recorder)
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.delaysTouchesBegan = true
        recorder.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps == 1 && recorder.events.isEmpty, "the view never sees a touch the tap took")
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.2)
        #expect(recorder.events.first?.phase == "began", "once the tap fails, the held touches arrive")
        #expect(recorder.events.last?.phase == "ended")
    }
}
