import Foundation
import Tessera

/// A reminder's time and repeat chosen on wheels: a `UIDatePicker` in the `.wheels` style and
/// `.time` mode, and a `UIPickerView` of how often it repeats, with a line saying what was
/// chosen. UIKit API: `UIDatePicker` (`preferredDatePickerStyle`, `datePickerMode`,
/// `.valueChanged`), `UIPickerViewDataSource`, `UIPickerViewDelegate` (`titleForRow`,
/// `didSelectRow`).
public final class ReminderPickersViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    public static let repeats = ["Never", "Daily", "Weekdays", "Weekends", "Weekly", "Monthly"]
    public let timePicker = UIDatePicker()
    public let repeatPicker = UIPickerView()
    public let summary = UILabel()
    public private(set) var repeatChoice = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reminder"
        view.backgroundColor = .systemGroupedBackground
        timePicker.preferredDatePickerStyle = .wheels
        timePicker.datePickerMode = .time
        timePicker.locale = Locale(identifier: "en_GB")
        timePicker.timeZone = TimeZone(identifier: "UTC")
        timePicker.date = Date(timeIntervalSince1970: 7.5 * 3600)
        timePicker.accessibilityLabel = "Time"
        timePicker.addAction(UIAction { [weak self] _ in self?.showSummary() }, for: .valueChanged)
        repeatPicker.dataSource = self
        repeatPicker.delegate = self
        repeatPicker.accessibilityLabel = "Repeat"
        summary.textAlignment = .center
        summary.accessibilityIdentifier = "summary"
        for view in [timePicker, repeatPicker, summary] { view.add(to: self.view) }
        showSummary()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 16)
        timePicker.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 216)
        repeatPicker.frame = CGRect(x: area.minX, y: timePicker.frame.maxY + 12, width: area.width, height: 216)
        summary.frame = CGRect(x: area.minX, y: repeatPicker.frame.maxY + 12, width: area.width, height: 24)
    }

    /// "At 07:30, weekdays": the chosen time and repeat.
    private func showSummary() {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let when = formatter.string(from: timePicker.date)
        let choice = Self.repeats[repeatChoice]
        summary.text = "At \(when), " + (choice == "Never" ? "once" : choice.lowercased())
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.repeats.count }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { Self.repeats[row] }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        repeatChoice = row
        showSummary()
    }
}

private extension UIView {
    func add(to parent: UIView) { parent.addSubview(self) }
}
