import Foundation

/// A table row's view: a content view holding the style's labels and image (or the app's own
/// subviews), reused as rows scroll.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// The four classic layouts of `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        /// A title, with an image on the leading side.
        case `default`
        /// A title on the leading side and a detail in grey on the trailing side (Settings).
        case value1
        /// A short blue detail beside a title (Contacts).
        case value2
        /// A title with a smaller grey line under it.
        case subtitle
    }

    /// The style the cell was made with (UIKit keeps it private; tests read it).
    let style: CellStyle
    open private(set) var reuseIdentifier: String?
    /// The view that holds what the row shows; add subviews here.
    public let contentView = UIView()

    /// Whether the row is selected; shows ``selectedBackgroundView`` (or the selection style's
    /// grey) behind the content.
    open var isSelected = false { didSet { updateSelectionBackground() } }
    /// Whether a finger is on the row; shows the same background as selection.
    open var isHighlighted = false { didSet { updateSelectionBackground() } }
    open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionBackground() } }
    /// Shown behind the content while the row is selected or highlighted; a grey view of the
    /// selection style when nil.
    open var selectedBackgroundView: UIView? { didSet { oldValue?.removeFromSuperview(); updateSelectionBackground() } }
    private var shownSelectionBackground: UIView?
    /// The hairline under the row (``RowSeparator`` places it).
    lazy var separatorLine = UIView()

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    private func updateSelectionBackground() {
        let shows = (isSelected || isHighlighted) && selectionStyle != .none
        guard shows else {
            shownSelectionBackground?.removeFromSuperview()
            shownSelectionBackground = nil
            return
        }
        let background = selectedBackgroundView ?? shownSelectionBackground ?? UITableViewCell.greyBackground()
        guard background.superview !== self else { return }
        shownSelectionBackground?.removeFromSuperview()
        background.frame = bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(background, belowSubview: contentView)
        shownSelectionBackground = background
    }

    private static func greyBackground() -> UIView {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }
    private var labels: CellStyleLabels?

    /// The style's title (made on first use).
    open var textLabel: UILabel? { styleLabels.title }
    /// The style's detail; nil in the default style, as in UIKit.
    open var detailTextLabel: UILabel? { style == .default ? nil : styleLabels.detail }
    /// The style's image (made on first use).
    open var imageView: UIImageView? { styleLabels.image }

    /// Where the pool's registered class makes its cells: the style and identifier of the
    /// next cell made through `init()` (a subclass that overrides only the designated
    /// initializers still inherits it).
    static var nextStyle: CellStyle = .default
    static var nextReuseIdentifier: String?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUpContentView()
    }

    /// A cell of the default style and no identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell as the table view makes one for a registered class.
    public required convenience init() {
        self.init(style: UITableViewCell.nextStyle, reuseIdentifier: UITableViewCell.nextReuseIdentifier)
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private var styleLabels: CellStyleLabels {
        if let labels { return labels }
        let made = CellStyleLabels(style: style, in: contentView)
        labels = made
        return made
    }

    /// Called before the cell shows another row; clear what the last row set. The table has
    /// already cleared the selection and highlight.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        labels?.layOut(in: contentView.bounds, style: style)
    }

    /// Set by the table view when it hands the cell out.
    func setReuseIdentifier(_ identifier: String?) { reuseIdentifier = identifier }
}

/// The labels and image of a cell style, made when first asked for, laid out in UIKit's
/// places: 16 points from the edges, the image first.
@MainActor final class CellStyleLabels {
    let title = UILabel()
    let detail = UILabel()
    let image = UIImageView()

    init(style: UITableViewCell.CellStyle, in contentView: UIView) {
        title.font = .systemFont(ofSize: 17)
        title.textColor = .label
        detail.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        detail.textColor = style == .value2 ? .systemBlue : .secondaryLabel
        if style == .value1 { detail.textAlignment = .right }
        for view in [image, title, detail] as [UIView] { contentView.addSubview(view) }
    }

    func layOut(in bounds: CGRect, style: UITableViewCell.CellStyle) {
        var x: CGFloat = 16
        let hasImage = image.image != nil
        if hasImage {
            let side = min(bounds.height - 12, 29)
            image.frame = CGRect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + 16
        }
        image.isHidden = !hasImage
        let width = max(0, bounds.width - x - 16)
        let titleHeight = title.sizeThatFits(CGSize(width: width, height: bounds.height)).height
        let detailHeight = detail.sizeThatFits(CGSize(width: width, height: bounds.height)).height
        switch style {
        case .default:
            title.frame = CGRect(x: x, y: (bounds.height - titleHeight) / 2, width: width, height: titleHeight)
        case .value1:
            let detailWidth = min(width / 2, detail.sizeThatFits(CGSize(width: width, height: bounds.height)).width)
            title.frame = CGRect(x: x, y: (bounds.height - titleHeight) / 2, width: width - detailWidth - 8, height: titleHeight)
            detail.frame = CGRect(x: x + width - detailWidth, y: (bounds.height - detailHeight) / 2, width: detailWidth, height: detailHeight)
        case .value2:
            let labelWidth: CGFloat = 67
            detail.frame = CGRect(x: x, y: (bounds.height - detailHeight) / 2, width: labelWidth, height: detailHeight)
            title.frame = CGRect(x: x + labelWidth + 6, y: (bounds.height - titleHeight) / 2, width: max(0, width - labelWidth - 6), height: titleHeight)
        case .subtitle:
            let top = (bounds.height - titleHeight - detailHeight) / 2
            title.frame = CGRect(x: x, y: top, width: width, height: titleHeight)
            detail.frame = CGRect(x: x, y: top + titleHeight, width: width, height: detailHeight)
        }
        detail.isHidden = style == .default
    }
}
