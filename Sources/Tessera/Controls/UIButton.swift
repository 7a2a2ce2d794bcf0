import Foundation

/// A control that shows a title and sends `.touchUpInside` when tapped.
@preconcurrency @MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The same as `.system`, as in UIKit.
        public static let roundedRect = ButtonType.system
    }
    public private(set) var buttonType: ButtonType = .system
    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let titleLabel {
            titleLabel.frame = bounds
            titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            titleLabel.textAlignment = .center
            titleLabel.font = .systemFont(ofSize: 17)
            titleLabel.textColor = .systemBlue
            addSubview(titleLabel)
        }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The title follows the content alignments: left, right or centred across the button (filled
    /// is centred), at the top, bottom or middle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel else { return }
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: titleLabel.textAlignment = .left
        case .right, .trailing: titleLabel.textAlignment = .right
        case .center, .fill: titleLabel.textAlignment = .center
        }
        let height = min(bounds.height, titleLabel.sizeThatFits(bounds.size).height)
        let y: CGFloat = switch contentVerticalAlignment {
        case .top: 0
        case .bottom: bounds.height - height
        case .center, .fill: (bounds.height - height) / 2
        }
        titleLabel.frame = contentVerticalAlignment == .fill ? bounds : CGRect(x: 0, y: y, width: bounds.width, height: height)
    }


    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refresh()
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refresh()
    }

    open var currentTitle: String? { title(for: currentState) }

    private var currentState: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return isSelected ? .selected : .normal
    }

    private func refresh() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = titleColors[currentState.rawValue] ?? titleColors[0] ?? .systemBlue
        titleLabel?.alpha = isHighlighted && buttonType == .system ? 0.3 : 1
    }

    open override func highlightDidChange() { refresh() }

    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleLabel?.sizeThatFits(size) ?? .zero
        return CGSize(width: text.width + 16, height: max(text.height + 12, 30))
    }

    /// The title's size with the button's padding (Auto Layout's natural size).
    open override var intrinsicContentSize: CGSize { sizeThatFits(CGSize(width: 0, height: 0)) }
}
