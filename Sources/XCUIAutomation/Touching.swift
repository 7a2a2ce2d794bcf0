import Foundation
@_spi(Host) import Tessera
import TesseraTesting

/// Touches as a finger makes them, delivered to the window through the screen.
@MainActor enum Touching {
    enum Direction {
        case up, down, left, right
    }

    /// A touch down and, 0.05 s later, up at `point`; `count` is the tap's number in a series.
    static func tap(at point: CGPoint, on screen: HeadlessScreen, count: Int) {
        let touch = UITouch(at: point, in: screen.window, timestamp: screen.now, tapCount: count)
        screen.send([touch])
        screen.advance(by: 0.05)
        touch.update(to: point, phase: .ended, timestamp: screen.now)
        screen.send([touch])
    }

    /// A touch held `hold` seconds at `a`, moved to `b` over `duration`, lifted there.
    static func drag(from a: CGPoint, to b: CGPoint, hold: TimeInterval, duration: TimeInterval, on screen: HeadlessScreen) {
        let touch = screen.pressAndDrag(from: a, to: b, hold: hold, duration: duration)
        screen.lift(touch)
    }

    /// A swipe across the middle of `frame`, half its extent long.
    static func swipePoints(in frame: CGRect, direction: Direction) -> (CGPoint, CGPoint) {
        let (x, y) = (frame.midX, frame.midY)
        let (dx, dy) = (frame.width / 4, frame.height / 4)
        switch direction {
        case .up: return (CGPoint(x: x, y: y + dy), CGPoint(x: x, y: y - dy))
        case .down: return (CGPoint(x: x, y: y - dy), CGPoint(x: x, y: y + dy))
        case .left: return (CGPoint(x: x + dx, y: y), CGPoint(x: x - dx, y: y))
        case .right: return (CGPoint(x: x - dx, y: y), CGPoint(x: x + dx, y: y))
        }
    }
}

/// Text typed as the keyboard types it.
@MainActor enum Typing {
    /// Whether the first responder is the element's view or inside it.
    static func hasFocus(_ snapshot: ElementSnapshot) -> Bool {
        guard let view = snapshot.view, let responder = UIResponder.currentFirstResponder as? UIView else { return false }
        return responder === view || responder.isDescendant(of: view)
    }

    /// Runs of characters as committed text; "\n" as the Return key, "\u{8}" as Delete.
    static func type(_ text: String, on screen: HeadlessScreen) {
        var run = ""
        func flush() {
            if !run.isEmpty { screen.type(run) }
            run = ""
        }
        for character in text {
            switch character {
            case "\n", "\r":
                flush()
                screen.press(.keyboardReturnOrEnter)
            case "\u{8}", "\u{7F}":
                flush()
                screen.press(.keyboardDeleteOrBackspace)
            default:
                run.append(character)
            }
        }
        flush()
    }
}

/// A slider's thumb dragged to a place on its track.
@MainActor enum Sliding {
    static func drag(_ slider: UISlider, to position: CGFloat, on screen: HeadlessScreen) {
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        let range = slider.maximumValue - slider.minimumValue
        let target = slider.thumbRect(forBounds: slider.bounds, trackRect: track,
                                      value: slider.minimumValue + Float(position) * range)
        let from = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        let to = slider.convert(CGPoint(x: target.midX, y: target.midY), to: nil)
        // The thumb is held a moment first, as a person does: past UIKit's 150 ms, a scroll view
        // around the slider leaves the drag to it.
        Touching.drag(from: from, to: to, hold: 0.2, duration: 0.3, on: screen)
    }
}

/// A picker's wheel: its value is the title of its selected row; it turns by taps on rows.
@MainActor enum PickerWheels {
    static func value(of wheel: UIScrollView) -> String? {
        guard let (picker, component) = place(of: wheel) else { return nil }
        let row = picker.selectedRow(inComponent: component)
        return row >= 0 ? title(picker, row: row, component: component) : nil
    }

    /// Taps the row next to the band towards `value` until the wheel shows it; a problem, or nil.
    static func turn(_ wheel: UIScrollView, to value: String, on screen: HeadlessScreen) -> String? {
        guard let (picker, component) = place(of: wheel) else { return "its picker is gone" }
        let rows = (0..<picker.numberOfRows(inComponent: component)).map { title(picker, row: $0, component: component) }
        guard let target = rows.firstIndex(of: value) else {
            return "the wheel has no such value (it has \(rows.prefix(12).compactMap { $0 }.joined(separator: ", "))\(rows.count > 12 ? ", …" : ""))"
        }
        for _ in 0..<rows.count {
            let current = picker.selectedRow(inComponent: component)
            if current == target { return nil }
            let step = target > current ? 1 : -1
            guard let row = picker.view(forRow: current + step, forComponent: component) else { return "row \(current + step) does not show" }
            let centre = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
            Touching.tap(at: centre, on: screen, count: 1)
            screen.runUntilIdle(limit: 5)
        }
        return picker.selectedRow(inComponent: component) == target ? nil : "the wheel did not turn"
    }

    private static func place(of wheel: UIScrollView) -> (UIPickerView, Int)? {
        guard let picker = wheel.superview as? UIPickerView else { return nil }
        let wheels = picker.subviews.filter { $0 is UIScrollView }
        guard let component = wheels.firstIndex(where: { $0 === wheel }) else { return nil }
        return (picker, component)
    }

    private static func title(_ picker: UIPickerView, row: Int, component: Int) -> String? {
        if let title = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) { return title }
        return picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component)?.string
    }
}
