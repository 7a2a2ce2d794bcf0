import Foundation

/// A date picker's month calendar: the month and year with buttons to the months before and
/// after, the weekdays, and the days, the picked one circled in the tint colour. Clicking a day
/// picks it (keeping the time); days outside the limits are grey and cannot be clicked.
@MainActor final class InlineCalendar: NSObject, DatePickerContent {
    private unowned let picker: UIDatePicker
    private let grid = UIView()
    private let title = UILabel()
    private let previous = UIButton(type: .system)
    private let next = UIButton(type: .system)
    private var dayButtons: [UIButton] = []
    private var weekdayLabels: [UILabel] = []
    /// The first day of the month shown.
    private var month = Date()

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init()
        title.font = .boldSystemFont(ofSize: 17)
        previous.setTitle("‹", for: .normal)
        next.setTitle("›", for: .normal)
        previous.addAction(UIAction { [weak self] _ in self?.turn(-1) }, for: .touchUpInside)
        next.addAction(UIAction { [weak self] _ in self?.turn(1) }, for: .touchUpInside)
        for view in [title, previous, next] as [UIView] { grid.addSubview(view) }
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .boldSystemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.textAlignment = .center
            weekdayLabels.append(label)
            grid.addSubview(label)
        }
        for index in 0..<42 {
            let button = UIButton(type: .system)
            button.tag = index
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.pick(button.tag)
            }, for: .touchUpInside)
            dayButtons.append(button)
            grid.addSubview(button)
        }
    }

    var view: UIView { grid }
    var size: CGSize { CGSize(width: 320, height: 320) }
    private var calendar: Calendar { picker.effectiveCalendar }

    func show() {
        let parts = calendar.dateComponents([.year, .month], from: picker.date)
        month = calendar.date(from: parts) ?? picker.date
        draw()
    }

    private func turn(_ months: Int) {
        month = calendar.date(byAdding: .month, value: months, to: month) ?? month
        draw()
    }

    /// The date of grid cell `index` (six weeks from the week holding the month's first day).
    private func day(at index: Int) -> Date {
        let weekday = calendar.component(.weekday, from: month)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        return calendar.date(byAdding: .day, value: index - lead, to: month) ?? month
    }

    private func draw() {
        let formatter = DateFormatter()
        formatter.locale = picker.effectiveLocale
        formatter.setLocalizedDateFormatFromTemplate("MMMM yyyy")
        title.text = formatter.string(from: month)
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        for (index, label) in weekdayLabels.enumerated() { label.text = symbols[(index + calendar.firstWeekday - 1) % 7] }
        let shownMonth = calendar.component(.month, from: month)
        for (index, button) in dayButtons.enumerated() {
            let date = day(at: index)
            let inMonth = calendar.component(.month, from: date) == shownMonth
            let allowed = (picker.minimumDate.map { calendar.startOfDay(for: $0) <= date } ?? true)
                && (picker.maximumDate.map { date <= $0 } ?? true)
            let picked = calendar.isDate(date, inSameDayAs: picker.date)
            button.setTitle(inMonth ? "\(calendar.component(.day, from: date))" : nil, for: .normal)
            button.isEnabled = inMonth && allowed
            button.backgroundColor = picked && inMonth ? picker.tintColor.withAlphaComponent(0.18) : .clear
            button.setTitleColor(picked ? picker.tintColor : (allowed ? .label : .tertiaryLabel), for: .normal)
            button.accessibilityTraits = picked ? [.button, .selected] : .button
        }
        layout()
    }

    private func layout() {
        let width = grid.bounds.width > 0 ? grid.bounds.width : size.width
        let cell = floor(width / 7)
        title.frame = CGRect(x: 12, y: 4, width: width - 100, height: 32)
        previous.frame = CGRect(x: width - 80, y: 4, width: 36, height: 32)
        next.frame = CGRect(x: width - 40, y: 4, width: 36, height: 32)
        for (index, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: CGFloat(index) * cell, y: 40, width: cell, height: 20)
        }
        for (index, button) in dayButtons.enumerated() {
            let side = min(cell, 40)
            button.frame = CGRect(x: CGFloat(index % 7) * cell + (cell - side) / 2, y: 64 + CGFloat(index / 7) * 42, width: side, height: side)
            button.layer.cornerRadius = side / 2
        }
    }

    /// A click on a day: that day, at the picked time.
    private func pick(_ index: Int) {
        let chosen = day(at: index)
        let time = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
        var parts = calendar.dateComponents([.year, .month, .day], from: chosen)
        (parts.hour, parts.minute, parts.second) = (time.hour, time.minute, time.second)
        guard let date = calendar.date(from: parts) else { return }
        picker.userPicked(date)
        draw()
    }
}
