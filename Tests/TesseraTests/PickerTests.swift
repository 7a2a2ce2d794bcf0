import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// UIPickerView's wheels and UIDatePicker's styles, driven as a user would.
@MainActor struct PickerViewTests {
    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let sizes = ["XS", "S", "M", "L", "XL", "XXL"]
        let colours = ["Red", "Green", "Blue"]
        var picked: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? sizes.count : colours.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : colours[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            picked.append(component == 0 ? sizes[row] : colours[row])
        }
    }

    private func start() -> (HeadlessScreen, UIPickerView, Sizes) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 300), scale: 1)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: 320, height: 216))
        let sizes = Sizes()
        picker.dataSource = sizes
        picker.delegate = sizes
        screen.window.addSubview(picker)
        screen.runUntilIdle()
        return (screen, picker, sizes)
    }

    @Test func theFirstRowsRestInTheBand() throws {
        let (screen, picker, _) = start()
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 6)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        let xs = try #require(screen.frameOfText("XS"))
        #expect(abs(xs.midY - (40 + 108)) < 2, "row 0 centred in the band: \(xs)")
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("picker.png"))
        }
    }

    @Test func dragging() throws {
        let (screen, picker, sizes) = start()
        let band = 40 + 108.0
        screen.drag(from: CGPoint(x: 80, y: band), to: CGPoint(x: 80, y: band - 64), duration: 2)
        screen.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 2, "two rows up: M")
        #expect(sizes.picked == ["M"])
        let m = try #require(screen.frameOfText("M"))
        #expect(abs(m.midY - band) < 2, "at rest in the band")
    }

    @Test func clickingARowTurnsTheWheelToIt() throws {
        let (screen, picker, sizes) = start()
        let blue = try #require(screen.frameOfText("Blue"))
        screen.tap(at: CGPoint(x: blue.midX, y: blue.midY))
        screen.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 1) == 2)
        #expect(sizes.picked == ["Blue"])
    }

    @Test func selectingFromCodeTellsNoOneAndBadComponentsAreReported() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (screen, picker, sizes) = start()
        picker.selectRow(4, inComponent: 0, animated: true)
        screen.runUntilIdle()
        #expect(picker.selectedRow(inComponent: 0) == 4 && sizes.picked.isEmpty)
        picker.selectRow(99, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 5, "clamped to the last row")
        #expect(picker.selectedRow(inComponent: 7) == -1)
        #expect(messages.all.contains { $0.contains("UIPickerView.selectedRow(inComponent:): component 7 is out of range; the picker has 2") })
    }
}

@MainActor struct DatePickerTests {
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 30) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func start(_ configure: (UIDatePicker) -> Void) -> (HeadlessScreen, UIDatePicker, CallLog) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let picker = UIDatePicker()
        picker.calendar = calendar
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        configure(picker)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 40), size: picker.intrinsicContentSize)
        let log = CallLog()
        picker.addAction(UIAction { [weak picker] _ in log.add("\(picker!.date.timeIntervalSince1970)") }, for: .valueChanged)
        screen.window.addSubview(picker)
        screen.runUntilIdle()
        return (screen, picker, log)
    }

    @Test func theDefaultStyleIsCompact() {
        let picker = UIDatePicker()
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test func dateWheelsTurnTheMonthAndKeepTheDayInIt() throws {
        let (screen, picker, log) = start {
            $0.preferredDatePickerStyle = .wheels
            $0.datePickerMode = .date
            $0.date = self.date(2026, 1, 31)
        }
        #expect(screen.frameOfText("January") != nil && screen.frameOfText("2026") != nil)
        let january = try #require(screen.frameOfText("January"))
        screen.drag(from: CGPoint(x: january.midX, y: january.midY), to: CGPoint(x: january.midX, y: january.midY - 32), duration: 2)
        screen.runUntilIdle()
        #expect(picker.date == date(2026, 2, 28), "31 February is the 28th: \(picker.date)")
        #expect(log.calls.count == 1, "one value-changed event")
    }

    @Test func limitsHoldTheDate() {
        let (_, picker, log) = start {
            $0.preferredDatePickerStyle = .wheels
            $0.datePickerMode = .date
            $0.minimumDate = self.date(2026, 3, 1)
        }
        picker.date = date(2025, 12, 25)
        #expect(picker.date == date(2026, 3, 1))
        #expect(log.calls.isEmpty, "setting from code sends nothing")
    }

    @Test func theCompactStyleOpensACalendarWhereADayIsPicked() throws {
        let (screen, picker, log) = start {
            $0.preferredDatePickerStyle = .compact
            $0.datePickerMode = .date
            $0.date = self.date(2026, 11, 28)
        }
        let button = try #require(screen.frameOfText("Nov 28, 2026"))
        screen.tap(at: CGPoint(x: button.midX, y: button.midY))
        screen.runUntilIdle()
        #expect(screen.frameOfText("November 2026") != nil, "the calendar pop-up")
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("date-popup.png"))
        }
        let day = try #require(screen.frameOfText("12"))
        screen.tap(at: CGPoint(x: day.midX, y: day.midY))
        screen.runUntilIdle()
        #expect(picker.date == date(2026, 11, 12), "the day, at the same time")
        #expect(log.calls.count == 1)
        #expect(screen.frameOfText("Nov 12, 2026") != nil, "the button shows it")
        screen.tap(at: CGPoint(x: 380, y: 580))
        screen.runUntilIdle()
        #expect(screen.frameOfText("November 2026") == nil, "a click elsewhere closes the pop-up")
    }

    @Test func aBadMinuteIntervalIsRefused() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let picker = UIDatePicker()
        picker.minuteInterval = 15
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 15)
        #expect(messages.all.contains { $0.contains("UIDatePicker.minuteInterval 7 must divide 60") })
    }

    @Test func aCountdownsWheels() throws {
        let (screen, picker, _) = start {
            $0.datePickerMode = .countDownTimer
            $0.countDownDuration = 90 * 60
        }
        #expect(screen.frameOfText("1 hours") != nil && screen.frameOfText("30 min") != nil)
        picker.countDownDuration = .infinity
        #expect(picker.countDownDuration == 0)
    }
}
