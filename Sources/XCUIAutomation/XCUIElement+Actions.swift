import Foundation
@_spi(Host) import Tessera
import TesseraTesting

/// Actions, through the same path as a person's touches and keys: touches delivered to the
/// window at the element's hit point, text typed to the first responder. An element that is
/// covered or off screen (after scrolling it into view) is not tapped: the test fails, as on iOS.
extension XCUIElement {
    /// Resolves the element, makes sure a touch reaches it, runs `body`, then lets the app settle.
    func act(_ name: String, file: StaticString, line: UInt, needsHit: Bool = true,
             _ body: @MainActor (ElementSnapshot, HeadlessScreen) -> Void) {
        MainThread.run {
            guard var (snapshot, app) = resolveOrFail(file: file, line: line) else { return }
            if needsHit, Hitting.obstruction(of: snapshot, on: app.screen) != nil {
                Hitting.scrollToVisible(snapshot)
                app.settle()
                guard let again = resolveOrFail(file: file, line: line) else { return }
                (snapshot, app) = again
                if let reason = Hitting.obstruction(of: snapshot, on: app.screen) {
                    TestFailure.record("Failed to \(name) \(snapshot.summary): the element is not hittable: \(reason)", file: file, line: line)
                    return
                }
            }
            body(snapshot, app.screen)
            app.settle()
        }
    }

    /// A touch down and up at the element's hit point.
    public func tap(file: StaticString = #filePath, line: UInt = #line) {
        act("tap", file: file, line: line) { snapshot, screen in
            Touching.tap(at: Hitting.hitPoint(of: snapshot), on: screen, count: 1)
        }
    }

    /// Two taps in quick succession.
    public func doubleTap(file: StaticString = #filePath, line: UInt = #line) {
        act("double tap", file: file, line: line) { snapshot, screen in
            let point = Hitting.hitPoint(of: snapshot)
            Touching.tap(at: point, on: screen, count: 1)
            screen.advance(by: 0.1)
            Touching.tap(at: point, on: screen, count: 2)
        }
    }

    /// A touch held still for `duration` seconds (a long press).
    public func press(forDuration duration: TimeInterval, file: StaticString = #filePath, line: UInt = #line) {
        act("press", file: file, line: line) { snapshot, screen in
            let point = Hitting.hitPoint(of: snapshot)
            Touching.drag(from: point, to: point, hold: duration, duration: 0, on: screen)
        }
    }

    /// A touch held for `duration` seconds, then dragged to `element`'s hit point and lifted.
    public func press(forDuration duration: TimeInterval, thenDragTo element: XCUIElement,
                      file: StaticString = #filePath, line: UInt = #line) {
        act("press and drag", file: file, line: line) { snapshot, screen in
            guard let (target, _) = element.resolveOrFail(file: file, line: line) else { return }
            Touching.drag(from: Hitting.hitPoint(of: snapshot), to: Hitting.hitPoint(of: target), hold: duration, duration: 0.5, on: screen)
        }
    }

    /// Types `text` into the element, which must have keyboard focus (tap a text field
    /// first): characters go to the first responder as the keyboard's do; "\n" is the Return
    /// key and `XCUIKeyboardKey.delete` the Delete key.
    public func typeText(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        act("type text into", file: file, line: line, needsHit: false) { snapshot, screen in
            guard Typing.hasFocus(snapshot) else {
                TestFailure.record("Failed to synthesize event: Neither element nor any descendant has keyboard focus. "
                    + "Element: \(snapshot.summary)", file: file, line: line)
                return
            }
            Typing.type(text, on: screen)
        }
    }

