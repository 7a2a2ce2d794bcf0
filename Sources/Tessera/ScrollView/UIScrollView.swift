import Foundation

/// A view whose bounds origin (the content offset) moves over a larger content area.
///
/// `contentOffset` is `bounds.origin`; changing it moves every subview on screen and calls
/// `scrollViewDidScroll(_:)`. `setContentOffset(_:animated:)` moves over
/// ``UIView/standardAnimationDuration`` with ease-in-out, reporting each frame.
/// `adjustedContentInset` adds the safe area to `contentInset` as
/// ``contentInsetAdjustmentBehavior`` says.
@preconcurrency @MainActor open class UIScrollView: UIView {
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero {
        didSet { observableValueDidChange() }
    }

    /// The content's rectangle for Auto Layout: its origin is the content's, and constraints
    /// that give it a width and height set ``contentSize``, as in UIKit.
    public private(set) lazy var contentLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        guide.solvedFrameDidChange = { [weak self] frame in self?.contentSize = frame.size }
        return guide
    }()

    /// The scroll view's own rectangle for Auto Layout (its bounds, so a view pinned to it
    /// stays in place while the content scrolls), as in UIKit.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide.system("UIScrollView-frameLayoutGuide", of: self,
                                                                        frame: { $0.bounds }, insets: { _ in .zero })
    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            noticeAdjustedContentInsetChange()
            observableValueDidChange()
        }
    }

    /// The insets scrolling uses: ``contentInset`` plus the parts of the safe area that
    /// ``contentInsetAdjustmentBehavior`` adds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = contentInsetAdjustmentBehavior == .never ? .zero : safeAreaInsets
        guard safe != .zero else { return contentInset }
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: vertical = true; horizontal = true
        // Scrollable axes: content larger than the bounds, or always bouncing.
        case .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        // Automatic: as scrollable axes, and top and bottom always (a vertical list under bars).
        case .automatic:
            vertical = true
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// How the safe area is added to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { setNeedsLayout(); noticeAdjustedContentInsetChange() }
    }

    /// Called when ``adjustedContentInset`` changes. Call super.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    private var lastAdjustedContentInset: UIEdgeInsets = .zero

    /// A scroll view resting at its top-left edge stays there when the insets change (so a
    /// list starts below the status bar), as UIKit's does.
    func noticeAdjustedContentInsetChange() {
        let adjusted = adjustedContentInset
        let old = lastAdjustedContentInset
        guard adjusted != old else { return }
        lastAdjustedContentInset = adjusted
        let restingAtEdge = contentOffset == CGPoint(x: -old.left, y: -old.top)
        if restingAtEdge, !isTracking, !isDecelerating {
            UIView.performWithoutAnimation { contentOffset = CGPoint(x: -adjusted.left, y: -adjusted.top) }
        }
        adjustedContentInsetDidChange()
    }

    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true

    /// Whether a finger is on the content; whether it has moved it; whether it coasts after.
    open internal(set) var isTracking = false
    open internal(set) var isDragging = false
    open internal(set) var isDecelerating = false

    /// How quickly scrolling slows after a flick: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    open var decelerationRate: DecelerationRate = .normal

    private var offsetAnimation: (from: CGPoint, to: CGPoint, start: TimeInterval, link: CADisplayLink)?
    /// Whether `setContentOffset(_:animated:)` is moving the content.
    var isOffsetAnimating: Bool { offsetAnimation != nil }
    var dragStartOffset: CGPoint = .zero
    /// The axis a drag keeps to when `isDirectionalLockEnabled` (decided by its first move).
    var lockedDragAxis: NSLayoutConstraint.Axis?
    /// The indicators' bars and their fading (ScrollIndicators.swift).
    lazy var indicators = ScrollIndicators()

    /// The indicators' colours: dark on light and light on dark (default), or always dark or light.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    open var indicatorStyle: IndicatorStyle = .default
    /// Keeps the vertical indicator in from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Keeps the horizontal indicator in from the edges.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (reads the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators also keep out of the safe area (the adjusted content inset).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Whether a drag that starts mostly along one axis scrolls only along it.
    open var isDirectionalLockEnabled = false

    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// With any mode but `.none`, a drag that begins ends the text input in the window (the
    /// interactive modes too: a desktop has no keyboard to drag down).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Shows the indicators for a moment, as after a scroll (when the content appears, say).
    open func flashScrollIndicators() { indicators.show(in: self) }
    /// The refresh control's part (`UIRefreshControl`, in Controls/, which sits after this
    /// folder): told of scrolling, the end of a drag and the wheel past the top.
    var edgeObserver: ScrollEdgeObserver?
    private let panArbiter = ScrollPanArbiter()
    var decelerationLink: CADisplayLink?

    /// The recognizer that drags the content; its delegate and arbitration are UIKit's.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPan()
    /// Zooming's state and its pinch (UIScrollView+Zooming.swift).
    lazy var zooming = ScrollZoom(scrollView: self)
    /// Whether a touch that begins in the content is delivered at once; true here (UIKit
    /// delays it 150 ms to see whether it becomes a scroll; Tessera cancels it when it does).
    open var delaysContentTouches = true
    /// Whether a drag that starts on a view of the content may become a scroll (cancelling the
    /// view's touch); false: once a content view has the touch, the scroll view does not scroll.
    open var canCancelContentTouches = true

    /// Whether a drag starting on `view` may scroll, taking the touch from it: true unless the
    /// view is a `UIControl`, as in UIKit (a slider or a switch in a row keeps its drag).
    /// Subclasses override it, for example to let drags on buttons scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        installPan()
    }

    private func installPan() {
        panGestureRecognizer.delegate = panArbiter
        panArbiter.scrollView = self
        (panGestureRecognizer as? ScrollViewPan)?.touchDown = { [weak self] in self?.fingerCameDown() }
        panGestureRecognizer.addHandler { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer, self.isScrollEnabled else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// A scroll view from an Interface Builder document, with its scrolling and bouncing settings.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPan()
        decodeScrollAttributes(coder)
    }

    /// The document's `delegate` outlet, and the keys of ``UIView/setValue(_:forKey:)``.
    open override func setValue(_ value: Any?, forKey key: String) {
        if key == "delegate" { delegate = value as? UIScrollViewDelegate } else { super.setValue(value, forKey: key) }
    }

    /// Also the keys apps observe: `contentOffset`, `contentSize`, `contentInset`,
    /// `adjustedContentInset`, `zoomScale`.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "delegate": delegate
        case "contentOffset": contentOffset
        case "contentSize": contentSize
        case "contentInset": contentInset
        case "adjustedContentInset": adjustedContentInset
        case "zoomScale": zoomScale
        default: super.value(forKey: key)
        }
    }

    /// The point of the content shown at the top-left corner: the bounds origin. Setting it
    /// stops an animated scroll in flight (`setContentOffset(_:animated: true)`,
    /// `scrollToItem(at:at:animated: true)`), as in UIKit: the offset set is where the content stays.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                TesseraDiagnostics.report("UIScrollView.contentOffset: ignoring non-finite offset \(newValue)")
                return
            }
            if offsetAnimation != nil { stopOffsetAnimation() }
            bounds = CGRect(origin: newValue, size: bounds.size)
        }
    }

    /// The safe area feeds the adjusted content inset.
    override func safeAreaDidChangeForSubclasses() { noticeAdjustedContentInsetChange() }

    open override func boundsOriginDidChange() {
        setNeedsLayout()
        if isDragging || isDecelerating { indicators.show(in: self) } else { indicators.place(in: self) }
        edgeObserver?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
    }

    /// The smallest and largest offsets scrolling can rest at (content plus insets).
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    public var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: max(-inset.left, contentSize.width + inset.right - bounds.width),
                       y: max(-inset.top, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` moved inside the range scrolling can rest at.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Moves the content offset, at once or over 0.25 s with ease-in-out; an animated move calls
    /// `scrollViewDidScroll(_:)` each frame and `scrollViewDidEndScrollingAnimation(_:)` at the end.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopOffsetAnimation()
        guard animated, offset != contentOffset else {
            contentOffset = offset
            return
        }
        let link = CADisplayLink { [weak self] link in self?.stepOffsetAnimation(now: link.timestamp) }
        offsetAnimation = (contentOffset, offset, MainLoop.shared.clock.now, link)
        link.add(to: .main, forMode: .common)
    }

    private func stepOffsetAnimation(now: TimeInterval) {
        guard let animation = offsetAnimation else { return }
        let t = min(1, (now - animation.start) / UIView.standardAnimationDuration)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).value(at: CGFloat(t))
        // The bounds, not `contentOffset`: setting that stops this animation.
        bounds.origin = CGPoint(x: animation.from.x + (animation.to.x - animation.from.x) * eased,
                                y: animation.from.y + (animation.to.y - animation.from.y) * eased)
        if t >= 1 - 1e-9 {
            stopOffsetAnimation()
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    func stopOffsetAnimation() {
        offsetAnimation?.link.invalidate()
        offsetAnimation = nil
    }

    /// Where a drag released with `velocity` (the finger's, points per second) comes to rest,
    /// given where deceleration alone would take it; scroll views that snap override it.
    func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// The last say on where a released drag rests, after paging and clamping: a collection
    /// view asks its layout (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    /// The scroll view knows no subclass; subclasses override this instead.
    func restingTarget(forProjected target: CGPoint, velocity: CGPoint) -> CGPoint { target }

    /// Scrolls the least needed so `rect` (in content coordinates) is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let visible = CGRect(origin: offset, size: bounds.size)
        if rect.minX < visible.minX || rect.width > visible.width { offset.x = rect.minX } else if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minY < visible.minY || rect.height > visible.height { offset.y = rect.minY } else if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}

/// What watches a scroll view's top edge (a refresh control): scrolling, the end of a drag, and
/// the wheel turned on past the top.
@MainActor protocol ScrollEdgeObserver: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView)
    func scrollView(_ scrollView: UIScrollView, wheelPastTopBy distance: CGFloat)
}

/// A scroll view whose own controls can hold the finger (a table's index bar and reorder
/// handles): while one does, a drag does not scroll.
@MainActor protocol ScrollPanVeto: AnyObject {
    var keepsTouchFromScrolling: Bool { get }
}

/// Lets the scroll view's pan begin only when there is something to scroll. A scroll view
/// inside another that scrolls along one axis only leaves a drag mostly along the other axis
/// to the outer one (a sideways strip in a vertical list: vertical drags scroll the list).
@MainActor final class ScrollPanArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?
    /// The scroll view's pan and its pinch work together, as in UIKit.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other === scrollView?.pinchGestureRecognizer
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView, scrollView.isScrollEnabled else { return false }
        if let owner = scrollView as? ScrollPanVeto, owner.keepsTouchFromScrolling { return false }
        if !scrollView.mayTakeTouch(from: gestureRecognizer.trackedTouches.first?.view) { return false }
        let vertical = scrollView.canScrollVertically, horizontal = scrollView.canScrollHorizontally
        guard vertical || horizontal else { return false }
        if vertical != horizontal, scrollView.isInsideScrollView, let pan = gestureRecognizer as? UIPanGestureRecognizer {
            let moved = pan.movementSinceTouchDown
            return horizontal ? abs(moved.x) >= abs(moved.y) : abs(moved.y) >= abs(moved.x)
        }
        return true
    }
}

extension UIScrollView {
    /// Whether the content view holding the touch lets a drag become a scroll: UIKit asks
    /// `canCancelContentTouches`, then `touchesShouldCancel(in:)`, which keeps a control's touch
    /// (a slider in a row is dragged, not the list).
    /// With `delaysContentTouches`, a drag that starts moving within UIKit's 150 ms delay
    /// scrolls before the content would have had the touch, whatever the view.
    func mayTakeTouch(from view: UIView?) -> Bool {
        guard let view, view !== self, view.isDescendant(of: self) else { return true }
        if delaysContentTouches, let pan = panGestureRecognizer as? ScrollViewPan,
           MainLoop.shared.clock.now - pan.touchDownTime < UIScrollView.contentTouchDelay {
            return true
        }
        return canCancelContentTouches && touchesShouldCancel(in: view)
    }

    /// How long UIKit holds a touch on the content to see whether it becomes a scroll.
    static let contentTouchDelay: TimeInterval = 0.15

    /// Whether an ancestor is a scroll view too.
    var isInsideScrollView: Bool {
        var view = superview
        while let v = view {
            if v is UIScrollView { return true }
            view = v.superview
        }
        return false
    }
}

/// The scroll view's pan: it also tells the scroll view the moment a finger comes down
/// anywhere on it, before any movement.
@MainActor final class ScrollViewPan: UIPanGestureRecognizer {
    var touchDown: (() -> Void)?
    /// When the first finger came down.
    private(set) var touchDownTime: TimeInterval = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if trackedTouches.count == touches.count { touchDownTime = event.timestamp }
        touchDown?()
    }
}

extension UIScrollView {
    /// A finger came down: an animated scroll or a glide stops where it is, as in UIKit (the
    /// content stays under the finger). A bounce back past an edge goes on.
    func fingerCameDown() {
        guard clampedContentOffset(contentOffset) == contentOffset else { return }
        stopScrollingMotion()
    }
}
