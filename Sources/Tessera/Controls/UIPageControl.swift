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
    /// Which way the dots run: along the layout direction, a fixed side, or down or up.
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }
    /// What the user is doing with the control: nothing, tapping, or scrubbing.
    public enum InteractionState: Int, Sendable { case none, discrete, continuous }

    open var direction: Direction = .natural { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    public private(set) var interactionState: InteractionState = .none
    /// Whether a drag along the dots scrubs through the pages (true by default).
    open var allowsContinuousInteraction = true
    /// The image every page's indicator shows (drawn in the indicator colours); a dot when nil.
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsLayout() } }
    /// The image the current page's indicator shows (iOS 16); the page's own image when nil.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsLayout() } }
    private var pageImages: [Int: UIImage] = [:]
    private var currentPageImages: [Int: UIImage] = [:]

    /// `page`'s own indicator image, over ``preferredIndicatorImage``.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        setNeedsLayout()
    }
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] ?? preferredIndicatorImage }
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageImages[page] = image
        setNeedsLayout()
    }
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
    }

    private var dots: [UIImageView] = []
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

    /// At most this many dots show; with more pages the row shows a window of them that
    /// follows the current page, as iOS's page control scrolls its dots, so a million pages
    /// cost what a hundred do.
    static let maximumShownDots = 100
    /// The page of the first dot shown.
    private var firstShownPage = 0

    /// One dot view for each page shown, made or let go as the count changes.
    private func rebuild() {
        matchDots(shownDotCount)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// How many dots show: one a page, at most ``maximumShownDots`` and at most what fits
    /// along the bounds (all of them while the control has no size yet), as iOS's page control
    /// shows a window of its dots when they do not fit.
    private var shownDotCount: Int {
        let pages = min(numberOfPages, Self.maximumShownDots)
        let length = isVertical ? bounds.height : bounds.width
        guard length > 0 else { return pages }
        let fitting = Int((length - 24 + Self.dotSpacing) / (Self.dotSide + Self.dotSpacing))
        return min(pages, max(1, fitting))
    }

    private func matchDots(_ count: Int) {
        while dots.count > count { dots.removeLast().removeFromSuperview() }
        while dots.count < count {
            let dot = UIImageView()
            dot.isUserInteractionEnabled = false
            dot.layer.cornerRadius = Self.dotSide / 2
            addSubview(dot)
            dots.append(dot)
        }
    }

    /// The size the dots of `pageCount` pages need, with the capsule's margins (at most
    /// `maximumShownDots` dots' worth).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(min(max(0, pageCount), Self.maximumShownDots))
        let length = count * Self.dotSide + max(0, count - 1) * Self.dotSpacing + 24
        return isVertical ? CGSize(width: 26, height: length) : CGSize(width: length, height: 26)
    }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether the dots run against the row's reading direction.
    private var isReversed: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .rightToLeft, .bottomToTop: true
        case .leftToRight, .topToBottom: false
        }
    }

    /// A dot's position along the row, counted from the row's start in `direction`.
    private func slot(ofDot index: Int) -> Int { isReversed ? dots.count - 1 - index : index }

    /// The dot showing `page`, when it shows.
    private func dot(ofPage page: Int) -> Int? {
        let index = page - firstShownPage
        return dots.indices.contains(index) ? index : nil
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = hidesForSinglePage && numberOfPages <= 1
        matchDots(shownDotCount)
        let needed = size(forNumberOfPages: dots.count)
        let step = Self.dotSide + Self.dotSpacing
        firstShownPage = min(max(0, currentPage - dots.count / 2), max(0, numberOfPages - dots.count))
        for (index, dot) in dots.enumerated() {
            let page = firstShownPage + index
            dot.isHidden = hidden
            let along = CGFloat(slot(ofDot: index)) * step + 12
            dot.frame = isVertical
                ? CGRect(x: (bounds.width - Self.dotSide) / 2, y: (bounds.height - needed.height) / 2 + along, width: Self.dotSide, height: Self.dotSide)
                : CGRect(x: (bounds.width - needed.width) / 2 + along, y: (bounds.height - Self.dotSide) / 2, width: Self.dotSide, height: Self.dotSide)
            let color = page == currentPage ? (currentPageIndicatorTintColor ?? .label)
                                            : (pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3))
            let image = page == currentPage ? currentPageIndicatorImage(forPage: page) : indicatorImage(forPage: page)
            dot.image = image?.withRenderingMode(.alwaysTemplate)
            dot.contentMode = .scaleAspectFit
            dot.tintColor = color
            dot.backgroundColor = image == nil ? color : .clear
            dot.layer.cornerRadius = image == nil ? Self.dotSide / 2 : 0
        }
        let showsCapsule = !hidden && (backgroundStyle == .prominent || (backgroundStyle == .automatic && isHighlighted))
        capsule.isHidden = !showsCapsule
        capsule.frame = CGRect(x: (bounds.width - needed.width) / 2, y: (bounds.height - needed.height) / 2, width: needed.width, height: needed.height)
        capsule.layer.cornerRadius = needed.height / 2
    }

    open override func highlightDidChange() { setNeedsLayout() }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        interactionState = .discrete
        return super.beginTracking(touch, with: event)
    }

    /// A drag along the dots scrubs to the page under the finger (with
    /// ``allowsContinuousInteraction``).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction, numberOfPages > 1 else { return super.continueTracking(touch, with: event) }
        let point = touch.location(in: self)
        guard let nearest = dots.indices.min(by: { distance(dots[$0], point) < distance(dots[$1], point) }) else { return true }
        interactionState = .continuous
        let page = firstShownPage + nearest
        if page != currentPage, distance(dots[nearest], point) < Self.dotSide + Self.dotSpacing {
            currentPage = page
            sendActions(for: .valueChanged)
        }
        return true
    }

    private func distance(_ dot: UIView, _ point: CGPoint) -> CGFloat {
        isVertical ? abs(dot.frame.midY - point.y) : abs(dot.frame.midX - point.x)
    }

    open override func cancelTracking(with event: UIEvent?) {
        interactionState = .none
        super.cancelTracking(with: event)
    }

    /// A tap past the current dot shows the next page, before it the previous one.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let scrubbed = interactionState == .continuous
        interactionState = .none
        guard let touch, isTouchInside, numberOfPages > 1, !scrubbed else { return }
        let point = touch.location(in: self)
        let frame = dot(ofPage: currentPage).map { dots[$0].frame } ?? bounds
        let past = isVertical ? point.y > frame.midY : point.x > frame.midX
        // Past the current dot along the row's direction shows the next page.
        let forward = past != isReversed
        let next = forward ? min(currentPage + 1, numberOfPages - 1) : max(currentPage - 1, 0)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
