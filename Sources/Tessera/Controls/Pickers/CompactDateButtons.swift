import Foundation

/// A compact date picker: the date and the time as grey capsules; clicking one opens a pop-up
/// under it (the calendar for the date, the wheels for the time), closed by a click elsewhere.
@MainActor final class CompactDateButtons: NSObject, DatePickerContent {
    private unowned let picker: UIDatePicker
    private let row = UIView()
    private let dateButton = UIButton(type: .system)
    private let timeButton = UIButton(type: .system)
    private var popup: DatePickerPopup?

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init()
        for button in [dateButton, timeButton] {
            button.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.06) }
            button.layer.cornerRadius = 6
            row.addSubview(button)
        }
        dateButton.addAction(UIAction { [weak self] _ in self?.open(showingTime: false) }, for: .touchUpInside)
        timeButton.addAction(UIAction { [weak self] _ in self?.open(showingTime: true) }, for: .touchUpInside)
    }

    var view: UIView { row }
    private var showsDate: Bool { picker.datePickerMode != .time }
    private var showsTime: Bool { picker.datePickerMode != .date }

    var size: CGSize {
        let widths = [showsDate ? 120 : 0, showsTime ? 90 : 0] as [CGFloat]
        return CGSize(width: widths.reduce(0, +) + (showsDate && showsTime ? 8 : 0), height: 34)
    }

    func show() {
        dateButton.setTitle(picker.formatted((.medium, .none)), for: .normal)
        timeButton.setTitle(picker.formatted((.none, .short)), for: .normal)
        dateButton.isHidden = !showsDate
        timeButton.isHidden = !showsTime
        dateButton.frame = CGRect(x: 0, y: 0, width: showsDate ? 120 : 0, height: 34)
        timeButton.frame = CGRect(x: showsDate ? 128 : 0, y: 0, width: 90, height: 34)
        popup?.refresh()
    }

    /// The pop-up in the window, under the button (above it when there is no room below).
    private func open(showingTime: Bool) {
        guard let window = picker.window else { return }
        popup?.close()
        let content: DatePickerContent = showingTime ? TimeOnlyWheels(picker: picker) : InlineCalendar(picker: picker)
        let anchor = (showingTime ? timeButton : dateButton).convert((showingTime ? timeButton : dateButton).bounds, to: window)
        let made = DatePickerPopup(content: content, anchor: anchor, in: window)
        made.onClose = { [weak self] in self?.popup = nil }
        popup = made
    }
}

/// The wheels of a date picker's time alone (the compact style's time pop-up).
@MainActor final class TimeOnlyWheels: NSObject, DatePickerContent {
    private let wheels: DateWheels
    private let shadow = UIDatePicker()

    init(picker: UIDatePicker) {
        shadow.datePickerMode = .time
        shadow.preferredDatePickerStyle = .wheels
        shadow.locale = picker.locale
        shadow.minuteInterval = picker.minuteInterval
        shadow.date = picker.date
        wheels = DateWheels(picker: shadow)
        super.init()
        shadow.addAction(UIAction { [weak picker, weak shadow] _ in
            guard let picker, let shadow else { return }
            picker.userPicked(shadow.date)
        }, for: .valueChanged)
    }

    var view: UIView { shadow }
    var size: CGSize { CGSize(width: 240, height: 216) }
    func show() {}
}

/// A pop-up over the window holding a date picker's calendar or wheels; a click outside it
/// closes it.
@MainActor final class DatePickerPopup: UIView {
    private let content: DatePickerContent
    private let box = UIView()
    var onClose: (() -> Void)?

    init(content: DatePickerContent, anchor: CGRect, in window: UIWindow) {
        self.content = content
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.backgroundColor = .secondarySystemBackground
        box.layer.cornerRadius = 13
        box.layer.shadowOpacity = 0.25
        box.layer.shadowRadius = 12
        let size = content.size
        let below = anchor.maxY + 8 + size.height <= window.bounds.height
        let x = min(max(8, anchor.minX), window.bounds.width - size.width - 8)
        box.frame = CGRect(x: x, y: below ? anchor.maxY + 8 : max(8, anchor.minY - 8 - size.height), width: size.width, height: size.height)
        content.view.frame = box.bounds
        box.addSubview(content.view)
        addSubview(box)
        window.addSubview(self)
        content.show()
        let outside = UITapGestureRecognizer { [weak self] recognizer in
            guard let self, !self.box.frame.contains(recognizer.location(in: self)) else { return }
            self.close()
        }
        // Clicks inside the box reach the calendar's and the wheels' own controls.
        outside.cancelsTouchesInView = false
        addGestureRecognizer(outside)
    }

    required init?(coder: NSCoder) { nil }

    func refresh() { content.show() }

    func close() {
        removeFromSuperview()
        onClose?()
    }
}
