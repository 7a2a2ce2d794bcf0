import Foundation

/// Lays out its arranged subviews in a row or a column, with constraints it makes itself.
///
/// As in UIKit, the stack view writes its arrangement as Auto Layout constraints (between the
/// arranged subviews, and to its edges or layout margins) and updates them when an arranged
/// subview is added, removed, hidden or shown, or a property changes. A hidden arranged
/// subview collapses to zero length along the axis, in place, so hiding one inside an animation
/// block with `layoutIfNeeded()` slides the others over it.
/// - Note: The first- and last-baseline alignments align the labels' baselines in a row; in a
///   column they align leading edges, as UIKit's do for views without text.
@preconcurrency @MainActor open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `setCustomSpacing(_:after:)` with this value uses the stack's ``spacing`` again.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system's standard spacing (8 points).
    nonisolated public static let spacingUseSystem = -CGFloat(Float.greatestFiniteMagnitude)

    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the arrangement is inside the layout margins instead of the edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var arrangement: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A stack view from a document: its subviews are its arranged subviews, in order, with the
    /// axis, distribution, alignment and spacing it sets.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        decodeStackAttributes(coder)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Adds `view` to the arrangement (and as a subview, if it is not one); it is then placed by
    /// constraints, so its `translatesAutoresizingMaskIntoConstraints` becomes false.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged subview was hidden or shown.
    func arrangedSubviewVisibilityDidChange() { arrangementDidChange() }

    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
    }

    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangement)
        spacers.forEach(removeLayoutGuide)
        spacers = []
        arrangement = StackArrangement(stack: self).constraints()
        NSLayoutConstraint.activate(arrangement)
        super.updateConstraints()
    }

    /// The spacing after `view`: its custom spacing, or the stack's.
    func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
        return custom == Self.spacingUseSystem ? 8 : custom
    }

    /// A guide that measures a gap of the equal-spacing distributions.
    func makeSpacer(_ index: Int) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UISV-spacing-\(index)"
        addLayoutGuide(guide)
        spacers.append(guide)
        return guide
    }
}