    public func swipeUp(file: StaticString = #filePath, line: UInt = #line) { swipe(.up, velocity: .default, file: file, line: line) }
    public func swipeDown(file: StaticString = #filePath, line: UInt = #line) { swipe(.down, velocity: .default, file: file, line: line) }
    public func swipeLeft(file: StaticString = #filePath, line: UInt = #line) { swipe(.left, velocity: .default, file: file, line: line) }
    public func swipeRight(file: StaticString = #filePath, line: UInt = #line) { swipe(.right, velocity: .default, file: file, line: line) }
    public func swipeUp(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipe(.up, velocity: velocity, file: file, line: line) }
    public func swipeDown(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipe(.down, velocity: velocity, file: file, line: line) }
    public func swipeLeft(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipe(.left, velocity: velocity, file: file, line: line) }
    public func swipeRight(velocity: XCUIGestureVelocity, file: StaticString = #filePath, line: UInt = #line) { swipe(.right, velocity: velocity, file: file, line: line) }

    /// A quick touch drag across the element's visible middle, half its extent long, in
    /// `direction` (content follows the finger: a swipe up scrolls down).
    func swipe(_ direction: Touching.Direction, velocity: XCUIGestureVelocity, file: StaticString, line: UInt) {
        act("swipe", file: file, line: line) { snapshot, screen in
            let visible = snapshot.frame.intersection(CGRect(origin: .zero, size: screen.size))
            let (from, to) = Touching.swipePoints(in: visible, direction: direction)
            let distance = hypot(to.x - from.x, to.y - from.y)
            Touching.drag(from: from, to: to, hold: 0, duration: max(0.05, Double(distance / velocity.rawValue)), on: screen)
        }
    }

    /// Two touches moving apart (`scale` > 1) or together at `velocity` (scale factor a second).
    public func pinch(withScale scale: CGFloat, velocity: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        act("pinch", file: file, line: line) { snapshot, screen in
            let duration = min(2, max(0.1, Double(abs(scale - 1) / max(abs(velocity), 0.01))))
            screen.pinch(center: Hitting.hitPoint(of: snapshot), scale: scale, duration: duration)
        }
    }

    /// Two touches turning around the element's centre by `rotation` radians at `velocity` radians a second.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        act("rotate", file: file, line: line) { snapshot, screen in
            let duration = min(2, max(0.1, Double(abs(rotation) / max(abs(velocity), 0.01))))
            screen.rotate(center: Hitting.hitPoint(of: snapshot), angle: rotation, duration: duration)
        }
    }

    /// Drags a slider's thumb to `normalizedSliderPosition` (0 its minimum, 1 its maximum).
    public func adjust(toNormalizedSliderPosition position: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        act("adjust", file: file, line: line) { snapshot, screen in
            guard let slider = snapshot.view as? UISlider else {
                TestFailure.record("Failed to adjust \(snapshot.summary): it is not a slider", file: file, line: line)
                return
            }
            Sliding.drag(slider, to: min(1, max(0, position)), on: screen)
        }
    }

    /// Turns a picker wheel, a row at a time as a person taps rows, until it shows `value`.
    public func adjust(toPickerWheelValue value: String, file: StaticString = #filePath, line: UInt = #line) {
        act("adjust", file: file, line: line) { snapshot, screen in
            guard let wheel = snapshot.view as? UIScrollView, snapshot.elementType == .pickerWheel else {
                TestFailure.record("Failed to adjust \(snapshot.summary): it is not a picker wheel", file: file, line: line)
                return
            }
            if let problem = PickerWheels.turn(wheel, to: value, on: screen) {
                TestFailure.record("Failed to adjust \(snapshot.summary) to '\(value)': \(problem)", file: file, line: line)
            }
        }
    }

    /// A point relative to the element: (0, 0) its top left corner, (1, 1) its bottom right.
    public func coordinate(withNormalizedOffset offset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: offset, pointsOffset: .zero)
    }

    /// The element as it looks now (the screen, cropped to its frame).
    public func screenshot() -> XCUIScreenshot {
        MainThread.run {
            guard let (snapshot, app) = try? resolve() else { return XCUIScreenshot(pngData: Data()) }
            return XCUIScreenshot(screen: app.screen, crop: snapshot.frame)
        }
    }
}

/// How fast a swipe moves, in points a second.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(floatLiteral value: Double) { rawValue = CGFloat(value) }
    public init(integerLiteral value: Int) { rawValue = CGFloat(value) }
    public static let slow = XCUIGestureVelocity(1_000)
    public static let `default` = XCUIGestureVelocity(4_000)
    public static let fast = XCUIGestureVelocity(10_000)
}
