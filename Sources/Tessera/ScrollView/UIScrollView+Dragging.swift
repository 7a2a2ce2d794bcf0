import Foundation

extension UIScrollView {
    /// Seconds a bounce back to the edge takes.
    static let bounceDuration: TimeInterval = 0.5

    /// Follows the finger: began → tracking and dragging; changed → the content moves with the
    /// finger (at half speed past an edge when `bounces`); ended → asks the delegate and, in a
    /// collection view, the layout where to stop, then decelerates there.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopScrollingMotion()
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            lockedDragAxis = nil
            dismissKeyboardForDrag()
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let t = lockedTranslation(pan.translation(in: self))
            let proposed = CGPoint(x: dragStartOffset.x - (canScrollHorizontally ? t.x : 0),
                                   y: dragStartOffset.y - (canScrollVertically ? t.y : 0))
            contentOffset = rubberBanded(proposed)
        case .ended, .cancelled:
            isTracking = false
            finishDragging(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// A scroll view with a refresh control can always be pulled down.
    var canScrollVertically: Bool {
        contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height || alwaysBounceVertical || edgeObserver != nil
    }
    var canScrollHorizontally: Bool { contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width || alwaysBounceHorizontal }

    /// Past an edge the content follows the finger less and less, with the rubber band UIKit
    /// users know: `(1 − 1 / (x · 0.55 / d + 1)) · d` for `x` points past the edge of a view `d`
    /// points long. Without `bounces` it stops at the edge.
    private func rubberBanded(_ offset: CGPoint) -> CGPoint {
        let clamped = clampedContentOffset(offset)
        guard bounces else { return clamped }
        func band(_ past: CGFloat, _ dimension: CGFloat) -> CGFloat {
            guard past != 0, dimension > 0 else { return 0 }
            let stretch = (1 - 1 / (abs(past) * 0.55 / dimension + 1)) * dimension
            return past < 0 ? -stretch : stretch
        }
        return CGPoint(x: clamped.x + band(offset.x - clamped.x, bounds.width),
                       y: clamped.y + band(offset.y - clamped.y, bounds.height))
    }

    /// Where a flick at `velocity` (points per second, finger direction) comes to rest with the
    /// deceleration rate: the sum of the velocity decaying by `rate` each millisecond.
    func projectedOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let factor = rate / (1 - rate) / 1000
        return CGPoint(x: offset.x - (canScrollHorizontally ? velocity.x * factor : 0),
                       y: offset.y - (canScrollVertically ? velocity.y * factor : 0))
    }

    /// Scrolls by `delta` points at once (a mouse wheel or touchpad), inside the content.
    /// - Note: Tessera's entry point for window hosts; UIKit gets this from the system.
    public func applyScrollWheel(_ delta: CGPoint) {
        stopScrollingMotion()
        // Turned on past the top: a refresh control may take it as a pull.
        if delta.y < 0, contentOffset.y <= minimumContentOffset.y + 0.5 { edgeObserver?.scrollView(self, wheelPastTopBy: -delta.y) }
        let target = CGPoint(x: contentOffset.x + (canScrollHorizontally ? delta.x : 0),
                             y: contentOffset.y + (canScrollVertically ? delta.y : 0))
        contentOffset = clampedContentOffset(target)
        indicators.show(in: self)
    }

    /// The drag's translation kept to one axis when `isDirectionalLockEnabled`: the axis it
    /// first moved along by more (once it has moved 4 points).
    private func lockedTranslation(_ t: CGPoint) -> CGPoint {
        guard isDirectionalLockEnabled else { return t }
        if lockedDragAxis == nil, hypot(t.x, t.y) >= 4 { lockedDragAxis = abs(t.x) > abs(t.y) ? .horizontal : .vertical }
        switch lockedDragAxis {
        case .horizontal?: return CGPoint(x: t.x, y: 0)
        case .vertical?: return CGPoint(x: 0, y: t.y)
        default: return .zero
        }
    }

