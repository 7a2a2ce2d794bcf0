import Foundation

/// A date picker's wheels: a picker view whose components are parts of the date.
@MainActor final class DateWheels: NSObject, DatePickerContent, UIPickerViewDataSource, UIPickerViewDelegate {
    enum Part { case month, day, year, dayOfYear, hour, minute, meridiem, countHours, countMinutes }

    private unowned let picker: UIDatePicker
    private let wheels = UIPickerView()
    private let parts: [Part]
    /// The days the `.dateAndTime` wheel offers, a year either side of the date.
    private static let dayRange = -365...365
    private var dayAnchor = Date()

    init(picker: UIDatePicker) {
        self.picker = picker
        let twelve = picker.usesTwelveHours
        switch picker.datePickerMode {
        case .date: parts = [.month, .day, .year]
        case .time: parts = twelve ? [.hour, .minute, .meridiem] : [.hour, .minute]
        case .dateAndTime: parts = twelve ? [.dayOfYear, .hour, .minute, .meridiem] : [.dayOfYear, .hour, .minute]
        case .countDownTimer: parts = [.countHours, .countMinutes]
        }
        super.init()
        wheels.dataSource = self
        wheels.delegate = self
    }

    var view: UIView { wheels }
    var size: CGSize { CGSize(width: 320, height: 216) }
    private var calendar: Calendar { picker.effectiveCalendar }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { parts.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch parts[component] {
        case .month: 12
        case .day: 31
        case .year: 401
        case .dayOfYear: DateWheels.dayRange.count
        case .hour: picker.usesTwelveHours ? 12 : 24
        case .minute, .countMinutes: 60 / picker.minuteInterval
        case .meridiem: 2
        case .countHours: 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        switch parts[component] {
        case .month: 130
        case .dayOfYear: 130
        case .year: 80
        default: 56
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        switch parts[component] {
        case .month: return calendar.monthSymbols[row]
        case .day: return "\(row + 1)"
        case .year: return "\(baseYear + row)"
        case .dayOfYear: return dayTitle(row)
        case .hour: return picker.usesTwelveHours ? "\(row == 0 ? 12 : row)" : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * picker.minuteInterval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .countHours: return "\(row) hours"
        case .countMinutes: return "\(row * picker.minuteInterval) min"
        }
    }

    private var baseYear: Int { calendar.component(.year, from: Date()) - 200 }

    private func dayTitle(_ row: Int) -> String {
        let offset = row + DateWheels.dayRange.lowerBound
        guard offset != 0 || !calendar.isDateInToday(dayAnchor) else { return "Today" }
        let day = calendar.date(byAdding: .day, value: offset, to: dayAnchor) ?? dayAnchor
        let formatter = DateFormatter()
        formatter.locale = picker.effectiveLocale
        formatter.setLocalizedDateFormatFromTemplate("EEE MMM d")
        return formatter.string(from: day)
    }

    /// The wheels turned to the picker's date.
    func show() {
        dayAnchor = calendar.startOfDay(for: picker.date)
        wheels.reloadAllComponents()
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        for (component, part) in self.parts.enumerated() {
            wheels.selectRow(row(of: part, parts), inComponent: component, animated: false)
        }
    }

    private func row(of part: Part, _ date: DateComponents) -> Int {
        let hour = date.hour ?? 0
        switch part {
        case .month: return (date.month ?? 1) - 1
        case .day: return (date.day ?? 1) - 1
        case .year: return (date.year ?? baseYear) - baseYear
        case .dayOfYear: return -DateWheels.dayRange.lowerBound
        case .hour: return picker.usesTwelveHours ? hour % 12 : hour
        case .minute: return (date.minute ?? 0) / picker.minuteInterval
        case .meridiem: return hour < 12 ? 0 : 1
        case .countHours: return Int(picker.countDownDuration) / 3600
        case .countMinutes: return (Int(picker.countDownDuration) % 3600) / 60 / picker.minuteInterval
        }
    }

    /// A wheel the user turned: the date made of every wheel's row, a day past the month's
    /// end taken back to its last day.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let rows = parts.indices.map { wheels.selectedRow(inComponent: $0) }
        if picker.datePickerMode == .countDownTimer {
            picker.userPicked(countDown: TimeInterval(rows[0] * 3600 + rows[1] * picker.minuteInterval * 60))
            return
        }
        var date = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        var hour12 = (date.hour ?? 0) % 12
        var afternoon = (date.hour ?? 0) >= 12
        for (part, row) in zip(parts, rows) {
            switch part {
            case .month: date.month = row + 1
            case .day: date.day = row + 1
            case .year: date.year = baseYear + row
            case .dayOfYear:
                let day = calendar.date(byAdding: .day, value: row + DateWheels.dayRange.lowerBound, to: dayAnchor) ?? dayAnchor
                let picked = calendar.dateComponents([.year, .month, .day], from: day)
                (date.year, date.month, date.day) = (picked.year, picked.month, picked.day)
            case .hour: if picker.usesTwelveHours { hour12 = row } else { date.hour = row }
            case .minute: date.minute = row * picker.minuteInterval
            case .meridiem: afternoon = row == 1
            default: break
            }
        }
        if picker.usesTwelveHours, parts.contains(.hour) { date.hour = hour12 + (afternoon ? 12 : 0) }
        let lastDay = calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: date.year, month: date.month, day: 1)) ?? picker.date)?.count ?? 31
        date.day = min(date.day ?? 1, lastDay)
        guard let made = calendar.date(from: date) else { return }
        picker.userPicked(made)
        show()
    }
}
