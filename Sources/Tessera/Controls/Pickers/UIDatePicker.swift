import Foundation

/// How a date picker shows itself.
public enum UIDatePickerStyle: Int, Sendable {
    /// Compact for dates and times, wheels for a countdown.
    case automatic
    case wheels
    /// The date and time as buttons; a click opens a pop-up with a calendar or wheels.
    case compact
    /// A month's calendar (and the time's wheels for dates with times) in place.
    case inline
}

/// A control for picking a date, a time, both, or a countdown duration.
///
/// The wheels style turns a ``UIPickerView``: month, day and year for `.date`; hour, minute
/// and AM/PM (24-hour clocks where the locale uses them) for `.time`; the day, hour and minute
/// for `.dateAndTime`; hours and minutes for `.countDownTimer`. The compact style shows the
/// date and time as buttons; clicking one opens a pop-up beside it with the calendar (dates)
/// or the wheels (times), closed by clicking elsewhere. The inline style shows a month's
/// calendar. Each pick the user makes sets ``date`` (kept within ``minimumDate`` and
/// ``maximumDate``, on a multiple of ``minuteInterval``) and sends `.valueChanged`; setting
/// `date` from code sends nothing. A ``minuteInterval`` that does not divide 60 is refused with
/// a message, as UIKit ignores it.
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }

    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }
    open var locale: Locale? { didSet { rebuild() } }
    open var calendar: Calendar! = Calendar.current { didSet { rebuild() } }
    open var timeZone: TimeZone? { didSet { rebuild() } }
    open var minimumDate: Date? { didSet { date = clamped(date) } }
    open var maximumDate: Date? { didSet { date = clamped(date) } }
    open var roundsToMinuteInterval = true
    open var minuteInterval = 1 {
        didSet {
            guard minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 else { return rebuild() }
            TesseraDiagnostics.report("UIDatePicker.minuteInterval \(minuteInterval) must divide 60 and be 1…30; keeping \(oldValue)")
            minuteInterval = oldValue
        }
    }
    /// The countdown's length in seconds (`.countDownTimer`), 0…23 h 59 min.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let finite = countDownDuration.isFinite ? countDownDuration : 0
            let limited = min(max(0, finite), 23 * 3600 + 59 * 60)
            if limited != countDownDuration { countDownDuration = limited }
            showDate()
        }
    }
    /// The date shown; setting it moves the wheels or calendar without sending an event.
    open var date = Date() {
        didSet {
            let kept = clamped(date)
            if kept != date { date = kept }
            showDate()
        }
    }

    private var content: DatePickerContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuild()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        rebuild()
    }

    /// The style in force: `.automatic` is compact, except for a countdown (wheels).
    open var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: datePickerMode == .countDownTimer ? .wheels : .compact
        case .compact, .inline: datePickerMode == .countDownTimer ? .wheels : preferredDatePickerStyle
        case .wheels: .wheels
        }
    }

    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    open override var intrinsicContentSize: CGSize { content?.size ?? CGSize(width: 320, height: 216) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content?.view.frame = bounds
    }

    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        if let locale { calendar.locale = locale }
        return calendar
    }

    var effectiveLocale: Locale { locale ?? Locale.current }

    /// Whether the locale writes times on a 12-hour clock.
    var usesTwelveHours: Bool {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: effectiveLocale) ?? "h a"
        return format.contains("a")
    }

    /// A date within the limits, on the minute interval.
    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// The user picked `newDate`: kept within the limits and sent.
    func userPicked(_ newDate: Date) {
        date = newDate
        sendActions(for: .valueChanged)
    }

    func userPicked(countDown seconds: TimeInterval) {
        countDownDuration = seconds
        sendActions(for: .valueChanged)
    }

    private func rebuild() {
        content?.view.removeFromSuperview()
        let made: DatePickerContent
        switch datePickerStyle {
        case .wheels, .automatic: made = DateWheels(picker: self)
        case .compact: made = CompactDateButtons(picker: self)
        case .inline: made = InlineCalendar(picker: self)
        }
        content = made
        addSubview(made.view)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        showDate()
    }

    private func showDate() { content?.show() }

    /// The text the compact style and accessibility give the date.
    func formatted(_ style: (date: DateFormatter.Style, time: DateFormatter.Style)) -> String {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.dateStyle = style.date
        formatter.timeStyle = style.time
        return formatter.string(from: date)
    }
}

/// One way of showing a date picker: its view, its size, and how it shows the date.
@MainActor protocol DatePickerContent: AnyObject {
    var view: UIView { get }
    var size: CGSize { get }
    func show()
}
