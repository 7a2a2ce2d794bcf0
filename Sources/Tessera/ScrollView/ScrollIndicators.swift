import Foundation

/// A scroll view's indicators: thin rounded bars along the trailing and bottom edges whose
/// length and place show how much of the content is visible and where, as in UIKit.
///
/// They show while the user scrolls (a drag, its deceleration, the wheel) or when the app
/// flashes them, and fade out half a second after the scrolling stops; a scroll made in code
/// does not show them. They are subviews of the scroll view only while they show.
@MainActor final class ScrollIndicators {
    static let thickness: CGFloat = 3
    static let edgeGap: CGFloat = 3
    static let minimumLength: CGFloat = 36
    /// Seconds the bars stay after the last scroll.
    static let linger: TimeInterval = 0.5

    let vertical = IndicatorBar()
    let horizontal = IndicatorBar()
    private var generation = 0

    /// Shows the bars the scroll view wants and schedules their fading.
    func show(in scrollView: UIScrollView) {
        generation += 1
        for (bar, wanted) in [(vertical, scrollView.showsVerticalScrollIndicator && scrollView.canScrollVertically),
                              (horizontal, scrollView.showsHorizontalScrollIndicator && scrollView.canScrollHorizontally)] {
            guard wanted else {
                bar.removeFromSuperview()
                continue
            }
            bar.layer.removeAllAnimations()
            bar.alpha = 1
            if bar.superview !== scrollView { scrollView.addSubview(bar) }
        }
        place(in: scrollView)
        let shown = generation
        MainLoop.shared.perform(after: Self.linger) { [weak self, weak scrollView] in
            guard let self, let scrollView, self.generation == shown, !scrollView.isDragging else { return }
            self.fade()
        }
    }

    private func fade() {
        let shown = generation
        UIView.animate(withDuration: 0.25, animations: {
            self.vertical.alpha = 0
            self.horizontal.alpha = 0
        }, completion: { _ in
            guard self.generation == shown else { return }
            self.vertical.removeFromSuperview()
            self.horizontal.removeFromSuperview()
        })
    }

    /// Puts the showing bars where the offset says, on top of the content.
    func place(in scrollView: UIScrollView) {
        let colour = Self.colour(for: scrollView.indicatorStyle)
        if vertical.superview === scrollView {
            vertical.backgroundColor = colour
            vertical.frame = Self.verticalFrame(in: scrollView)
            scrollView.bringSubviewToFront(vertical)
        }
        if horizontal.superview === scrollView {
            horizontal.backgroundColor = colour
            horizontal.frame = Self.horizontalFrame(in: scrollView)
            scrollView.bringSubviewToFront(horizontal)
        }
    }

    static func colour(for style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .default: UIColor.dynamic(light: UIColor(white: 0, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.35))
        case .black: UIColor(white: 0, alpha: 0.35)
        case .white: UIColor(white: 1, alpha: 0.35)
        }
    }

    /// The vertical bar, in the scroll view's (content) coordinates.
    static func verticalFrame(in scrollView: UIScrollView) -> CGRect {
        let insets = scrollView.effectiveIndicatorInsets(vertical: true)
        let track = scrollView.bounds.height - insets.top - insets.bottom
        let (start, length) = span(track: track, visible: scrollView.bounds.height, content: scrollView.contentLength(vertical: true),
                                   progress: scrollView.scrollProgress(vertical: true))
        return CGRect(x: scrollView.bounds.maxX - insets.right - edgeGap - thickness, y: scrollView.bounds.minY + insets.top + start,
                      width: thickness, height: length)
    }

    static func horizontalFrame(in scrollView: UIScrollView) -> CGRect {
        let insets = scrollView.effectiveIndicatorInsets(vertical: false)
        let track = scrollView.bounds.width - insets.left - insets.right
        let (start, length) = span(track: track, visible: scrollView.bounds.width, content: scrollView.contentLength(vertical: false),
                                   progress: scrollView.scrollProgress(vertical: false))
        return CGRect(x: scrollView.bounds.minX + insets.left + start, y: scrollView.bounds.maxY - insets.bottom - edgeGap - thickness,
                      width: length, height: thickness)
    }

    /// Where along a track a bar starts and how long it is: the visible share of the content,
    /// not shorter than the minimum, at the scrolled fraction of the track.
    static func span(track: CGFloat, visible: CGFloat, content: CGFloat, progress: CGFloat) -> (CGFloat, CGFloat) {
        guard track > 0, content > 0 else { return (0, 0) }
        let length = min(track, max(minimumLength, track * min(1, visible / content)))
        return ((track - length) * min(1, max(0, progress)), length)
    }
}

/// One indicator bar: rounded, taking no touches.
@MainActor final class IndicatorBar: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = ScrollIndicators.thickness / 2
        // Above the content, whatever the scroll view adds after it (cells, headers).
        layer.zPosition = 10_000
    }
    required init?(coder: NSCoder) { fatalError("an indicator is made in code") }
}

extension UIScrollView {
    /// The indicator insets in use: the app's, plus the adjusted content inset when
    /// `automaticallyAdjustsScrollIndicatorInsets` (the safe area's part).
    func effectiveIndicatorInsets(vertical: Bool) -> UIEdgeInsets {
        var insets = vertical ? verticalScrollIndicatorInsets : horizontalScrollIndicatorInsets
        if automaticallyAdjustsScrollIndicatorInsets {
            let adjusted = adjustedContentInset
            insets = UIEdgeInsets(top: insets.top + adjusted.top - contentInset.top, left: insets.left + adjusted.left - contentInset.left,
                                  bottom: insets.bottom + adjusted.bottom - contentInset.bottom, right: insets.right + adjusted.right - contentInset.right)
        }
        return insets
    }

    /// The scrollable length along an axis: the content with its insets.
    func contentLength(vertical: Bool) -> CGFloat {
        let inset = adjustedContentInset
        return vertical ? contentSize.height + inset.top + inset.bottom : contentSize.width + inset.left + inset.right
    }

    /// How far along its range the offset is, 0 at the start and 1 at the end.
    func scrollProgress(vertical: Bool) -> CGFloat {
        let low = vertical ? minimumContentOffset.y : minimumContentOffset.x
        let high = vertical ? maximumContentOffset.y : maximumContentOffset.x
        let value = vertical ? contentOffset.y : contentOffset.x
        return high > low ? (value - low) / (high - low) : 0
    }
}
