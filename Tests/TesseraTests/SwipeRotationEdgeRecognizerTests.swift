import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Swipes, rotations and screen-edge pans, driven by scripted touches on a headless screen.
@MainActor struct SwipeRotationEdgeRecognizerTests {
    private func setUp() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let view = UIView(frame: screen.window.bounds)
        screen.window.addSubview(view)
        screen.runUntilIdle()
        return (screen, view)
    }

    @Test func aQuickSwipeInItsDirectionIsRecognizedOnce() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let swipe = UISwipeGestureRecognizer { _ in log.entries.append("swipe") }
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        screen.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 160), duration: 0.2)
        #expect(log.entries == ["swipe"])
        screen.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 300, y: 150), duration: 0.2)
        #expect(log.entries == ["swipe"], "a swipe to the right is not one to the left")
    }

    @Test func aSlowOrSlantedMoveIsNotASwipe() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let swipe = UISwipeGestureRecognizer { _ in log.entries.append("swipe") }
        swipe.direction = [.up, .down]
        view.addGestureRecognizer(swipe)
        screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 230), duration: 1.0)
        #expect(log.entries.isEmpty, "20 points in a second: too short and too slow")
        screen.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 200, y: 150), duration: 0.2)
        #expect(log.entries.isEmpty, "as far across as along")
        screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 210, y: 100), duration: 0.2)
        #expect(log.entries == ["swipe"], "up counts")
    }

    @Test func rotationReportsTheAngleTurned() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let rotation = UIRotationGestureRecognizer { r in
            if r.state == .ended { log.entries.append(String(format: "%.3f", Double(r.rotation))) }
        }
        view.addGestureRecognizer(rotation)
        screen.rotate(center: CGPoint(x: 200, y: 150), angle: .pi / 4)
        #expect(log.entries == [String(format: "%.3f", Double.pi / 4)])
        screen.rotate(center: CGPoint(x: 200, y: 150), angle: -.pi / 2)
        #expect(log.entries.last == String(format: "%.3f", -Double.pi / 2), "counter-clockwise is negative")
    }

    @Test func anEdgePanBeginsOnlyAtItsEdge() {
        let (screen, view) = setUp()
        let log = GestureLog()
        let edge = UIScreenEdgePanGestureRecognizer { e in
            if e.state == .began { log.entries.append("began") }
            if e.state == .ended { log.entries.append("ended \(Int(e.translation(in: view).x))") }
        }
        edge.edges = .left
        view.addGestureRecognizer(edge)
        screen.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 300, y: 150))
        #expect(log.entries.isEmpty, "started in the middle of the window")
        screen.drag(from: CGPoint(x: 5, y: 150), to: CGPoint(x: 200, y: 150))
        #expect(log.entries.first == "began")
        #expect(log.entries.count == 2 && log.entries[1].hasPrefix("ended "))
        screen.drag(from: CGPoint(x: 395, y: 150), to: CGPoint(x: 200, y: 150))
        #expect(log.entries.count == 2, "the right edge is not one of its edges")
    }
}
