import Foundation
@_spi(Host) import Tessera

/// A point on screen relative to an element, found again (with the element) at each use.
/// Touches at a coordinate go where it is, whatever is there.
open class XCUICoordinate: NSObject, @unchecked Sendable {
    public let element: XCUIElement
    let normalizedOffset: CGVector
    let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector) {
        self.element = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// The same point moved by `offset` points.
    open func withOffset(_ offset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: element, normalizedOffset: normalizedOffset,
                       pointsOffset: CGVector(dx: pointsOffset.dx + offset.dx, dy: pointsOffset.dy + offset.dy))
    }

    /// Where the point is on screen now.
    open var screenPoint: CGPoint {
        MainThread.run { (try? point()) ?? .zero }
    }

    @MainActor private func point() throws -> CGPoint {
        let frame = try element.resolve().0.frame
        return CGPoint(x: frame.minX + frame.width * normalizedOffset.dx + pointsOffset.dx,
                       y: frame.minY + frame.height * normalizedOffset.dy + pointsOffset.dy)
    }

    private func act(file: StaticString, line: UInt, _ body: @MainActor (CGPoint, RunningApp) -> Void) {
        MainThread.run {
            do {
                let (_, app) = try element.resolve()
                body(try point(), app)
                app.settle()
            } catch {
                TestFailure.record("Failed to get matching snapshot: \(error)", file: file, line: line)
            }
        }
    }

    open func tap(file: StaticString = #filePath, line: UInt = #line) {
        act(file: file, line: line) { point, app in Touching.tap(at: point, on: app.screen, count: 1) }
    }

    open func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        act(file: file, line: line) { point, app in
            Touching.tap(at: point, on: app.screen, count: 1)
            app.screen.advance(by: 0.1)
            Touching.tap(at: point, on: app.screen, count: 2)
        }
    }

    open func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        act(file: file, line: line) { point, app in Touching.drag(from: point, to: point, hold: duration, duration: 0, on: app.screen) }
    }

    /// Held for `duration`, then dragged to `other` and lifted.
    open func press(forDuration duration: TimeInterval, thenDragTo other: XCUICoordinate, file: StaticString = #filePath, line: UInt = #line) {
        press(forDuration: duration, thenDragTo: other, withVelocity: .default, thenHoldForDuration: 0, file: file, line: line)
    }

    open func press(forDuration duration: TimeInterval, thenDragTo other: XCUICoordinate, withVelocity velocity: XCUIGestureVelocity,
                    thenHoldForDuration holdDuration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        act(file: file, line: line) { start, app in
            guard let end = try? other.point() else { return }
            let distance = hypot(end.x - start.x, end.y - start.y)
            let touch = app.screen.pressAndDrag(from: start, to: end, hold: duration, duration: max(0.05, Double(distance / velocity.rawValue)))
            app.screen.advance(by: holdDuration)
            app.screen.lift(touch)
        }
    }
}
