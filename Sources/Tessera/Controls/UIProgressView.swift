import Foundation

/// A progress bar in iOS's look: a 4-point rounded track in ``trackTintColor`` filled from the
/// leading edge in ``progressTintColor`` (the tint). ``progress`` is clamped to 0…1, as UIKit's.
@preconcurrency @MainActor open class UIProgressView: UIView {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UIProgressView.progressTintColor), .object(\UIProgressView.trackTintColor)]
    }
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle: Style = .default { didSet { setNeedsLayout() } }
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    open var progressTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var trackTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// An `NSProgress` whose `fractionCompleted` the bar shows when set (read at each layout).
    open var observedProgress: Progress? { didSet { setNeedsLayout() } }

    private var storedProgress: Float = 0
    private let fill = UIView()

    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        redecodeBackground(coder)
        decodeProgressAttributes(coder)
    }

    private func setUp() {
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        clipsToBounds = true
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 4) }

    /// Sets the progress (clamped to 0…1; NaN is reported and ignored), the fill sliding when
    /// `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            return TesseraDiagnostics.report("UIProgressView: progress is NaN, not a number; it stays \(storedProgress)")
        }
        storedProgress = min(max(progress, 0), 1)
        if animated { UIView.animate(withDuration: 0.25) { self.layOutFill() } } else { setNeedsLayout() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutFill()
    }

    private func layOutFill() {
        if let observedProgress { storedProgress = Float(min(max(observedProgress.fractionCompleted, 0), 1)) }
        layer.cornerRadius = progressViewStyle == .bar ? 0 : bounds.height / 2
        backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
        let width = bounds.width * CGFloat(storedProgress)
        let leading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - width : 0
        fill.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        fill.layer.cornerRadius = progressViewStyle == .bar ? 0 : bounds.height / 2
        fill.backgroundColor = progressTintColor ?? tintColor
    }
}
