import Foundation

/// Hears the colours the user picks in a colour picker, and when it closes.
@preconcurrency @MainActor public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// Picks a colour from a grid of swatches — twelve hues in five shades, and a row of greys —
/// with an opacity slider when ``supportsAlpha``. A click on a swatch selects it (the delegate
/// hears `didSelect` with `continuously` false); moving the slider selects continuously.
@preconcurrency @MainActor open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    open var selectedColor: UIColor = .white
    open var supportsAlpha = true
    private let opacity = UISlider()
    static let columns = 12
    static let swatchSide: CGFloat = 26

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .popover
        preferredContentSize = CGSize(width: CGFloat(Self.columns) * Self.swatchSide + 32, height: 6 * Self.swatchSide + 110)
        title = "Colors"
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The swatches' colours, row by row: greys, then each hue from light to dark.
    static var palette: [[UIColor]] {
        let greys = (0..<columns).map { UIColor(white: 1 - CGFloat($0) / CGFloat(columns - 1), alpha: 1) }
        let shades: [(CGFloat, CGFloat)] = [(0.35, 1), (0.6, 1), (1, 1), (1, 0.75), (1, 0.5)]
        let hues = shades.map { saturation, brightness in
            (0..<columns).map { UIColor(hue: CGFloat($0) / CGFloat(columns), saturation: saturation, brightness: brightness, alpha: 1) }
        }
        return [greys] + hues
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let heading = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24))
        heading.font = .boldSystemFont(ofSize: 17)
        heading.text = title
        view.addSubview(heading)
        for (row, colours) in Self.palette.enumerated() {
            for (column, colour) in colours.enumerated() {
                let swatch = UIButton(type: .custom)
                swatch.frame = CGRect(x: 16 + CGFloat(column) * Self.swatchSide, y: 44 + CGFloat(row) * Self.swatchSide,
                                      width: Self.swatchSide, height: Self.swatchSide)
                swatch.backgroundColor = colour
                swatch.accessibilityLabel = "Swatch \(row + 1), \(column + 1)"
                swatch.addAction(UIAction { [weak self] _ in self?.pick(colour) }, for: .touchUpInside)
                view.addSubview(swatch)
            }
        }
        opacity.frame = CGRect(x: 16, y: 44 + 6 * Self.swatchSide + 16, width: CGFloat(Self.columns) * Self.swatchSide, height: 30)
        opacity.isHidden = !supportsAlpha
        opacity.value = Float(selectedColor.alpha)
        opacity.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        view.addSubview(opacity)
    }

    private func pick(_ colour: UIColor) {
        selectedColor = colour.withAlphaComponent(supportsAlpha ? CGFloat(opacity.value) : 1)
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: false)
    }

    private func opacityChanged() {
        selectedColor = selectedColor.withAlphaComponent(CGFloat(opacity.value))
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: true)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if presentingViewController == nil { delegate?.colorPickerViewControllerDidFinish(self) }
    }
}

/// A circle of the selected colour in a rainbow ring; a click opens a colour picker beside it,
/// and each colour picked there becomes ``selectedColor`` and sends `.valueChanged`.
@preconcurrency @MainActor open class UIColorWell: UIControl, UIColorPickerViewControllerDelegate {
    open var title: String?
    open var supportsAlpha = true
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }
    private(set) weak var picker: UIColorPickerViewController?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        accessibilityTraits = .button
        addAction(UIAction { [weak self] _ in self?.open() }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { CGSize(width: 28, height: 28) }

    open override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let ring = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        for index in 0..<12 {
            UIColor(hue: CGFloat(index) / 12, saturation: 0.9, brightness: 1, alpha: 1).setFill()
            let path = UIBezierPath()
            path.move(to: CGPoint(x: ring.midX, y: ring.midY))
            path.addArc(withCenter: CGPoint(x: ring.midX, y: ring.midY), radius: side / 2,
                        startAngle: CGFloat(index) / 12 * 2 * .pi, endAngle: CGFloat(index + 1) / 12 * 2 * .pi, clockwise: true)
            path.close()
            path.fill()
        }
        UIColor.systemBackground.setFill()
        UIBezierPath(ovalIn: ring.insetBy(dx: 3, dy: 3)).fill()
        (selectedColor ?? .clear).setFill()
        UIBezierPath(ovalIn: ring.insetBy(dx: 5, dy: 5)).fill()
    }

    private func open() {
        guard let presenter = window?.rootViewController.map(Self.topmost) else { return }
        let picker = UIColorPickerViewController()
        picker.title = title ?? "Colors"
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        picker.delegate = self
        picker.popoverPresentationController?.sourceView = self
        self.picker = picker
        presenter.present(picker, animated: true)
    }

    private static func topmost(_ controller: UIViewController) -> UIViewController {
        var top = controller
        while let presented = top.presentedViewController { top = presented }
        return top
    }

    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }
}
