import Foundation

/// Animations and completions run as the pointer enters or leaves a region.
@preconcurrency @MainActor public protocol UIPointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// What a pointer interaction asks: the region under the pointer, its style, and the moments
/// the pointer enters and leaves it.
@preconcurrency @MainActor public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region for the pointer at `request.location`; nil: none (the system pointer). By
    /// default, `defaultRegion` (the view's bounds).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style in `region`; nil: the system pointer. By default, an automatic effect on the
    /// view.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating)
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction.view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) }
    }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
}

/// Gives its view a pointer style as the pointer moves over it, region by region.
///
/// As the pointer comes over the view (and on each move), the delegate names the region under
/// it and the style there. Entering a region calls `willEnter` (leaving the last one
/// `willExit` first), whose animator's animations run with the effect. On a desktop the style
/// shows as the cursor (a hand over an effect, a text beam for the beams, none when hidden)
/// and an effect as a rounded highlight over the view (`lift` also scales it up 5 %).
@preconcurrency @MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIPointerInteractionDelegate?
    public private(set) weak var view: UIView?
    open var isEnabled = true { didSet { if !isEnabled { leave() } } }
    private let hover = UIHoverGestureRecognizer()
    /// The region the pointer is in, and the highlight showing for it.
    private var current: (region: UIPointerRegion, highlight: PointerHighlight?)?

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
        hover.addHandler { [weak self] recognizer in self?.pointerChanged(recognizer) }
    }

    /// For an interaction that is its own delegate (a button's).
    func setDelegate(_ delegate: UIPointerInteractionDelegate) { self.delegate = delegate }

    /// Asks the delegate again for the region and style (after they changed).
    open func invalidate() {
        guard current != nil else { return }
        leave()
        pointerChanged(hover)
    }

    public func willMove(to view: UIView?) {
        leave()
        self.view?.removeGestureRecognizer(hover)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(hover)
    }

    private func pointerChanged(_ recognizer: UIGestureRecognizer) {
        guard isEnabled, let view, recognizer.state == .began || recognizer.state == .changed else { return leave() }
        let location = recognizer.location(in: view)
        let request = UIPointerRegionRequest(location: location, modifiers: [])
        let fallback = UIPointerRegion(rect: view.bounds)
        let region = delegate?.pointerInteraction(self, regionFor: request, defaultRegion: fallback) ?? fallback
        if let current, current.region === region || (region.identifier != nil && current.region.identifier == region.identifier) { return }
        leave()
        enter(region)
    }

    private func enter(_ region: UIPointerRegion) {
        let style = delegate?.pointerInteraction(self, styleFor: region)
            ?? (delegate == nil ? view.map { UIPointerStyle(effect: .automatic(UITargetedPreview(view: $0))) } : nil)
        let highlight = style?.effect.map { PointerHighlight(effect: $0) }
        current = (region, highlight)
        PointerCursor.current = style?.cursor ?? .arrow
        let animator = PointerAnimator()
        delegate?.pointerInteraction(self, willEnter: region, animator: animator)
        animator.run { highlight?.show() }
    }

    private func leave() {
        guard let (region, highlight) = current else { return }
        current = nil
        PointerCursor.current = .arrow
        let animator = PointerAnimator()
        delegate?.pointerInteraction(self, willExit: region, animator: animator)
        animator.run { highlight?.hide() }
    }
}

/// Runs the delegate's animations with the effect's change, then its completions.
@MainActor final class PointerAnimator: UIPointerInteractionAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(Bool) -> Void] = []
    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }

    func run(with change: @escaping () -> Void) {
        let animations = self.animations
        let completions = self.completions
        UIView.animate(withDuration: 0.15, animations: {
            change()
            animations.forEach { $0() }
        }, completion: { finished in completions.forEach { $0(finished) } })
    }
}

/// An effect shown on the desktop: a rounded tint over the preview's view (a lift also scales
/// the view up a little).
@MainActor final class PointerHighlight {
    let effect: UIPointerEffect
    private let overlay = UIView()

    init(effect: UIPointerEffect) {
        self.effect = effect
        overlay.isUserInteractionEnabled = false
        overlay.backgroundColor = .systemFill
        overlay.layer.cornerRadius = UIPointerShape.defaultCornerRadius
        overlay.alpha = 0
    }

    func show() {
        let view = effect.preview.view
        overlay.frame = view.bounds.insetBy(dx: -4, dy: -2)
        view.addSubview(overlay)
        overlay.alpha = 1
        if case .lift = effect { view.transform = CGAffineTransform(scaleX: 1.05, y: 1.05) }
    }

    func hide() {
        overlay.alpha = 0
        overlay.removeFromSuperview()
        if case .lift = effect { effect.preview.view.transform = .identity }
    }
}
