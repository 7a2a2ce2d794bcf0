import Foundation

/// A row of dots, one per page, the current one bright: iOS's page control (7-point dots, 9
/// apart, on a capsule that darkens while pressed).
///
/// A tap on the right half shows the next page, on the left half the previous one, and sends
/// `.valueChanged`; ``currentPage`` set from code sends nothing. Pages out of range are
/// clamped, as UIKit's.
@preconcurrency @MainActor open class UIPageControl: UIControl {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UIPageControl.pageIndicatorTintColor), .object(\UIPageControl.currentPageIndicatorTintColor)]
    }
    /// A tap on it is its own, not an ancestor's single-tap recognizer's (as in UIKit).
    override var takesTapsBeforeAncestorRecognizers: Bool { true }
    static let dotSide: CGFloat = 7
    static let dotSpacing: CGFloat = 9

    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            rebuild()
        }
    }
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            setNeedsLayout()
        }
    }
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    /// The other pages' dots; a translucent grey when nil.
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The current page's dot; the label colour when nil.
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether a press shows the capsule behind the dots (iOS 14's `.prominent` does always).
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsLayout() } }
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    private var dots: [UIView] = []
    private let capsule = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        capsule.isUserInteractionEnabled = false
        capsule.backgroundColor = UIColor.black.withAlphaComponent(0.1)
        addSubview(capsule)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodePageAttributes(coder)
    }

    private func rebuild() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in UIView() }
        for dot in dots {
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotSide / 2
            addSubview(dot)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The size the dots of `pageCount` pages need, with the capsule's margins.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count * Self.dotSide + max(0, count - 1) * Self.dotSpacing + 24, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = hidesForSinglePage && numberOfPages <= 1
        let needed = size(forNumberOfPages: numberOfPages)
        let origin = CGPoint(x: (bounds.width - needed.width) / 2 + 12, y: (bounds.height - Self.dotSide) / 2)
        for (index, dot) in dots.enumerated() {
            dot.isHidden = hidden
            dot.frame = CGRect(x: origin.x + CGFloat(index) * (Self.dotSide + Self.dotSpacing), y: origin.y, width: Self.dotSide, height: Self.dotSide)
            dot.backgroundColor = index == currentPage ? (currentPageIndicatorTintColor ?? .label)
                                                       : (pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3))
        }
        let showsCapsule = !hidden && (backgroundStyle == .prominent || (backgroundStyle == .automatic && isHighlighted))
        capsule.isHidden = !showsCapsule
        capsule.frame = CGRect(x: (bounds.width - needed.width) / 2, y: (bounds.height - needed.height) / 2, width: needed.width, height: needed.height)
        capsule.layer.cornerRadius = needed.height / 2
    }

    open override func highlightDidChange() { setNeedsLayout() }

    /// A tap past the current dot shows the next page, before it the previous one.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let current = dots.indices.contains(currentPage) ? dots[currentPage].frame.midX : bounds.midX
        let next = x > current ? min(currentPage + 1, numberOfPages - 1) : max(currentPage - 1, 0)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
