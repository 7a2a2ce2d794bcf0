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

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = textLabel, label.superview != nil else { return }
        label.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}
