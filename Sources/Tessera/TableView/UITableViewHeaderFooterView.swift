import Foundation

/// A section header or footer view, reused as sections scroll; its `textLabel` shows a
/// section title.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    /// The title (made on first use), in the plain style's grey caps-free footnote look.
    open private(set) lazy var textLabel: UILabel? = makeTextLabel()

    static var nextReuseIdentifier: String?

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required convenience init() { self.init(reuseIdentifier: UITableViewHeaderFooterView.nextReuseIdentifier) }

    open func prepareForReuse() {}

    private func makeTextLabel() -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        return label
    }

    /// Where the title sits: a plain header's in the middle of its grey bar; a grouped
    /// header's at the bottom, a grouped footer's at the top, in line with the rows' text.
    private var titlePlacement = (inset: CGFloat(16), vertical: TitlePlacement.middle)
    enum TitlePlacement { case top, middle, bottom }

    /// Shows a section title in the look of the table's style.
    func showTitle(_ title: String, style: UITableView.Style, isHeader: Bool) {
        textLabel?.text = title
        textLabel?.numberOfLines = style == .plain || isHeader ? 1 : 0
        textLabel?.font = style == .plain && isHeader ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 13)
        textLabel?.textColor = style == .plain && isHeader ? .label : .secondaryLabel
        backgroundColor = style == .plain ? .secondarySystemBackground : nil
        let inset = style == .insetGrouped ? TableLayout.insetGroupedMargin + 16 : 16
        titlePlacement = (inset, style == .plain ? .middle : (isHeader ? .bottom : .top))
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = textLabel, label.superview != nil else { return }
        let width = max(0, contentView.bounds.width - 2 * titlePlacement.inset)
        let height = min(contentView.bounds.height, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let y: CGFloat = switch titlePlacement.vertical {
        case .top: 6
        case .middle: (contentView.bounds.height - height) / 2
        case .bottom: contentView.bounds.height - height - 7
        }
        label.frame = CGRect(x: titlePlacement.inset, y: max(0, y), width: width, height: height)
    }
}
