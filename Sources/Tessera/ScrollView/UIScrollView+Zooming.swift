import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` is scaled between ``UIScrollView/minimumZoomScale``
/// and ``UIScrollView/maximumZoomScale``; the content size follows the zoomed view's frame, and
/// the delegate hears `scrollViewDidZoom` at each change and `scrollViewDidEndZooming` when a
/// pinch ends. A pinch (on a trackpad, or two touches) zooms about its centre — the content
/// under it stays under it — once the maximum is above the minimum, as in UIKit.
extension UIScrollView {
    public var minimumZoomScale: CGFloat {
        get { zooming.minimum }
        set { zooming.setLimits(minimum: newValue, maximum: zooming.maximum) }
    }

    public var maximumZoomScale: CGFloat {
        get { zooming.maximum }
        set { zooming.setLimits(minimum: zooming.minimum, maximum: newValue) }
    }

    /// The zoomed view's scale; setting it clamps to the limits.
    public var zoomScale: CGFloat {
        get { zooming.scale }
        set { zooming.zoom(to: newValue, about: nil, animated: false) }
    }

    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zooming.zoom(to: scale, about: nil, animated: animated)
    }

    /// Zooms so `rect` (in the zoomed view's coordinates) fills the scroll view, within the limits.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
            TesseraDiagnostics.report("UIScrollView.zoom(to:animated:): \(rect) has no area; nothing is zoomed")
            return
        }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height)
        zooming.zoom(to: scale, about: nil, animated: animated)
        let applied = zooming.scale
        let target = CGPoint(x: rect.midX * applied - bounds.width / 2, y: rect.midY * applied - bounds.height / 2)
        setContentOffset(clampedContentOffset(target), animated: animated)
    }

    public var isZooming: Bool { zooming.isPinching }
    public var isZoomBouncing: Bool { false }
    /// Kept; the scale stays within the limits (no bounce past them).
    public var bouncesZoom: Bool {
        get { zooming.bounces }
        set { zooming.bounces = newValue }
    }

    /// The pinch that zooms; nil until the limits allow zooming.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zooming.pinch }
}

/// A scroll view's zoom: its limits and scale, and the pinch that changes it.
@MainActor final class ScrollZoom: NSObject, UIGestureRecognizerDelegate {
    private unowned let scrollView: UIScrollView
    private(set) var minimum: CGFloat = 1
    private(set) var maximum: CGFloat = 1
    private(set) var scale: CGFloat = 1
    private(set) var pinch: UIPinchGestureRecognizer?
    private(set) var isPinching = false
    var bounces = true
    private var pinchStartScale: CGFloat = 1

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
    }

    /// The pinch and the scroll view's pan work together.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other === scrollView.panGestureRecognizer
    }

    func setLimits(minimum: CGFloat, maximum: CGFloat) {
        guard minimum.isFinite, maximum.isFinite, minimum > 0, maximum > 0 else {
            TesseraDiagnostics.report("UIScrollView zoom limits must be finite and above 0: minimum \(minimum), maximum \(maximum); kept \(self.minimum)…\(self.maximum)")
            return
        }
        self.minimum = minimum
        self.maximum = Swift.max(minimum, maximum)
        if self.maximum > self.minimum { installPinch() }
        if scale < self.minimum || scale > self.maximum { zoom(to: scale, about: nil, animated: false) }
    }

    private func installPinch() {
        guard pinch == nil else { return }
        let recognizer = UIPinchGestureRecognizer { [weak self] recognizer in
            guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
            self.pinched(pinch)
        }
        recognizer.delegate = self
        pinch = recognizer
        scrollView.addGestureRecognizer(recognizer)
    }

    private var zoomedView: UIView? { scrollView.delegate?.viewForZooming(in: scrollView) }

    /// Scales the zoomed view to `newScale` (clamped), keeping `anchor` (a point in the scroll
    /// view's bounds) over the same content.
    func zoom(to newScale: CGFloat, about anchor: CGPoint?, animated: Bool) {
        guard newScale.isFinite, newScale > 0 else {
            TesseraDiagnostics.report("UIScrollView.zoomScale \(newScale) is not a scale; kept \(scale)")
            return
        }
        let clamped = Swift.min(Swift.max(newScale, minimum), maximum)
        guard let view = zoomedView else {
            scale = clamped
            return
        }
        let previous = scale
        let offset = scrollView.contentOffset
        let apply = {
            // The zoomed view's frame starts at the content's origin, its size scaled.
            let size = CGSize(width: view.bounds.width * clamped, height: view.bounds.height * clamped)
            view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
            view.center = CGPoint(x: size.width / 2, y: size.height / 2)
            self.scrollView.contentSize = size
            if let anchor {
                let content = CGPoint(x: (offset.x + anchor.x) / previous, y: (offset.y + anchor.y) / previous)
                let target = CGPoint(x: content.x * clamped - anchor.x, y: content.y * clamped - anchor.y)
                self.scrollView.contentOffset = self.scrollView.clampedContentOffset(target)
            }
        }
        scale = clamped
        if animated { UIView.animate(withDuration: UIView.standardAnimationDuration, animations: apply) } else { apply() }
        scrollView.delegate?.scrollViewDidZoom(scrollView)
    }

    private func pinched(_ recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .began:
            isPinching = true
            pinchStartScale = scale
            scrollView.delegate?.scrollViewWillBeginZooming(scrollView, with: zoomedView)
        case .changed:
            zoom(to: pinchStartScale * recognizer.scale, about: recognizer.location(in: scrollView).applying(
                CGAffineTransform(translationX: -scrollView.contentOffset.x, y: -scrollView.contentOffset.y)), animated: false)
        case .ended, .cancelled:
            isPinching = false
            scrollView.delegate?.scrollViewDidEndZooming(scrollView, with: zoomedView, atScale: scale)
        default:
            break
        }
    }
}