    /// `keyboardDismissMode`: a drag ends the text input of the scroll view's window.
    private func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none, let responder = UIResponder.currentFirstResponder as? UIView,
              responder.window === window else { return }
        _ = responder.resignFirstResponder()
    }

    /// Ends wheel scrolling: coasts on with UIKit's deceleration from `velocity` (points per
    /// second, in the content's direction) to where the layout wants it to rest.
    public func finishScrollWheel(velocity: CGPoint) {
        isDragging = true
        dragStartOffset = contentOffset
        finishDragging(velocity: CGPoint(x: -velocity.x, y: -velocity.y))
    }

    private func finishDragging(velocity: CGPoint) {
        edgeObserver?.scrollViewWillEndDragging(self)
        var target = projectedOffset(from: contentOffset, velocity: velocity)
        if isPagingEnabled { target = pagedOffset(target, velocity: velocity) }
        target = clampedContentOffset(restingOffset(forProposed: target, velocity: velocity))
        target = restingTarget(forProjected: target, velocity: velocity)
        // UIKit reports the velocity in points per millisecond, in the content's direction.
        var pointer = target
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000),
                                            targetContentOffset: &pointer)
        target = pointer
        isDragging = false
        let moves = abs(target.x - contentOffset.x) > 0.5 || abs(target.y - contentOffset.y) > 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { return }
        decelerate(to: target)
    }

    /// The page boundary nearest the flick's direction.
    private func pagedOffset(_ projected: CGPoint, velocity: CGPoint) -> CGPoint {
        func page(_ start: CGFloat, _ projectedValue: CGFloat, _ size: CGFloat, _ v: CGFloat) -> CGFloat {
            guard size > 0 else { return projectedValue }
            let current = (start / size).rounded()
            let step: CGFloat = v < -50 ? 1 : (v > 50 ? -1 : 0)
            return (step == 0 ? (projectedValue / size).rounded() : current + step) * size
        }
        return CGPoint(x: page(dragStartOffset.x, projected.x, bounds.width, velocity.x),
                       y: page(dragStartOffset.y, projected.y, bounds.height, velocity.y))
    }

    /// Glides to `target`: the remaining distance shrinks by the deceleration rate every
    /// millisecond (a bounce back uses a fixed half second instead), reporting each frame.
    func decelerate(to target: CGPoint) {
        stopScrollingMotion()
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let start = contentOffset
        let begin = MainLoop.shared.clock.now
        let outOfBounds = clampedContentOffset(start) != start
        let rate = Double(outOfBounds ? 0.99 : decelerationRate.rawValue)
        var lastSet = start
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            guard !self.glideWasInterrupted(expected: lastSet) else { return }
            let ms = (link.timestamp - begin) * 1000
            let remaining = CGFloat(pow(rate, ms))
            let offset = CGPoint(x: target.x + (start.x - target.x) * remaining, y: target.y + (start.y - target.y) * remaining)
            let done = abs(offset.x - target.x) < 0.5 && abs(offset.y - target.y) < 0.5
            self.contentOffset = done ? target : offset
            lastSet = self.contentOffset
            if done { self.endDeceleration() }
        }
        decelerationLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Whether the app moved the content during a glide (a pull-to-refresh header setting the
    /// offset as it grows the top inset): the glide ends there, as UIKit's does, and bounces back
    /// only when the new offset is out of bounds under the insets of now.
    private func glideWasInterrupted(expected: CGPoint) -> Bool {
        guard abs(contentOffset.x - expected.x) > 0.5 || abs(contentOffset.y - expected.y) > 0.5 else { return false }
        endDeceleration()
        let inBounds = clampedContentOffset(contentOffset)
        if inBounds != contentOffset, !isOffsetAnimating { decelerate(to: inBounds) }
        return true
    }

    private func endDeceleration() {
        decelerationLink?.invalidate()
        decelerationLink = nil
        isDecelerating = false
        delegate?.scrollViewDidEndDecelerating(self)
    }

    /// Stops a deceleration or an animated scroll where it is (a finger came down).
    func stopScrollingMotion() {
        stopOffsetAnimation()
        if decelerationLink != nil {
            decelerationLink?.invalidate()
            decelerationLink = nil
            isDecelerating = false
        }
    }
}
