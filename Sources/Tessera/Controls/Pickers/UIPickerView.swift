import Foundation

/// Gives a picker its columns and how many rows each has.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker its rows' titles or views and sizes, and hears the user pick a row.
@preconcurrency @MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        OptionalRequirement.answer(for: "pickerView(_:widthForComponent:)", otherwise: pickerView.defaultWidth(forComponent: component))
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        OptionalRequirement.answer(for: "pickerView(_:rowHeightForComponent:)", otherwise: UIPickerView.rowHeight)
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        OptionalRequirement.answer(for: "pickerView(_:titleForRow:forComponent:)", otherwise: nil)
    }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        OptionalRequirement.answer(for: "pickerView(_:attributedTitleForRow:forComponent:)", otherwise: nil)
    }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        OptionalRequirement.fallback(for: "pickerView(_:viewForRow:forComponent:reusing:)")
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Spinning wheels of rows, one per component, the selected row of each in a band across the
/// middle: iOS's picker. Drag or scroll a wheel with the mouse wheel and it comes to rest on a
/// row; click a row to turn the wheel to it. The delegate hears `didSelectRow` when a wheel
/// the user moved comes to rest on another row; ``selectRow(_:inComponent:animated:)`` tells no
/// one, as in UIKit. Rows are 32 points high unless the delegate says otherwise; the picker's
/// own size is 320 × 216 points. Only the rows on screen have views (reused as the wheel turns).
@preconcurrency @MainActor open class UIPickerView: UIView {
    static let rowHeight: CGFloat = 32
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { reloadAllComponents() } }
    /// Kept; the band is always drawn, as since iOS 7.
    open var showsSelectionIndicator = true
    private var wheels: [PickerWheel] = []
    private let band = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        band.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.12) : UIColor(white: 0, alpha: 0.06) }
        band.layer.cornerRadius = 8
        band.isUserInteractionEnabled = false
        addSubview(band)
        accessibilityTraits = .adjustable
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open var numberOfComponents: Int { wheels.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component, for: "numberOfRows(inComponent:)")?.rowCount ?? 0
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component, for: "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: wheel.bounds.width, height: wheel.rowHeight)
    }

    /// The view showing `row` of `component`, when it is on screen.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheel(component, for: "view(forRow:forComponent:)")?.shownView(forRow: row)
    }

    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for component in wheels.indices { reloadComponent(component) }
        bringSubviewToFront(band)
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        guard let wheel = wheel(component, for: "reloadComponent(_:)") else { return }
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        wheel.reload(rowCount: max(0, rows), rowHeight: rowHeight(component))
    }

    /// Turns `component`'s wheel to `row` (clamped to its rows).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        wheel(component, for: "selectRow(_:inComponent:animated:)")?.select(row, animated: animated, byUser: false)
    }

    /// The row at rest in the band; -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component, for: "selectedRow(inComponent:)")?.selectedRow ?? -1
    }

    /// A component that does not exist is reported, naming the call and the count.
    private func wheel(_ component: Int, for call: String) -> PickerWheel? {
        guard wheels.indices.contains(component) else {
            TesseraDiagnostics.report("UIPickerView.\(call): component \(component) is out of range; the picker has \(wheels.count)")
            return nil
        }
        return wheels[component]
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = wheels.indices.map { component -> CGFloat in
            let width = delegate.map { $0.pickerView(self, widthForComponent: component) } ?? defaultWidth(forComponent: component)
            return width.isFinite ? max(0, width) : defaultWidth(forComponent: component)
        }
        let total = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * 5
        var x = max(0, (bounds.width - total) / 2)
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + 5
        }
        let height = wheels.first?.rowHeight ?? UIPickerView.rowHeight
        band.frame = CGRect(x: 8, y: (bounds.height - height) / 2, width: max(0, bounds.width - 16), height: height)
    }

    /// UIKit's width when the delegate gives none: the picker's width shared out.
    func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(1, wheels.count))
        return max(0, (bounds.width - 16 - 5 * (count - 1)) / count)
    }

    private func rowHeight(_ component: Int) -> CGFloat {
        let height = delegate.map { $0.pickerView(self, rowHeightForComponent: component) } ?? UIPickerView.rowHeight
        return height.isFinite && height > 0 ? height : UIPickerView.rowHeight
    }

    /// The view for a row: the delegate's view, or a label with its attributed title or title.
    func makeRowView(row: Int, component: Int, reusing old: UIView?) -> UIView {
        if let delegate, let view = OptionalRequirement.ifImplemented("pickerView(_:viewForRow:forComponent:reusing:)", placeholder: UIView(),
                                                                      { delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old) }) {
            return view
        }
        let label = old as? PickerRowLabel ?? PickerRowLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            // The title's text with its first run's colour and font (a row shows one style).
            label.text = attributed.string
            let attributes = attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
            label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
            label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 21)
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    /// A wheel the user moved came to rest on another row.
    func userSelected(_ row: Int, in component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}

/// A row's title as the picker draws it: centred, 21-point text.
@MainActor final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 21)
        textAlignment = .center
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
