import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A seeded run of hostile operations on controls: a slider, a stepper, a segmented control,
/// a page control and a switch, given careless ranges and values in code (NaN, infinities,
/// inverted limits, huge page counts) and used as a user would (drags, taps).
///
/// A shadow model follows UIKit's documented rules: a value set in code is clamped and sends
/// no event; a slider's minimum above its maximum moves the maximum (and the other way round);
/// a stepper's limits must stay ordered (UIKit raises; here the old limit stays); values that
/// are not numbers leave things as they were. A user's change sends `.valueChanged`, and a
/// touch that changes nothing sends none. After each operation it checks the controls against
/// the model, that every value and every part's frame is finite, that the page control never
/// holds more than 100 dots, and that only the careless inputs were reported.
@MainActor final class ControlsHostileRun: HostileSteps {
    private var random: SeededGenerator
    var log: HostileLog
    private let screen: HeadlessScreen
    private let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
    private let stepper = UIStepper(frame: CGRect(x: 20, y: 80, width: 94, height: 32))
    private let segments = UISegmentedControl(items: ["One", "Two", "Three"])
    private let pages = UIPageControl(frame: CGRect(x: 20, y: 200, width: 300, height: 26))
    private let toggle = UISwitch(frame: CGRect(x: 20, y: 250, width: 51, height: 31))
    private let messages = MessageLog()
    /// `.valueChanged` events heard, by control.
    private var events: [ObjectIdentifier: Int] = [:]
    /// The shadow model.
    private var slide = (min: Float(0), max: Float(1), value: Float(0))
    private var stepModel = (min: 0.0, max: 100.0, value: 0.0, step: 1.0)
    private var page = (count: 0, current: 0)
    let idleEvery = 50
    var failures: [String] { log.failures }
    var operations: Int { log.operations }

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
        log = HostileLog(seed: seed, name: "controls")
        screen = HeadlessScreen(size: CGSize(width: 360, height: 320), scale: 1)
        segments.frame = CGRect(x: 20, y: 140, width: 300, height: 32)
        for control in [slider, stepper, segments, pages, toggle] as [UIControl] {
            screen.window.addSubview(control)
            control.addAction(UIAction { [weak self] _ in self?.events[ObjectIdentifier(control), default: 0] += 1 }, for: .valueChanged)
        }
        screen.runUntilIdle()
    }

    func run(_ count: Int) { runSteps(count, reportingTo: messages) }

    func step() {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<12: sliderLimits()
        case 12..<20: sliderValue()
        case 20..<32: dragTheSlider()
        case 32..<40: stepperLimits()
        case 40..<46: stepperValueOrStep()
        case 46..<58: tapTheStepper()
        case 58..<68: tapASegment()
        case 68..<74: pageCount()
        case 74..<84: tapThePageControl()
        default: tapTheSwitch()
        }
        screen.advance(by: [0, 0.016, 0.3].randomElement(using: &random)!)
        check()
    }

    private var careless: Float { [Float.nan, .infinity, -.infinity, -1e30, 1e30, -5, 0, 0.5, 1, 3, 50].randomElement(using: &random)! }

    // MARK: Slider

    private func sliderLimits() {
        let value = careless
        let isMinimum = Bool.random(using: &random)
        log.note("slider \(isMinimum ? "minimum" : "maximum")Value = \(value)")
        if isMinimum { slider.minimumValue = value } else { slider.maximumValue = value }
        guard value.isFinite else { return }
        if isMinimum {
            slide.min = value
            if slide.max < value { slide.max = value }
        } else {
            slide.max = value
            if slide.min > value { slide.min = value }
        }
        slide.value = min(max(slide.value, slide.min), slide.max)
    }

    private func sliderValue() {
        let value = careless
        log.note("slider value = \(value)")
        slider.setValue(value, animated: Bool.random(using: &random))
        if !value.isNaN { slide.value = min(max(value, slide.min), slide.max) }
    }

    private func dragTheSlider() {
        let thumb = slider.convert(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value), to: nil)
        let to = CGFloat.random(in: -40...400, using: &random).rounded()
        log.note("drag the slider's thumb from \(thumb.midX) to \(to)")
        let before = events[ObjectIdentifier(slider), default: 0]
        let old = slider.value
        screen.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: to, y: thumb.midY))
        slide.value = slider.value
        let heard = events[ObjectIdentifier(slider), default: 0] - before
        if slider.value != old, heard == 0 { log.fail("the slider moved from \(old) to \(slider.value) without .valueChanged") }
        if slide.value < slide.min || slide.value > slide.max { log.fail("a drag left the slider at \(slide.value), outside \(slide.min)…\(slide.max)") }
    }

    // MARK: Stepper

    private func stepperLimits() {
        let value = Double(careless)
        let isMinimum = Bool.random(using: &random)
        log.note("stepper \(isMinimum ? "minimum" : "maximum")Value = \(value)")
        if isMinimum { stepper.minimumValue = value } else { stepper.maximumValue = value }
        guard value.isFinite, isMinimum ? value < stepModel.max : value > stepModel.min else { return }
        if isMinimum { stepModel.min = value } else { stepModel.max = value }
        stepModel.value = min(max(stepModel.value, stepModel.min), stepModel.max)
    }

    private func stepperValueOrStep() {
        let value = Double(careless)
        if Bool.random(using: &random) {
            log.note("stepper value = \(value)")
            stepper.value = value
            if !value.isNaN { stepModel.value = min(max(value, stepModel.min), stepModel.max) }
        } else {
            log.note("stepper stepValue = \(value)")
            stepper.stepValue = value
            if value.isFinite, value > 0 { stepModel.step = value }
        }
    }

    private func tapTheStepper() {
        let plus = Bool.random(using: &random)
        let point = stepper.convert(CGPoint(x: plus ? stepper.bounds.width * 0.75 : stepper.bounds.width * 0.25, y: stepper.bounds.midY), to: nil)
        log.note("tap the stepper's \(plus ? "+" : "-")")
        let before = events[ObjectIdentifier(stepper), default: 0]
        screen.tap(at: point)
        let expected = min(max(stepModel.value + (plus ? stepModel.step : -stepModel.step), stepModel.min), stepModel.max)
        let heard = events[ObjectIdentifier(stepper), default: 0] - before
        if expected != stepModel.value, heard != 1 { log.fail("the stepper went from \(stepModel.value) to \(stepper.value) with \(heard) events") }
        if expected == stepModel.value, heard != 0 { log.fail("a stepper tap that changed nothing sent \(heard) events") }
        stepModel.value = expected
    }

    // MARK: Segments, pages, switch

    private func tapASegment() {
        let index = Int.random(in: 0..<3, using: &random)
        let point = segments.convert(CGPoint(x: segments.bounds.width * (CGFloat(index) + 0.5) / 3, y: segments.bounds.midY), to: nil)
        let old = segments.selectedSegmentIndex
        log.note("tap segment \(index) (selected \(old))")
        let before = events[ObjectIdentifier(segments), default: 0]
        screen.tap(at: point)
        let heard = events[ObjectIdentifier(segments), default: 0] - before
        if segments.selectedSegmentIndex != index { log.fail("tapped segment \(index), selected \(segments.selectedSegmentIndex)") }
        if heard != (old == index ? 0 : 1) { log.fail("a tap on segment \(index) (was \(old)) sent \(heard) events") }
        if Int.random(in: 0..<4, using: &random) == 0 {
            let careless = [-2, -1, 3, 99].randomElement(using: &random)!
            log.note("selectedSegmentIndex = \(careless)")
            segments.selectedSegmentIndex = careless
        }
    }

    private func pageCount() {
        let count = [0, 1, 3, 12, 150, 1_000_000, -4].randomElement(using: &random)!
        log.note("numberOfPages = \(count), then currentPage")
        pages.numberOfPages = count
        page.count = max(0, count)
        page.current = min(page.current, max(0, page.count - 1))
        let current = Int.random(in: -3...(max(0, page.count) + 3), using: &random)
        pages.currentPage = current
        page.current = min(max(0, current), max(0, page.count - 1))
    }

    private func tapThePageControl() {
        let trailing = Bool.random(using: &random)
        let point = pages.convert(CGPoint(x: trailing ? pages.bounds.width - 10 : 10, y: pages.bounds.midY), to: nil)
        log.note("tap the page control's \(trailing ? "trailing" : "leading") side")
        let before = events[ObjectIdentifier(pages), default: 0]
        screen.tap(at: point)
        let expected = page.count == 0 ? 0 : min(max(0, page.current + (trailing ? 1 : -1)), page.count - 1)
        let heard = events[ObjectIdentifier(pages), default: 0] - before
        if heard != (expected == page.current ? 0 : 1) { log.fail("a tap moving page \(page.current) to \(expected) sent \(heard) events") }
        page.current = expected
    }

    private func tapTheSwitch() {
        let old = toggle.isOn
        log.note("tap the switch (on: \(old))")
        let before = events[ObjectIdentifier(toggle), default: 0]
        screen.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        screen.advance(by: 0.3)
        if toggle.isOn == old { log.fail("a tap left the switch \(old ? "on" : "off")") }
        if events[ObjectIdentifier(toggle), default: 0] - before != 1 { log.fail("a switch tap sent \(events[ObjectIdentifier(toggle), default: 0] - before) events") }
    }

    // MARK: Checks

    private func check() {
        if (slider.minimumValue, slider.maximumValue, slider.value) != (slide.min, slide.max, slide.value) {
            log.fail("slider \(slider.minimumValue)…\(slider.maximumValue) at \(slider.value), model \(slide.min)…\(slide.max) at \(slide.value)")
        }
        if (stepper.minimumValue, stepper.maximumValue, stepper.value, stepper.stepValue) != (stepModel.min, stepModel.max, stepModel.value, stepModel.step) {
            log.fail("stepper \(stepper.minimumValue)…\(stepper.maximumValue) at \(stepper.value) by \(stepper.stepValue), "
                + "model \(stepModel.min)…\(stepModel.max) at \(stepModel.value) by \(stepModel.step)")
        }
        if (pages.numberOfPages, pages.currentPage) != (page.count, page.current) {
            log.fail("page control \(pages.currentPage) of \(pages.numberOfPages), model \(page.current) of \(page.count)")
        }
        let selected = segments.selectedSegmentIndex
        if selected != UISegmentedControl.noSegment, !(0..<3).contains(selected) { log.fail("segment \(selected) selected of 3") }
        screen.window.layoutIfNeeded()
        for control in [slider, stepper, segments, pages, toggle] as [UIView] { checkFinite(control) }
        let dots = pages.subviews.count
        if dots > 110 { log.fail("the page control holds \(dots) views for \(page.count) pages") }
        let said = messages.all.filter { !Self.isCareless($0) }
        if !said.isEmpty { log.fail("reported: \(said.prefix(3))") }
        messages.removeAll()
    }

    private func checkFinite(_ view: UIView) {
        let frame = view.frame
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return log.fail("\(type(of: view)) has the frame \(frame)")
        }
        view.subviews.forEach(checkFinite)
    }

    /// Messages the careless values are meant to cause.
    private static func isCareless(_ message: String) -> Bool {
        ["not a finite number", "is NaN, not a number", "not below maximumValue", "stepValue must be greater than 0", "is out of range"]
            .contains { message.contains($0) }
    }

    func settle() {
        screen.runUntilIdle(limit: 5)
        if MainLoop.shared.hasPendingWork { log.fail("the loop is still busy after 5 seconds") }
        check()
    }
}
