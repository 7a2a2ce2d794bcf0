import Foundation

/// The spinning wheel of eight spokes, fading round while it turns: iOS's activity indicator,
/// `.medium` (20 points) or `.large` (37 points), in ``color``.
///
/// ``startAnimating()`` turns it one spoke every 1/12 s on the main loop's clock (so a headless
/// test steps it); with ``hidesWhenStopped`` (the default) it is hidden while stopped.
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UIActivityIndicatorView.color)]
    }
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        /// The older names, the same sizes.
        public static let white = Style.medium, gray = Style.medium, whiteLarge = Style.large
    }

    static let spokeCount = 8

    open var style: Style { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    open var color: UIColor! { didSet { setNeedsLayout() } }
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    public private(set) var isAnimating = false
    /// The spoke that is brightest now.
    private(set) var phase = 0
    private var spokes: [UIView] = []
    private var generation = 0

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.side(style)))
        setUp()
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
        decodeActivityAttributes(coder)
    }

    private static func side(_ style: Style) -> CGSize { style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

    private func setUp() {
        color = .secondaryLabel
        spokes = (0..<Self.spokeCount).map { _ in UIView() }
        for spoke in spokes {
            spoke.isUserInteractionEnabled = false
            addSubview(spoke)
        }
        isHidden = hidesWhenStopped
    }

    open override var intrinsicContentSize: CGSize { Self.side(style) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.side(style) }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        generation += 1
        turn(generation)
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        generation += 1
        if hidesWhenStopped { isHidden = true }
    }

    /// One spoke on, then again after 1/12 s while this animation is the current one.
    private func turn(_ run: Int) {
        guard isAnimating, run == generation else { return }
        phase = (phase + 1) % Self.spokeCount
        setNeedsLayout()
        MainLoop.shared.perform(after: 1.0 / 12) { [weak self] in self?.turn(run) }
    }

    /// Spokes round the centre, each rotated to point out, the brightest at `phase` and the
    /// ones behind it fading.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height)
        let length = side * (style == .large ? 0.28 : 0.3)
        let width = max(2, side * 0.09)
        let radius = side / 2 - length / 2
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) / CGFloat(Self.spokeCount) * 2 * .pi - .pi / 2
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.layer.cornerRadius = width / 2
            spoke.center = CGPoint(x: bounds.midX + cos(angle) * radius, y: bounds.midY + sin(angle) * radius)
            spoke.transform = CGAffineTransform(rotationAngle: angle + .pi / 2)
            let behind = (phase - index + Self.spokeCount) % Self.spokeCount
            spoke.backgroundColor = (color ?? .secondaryLabel).withAlphaComponent(1 - CGFloat(behind) * 0.1)
        }
    }
}
