import Foundation

/// The model behind every view's geometry and appearance, with its running animations.
///
/// Setting a property changes the model value at once. Inside a `UIView.animate` block, a
/// view's layer also starts an animation from the value on screen to the new one; outside,
/// setting a different value removes any running animation of that property (its completion
/// gets `finished` false); setting the value it already has changes nothing.
/// ``presentation()`` gives the values on screen now.
/// - Note: A layer here always belongs to a view; there are no free-standing sublayers, and
///   colours are `UIColor` rather than `CGColor`.
@preconcurrency @MainActor open class CALayer {
    /// The model values.
    public private(set) var model = LayerState()
    private var animations: [LayerAnimation] = []
    private(set) var transition: ViewTransition?
    /// The view this layer backs.
    public internal(set) weak var delegate: UIView?

    /// Bumped whenever what the view draws changes; renderers redraw cached content when it moves.
    public private(set) var contentVersion = 0
    /// A renderer's cache for this layer's content; Tessera never reads it.
    public var backingStore: AnyObject?

    public init() {}

    func contentDidChange() { contentVersion &+= 1; markDirty() }
    func markDirty() { MainLoop.shared.needsDisplay = true }

    public var bounds: CGRect {
        get { model.bounds }
        set {
            let sizeChanged = newValue.size != model.bounds.size
            set(.bounds, .rect(newValue))
            if sizeChanged { contentDidChange() }
        }
    }
    public var position: CGPoint {
        get { model.position }
        set { set(.position, .point(newValue)) }
    }
    public var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue; markDirty() }
    }
    public var transform: CATransform3D {
        get { model.transform }
        set { set(.transform, .transform(newValue)) }
    }
    public var opacity: Float {
        get { Float(model.opacity) }
        set { opacityValue = CGFloat(newValue) }
    }
    /// The opacity at full precision (UIView's `alpha`).
    var opacityValue: CGFloat {
        get { model.opacity }
        set { set(.opacity, .scalar(newValue)) }
    }
    public var backgroundColor: UIColor? {
        get { model.backgroundColor }
        set { set(.backgroundColor, .color(newValue)) }
    }
    public var zPosition: CGFloat {
        get { model.zPosition }
        set { model.zPosition = newValue; markDirty() }
    }
    public var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue; markDirty() }
    }
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { model.masksToBounds = newValue; markDirty() }
    }
    public var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { model.cornerRadius = max(0, newValue.isFinite ? newValue : 0); markDirty() }
    }
    /// The corners `cornerRadius` rounds; all by default.
    public var maskedCorners: CACornerMask {
        get { model.maskedCorners }
        set { model.maskedCorners = newValue; markDirty() }
    }
    public var borderWidth: CGFloat {
        get { model.borderWidth }
        set { model.borderWidth = max(0, newValue.isFinite ? newValue : 0); markDirty() }
    }
    public var borderColor: UIColor? {
        get { model.borderColor }
        set { model.borderColor = newValue; markDirty() }
    }
    /// A polygon that replaces the layer's rectangle as its outline (see ``LayerState/clipOutline``).
    var clipOutline: [CGPoint]? {
        get { model.clipOutline }
        set { model.clipOutline = newValue; markDirty() }
    }
    /// The frame in the superlayer, from position, bounds, anchor point and transform.
    public var frame: CGRect { model.frame }
    /// `shadowPath` as set (a copy); the model keeps its polygons.
    var shadowPathValue: UIBezierPath?
    func changeShadow(_ change: (inout LayerShadow) -> Void) {
        var shadow = model.shadow ?? LayerShadow()
        change(&shadow)
        model.shadow = shadow
        markDirty()
    }
    /// Whether the back of the layer shows when it is turned away (Core Animation's default:
    /// true); Tessera draws layers flattened, so a turned layer always shows.
    public var isDoubleSided = true
    /// The layer's opacity mask: the layer of a view's `mask`.
    public var mask: CALayer? { delegate?.mask?.layer }

    // MARK: Animation

    /// Sets a model value and, inside an animation block, animates to it from what is shown.
    private func set(_ property: AnimatableProperty, _ value: AnimatableValue) {
        let now = MainLoop.shared.clock.now
        let context = AnimationContext.current
        // Setting the value it already has, outside an animation block, changes nothing and
        // leaves a running animation alone (layout passes do this all the time).
        if context?.enabled != true, model.value(of: property) == value { return }
        let shown = presentedValue(of: property, at: now)
        model.set(property, to: value)
        markDirty()
        if let context, context.enabled, delegate != nil, let keyframe = context.keyframe {
            addKeyframe(property, from: shown, to: value, keyframe, context: context, now: now)
        } else if let context, context.enabled, delegate != nil {
            let existing = animation(for: property)
            guard shown != value || existing != nil else { return }
            // Set again to the same end in the same block: the running animation already goes there.
            if let existing, existing.group === context.group, existing.to == value { return }
            // Replacing an animation of the same block is not an interruption of that block.
            removeAnimation(for: property, interrupted: existing?.group !== context.group)
            guard shown != value else { return }
            let begin = context.group?.localTime(now) ?? now
            let animation = LayerAnimation(property: property, from: shown, to: value, beginTime: begin,
                                           timing: context.timing, group: context.group)
            context.group?.add(self)
            context.group?.noteSpan(begin: begin, end: animation.endTime)
            animations.append(animation)
            AnimationEngine.shared.track(self)
        } else {
            removeAnimation(for: property, interrupted: true)
        }
    }

    /// A change inside a keyframe: a segment of the property's keyframe animation in this block,
    /// made with the first one (from what is shown) and joined by the later ones.
    private func addKeyframe(_ property: AnimatableProperty, from shown: AnimatableValue, to value: AnimatableValue,
                             _ keyframe: (start: CGFloat, end: CGFloat, discrete: Bool), context: AnimationContext, now: TimeInterval) {
        if let existing = animation(for: property), existing.group === context.group, var segments = existing.keyframes {
            // Starts from where the keyframes before it leave the property.
            let before = segments.filter { $0.start <= keyframe.start }.last?.to ?? existing.from
            segments.append(KeyframeSegment(start: keyframe.start, end: keyframe.end, from: before, to: value, discrete: keyframe.discrete))
            existing.keyframes = segments.sorted { $0.start < $1.start }
            existing.to = existing.keyframes?.last?.to ?? value
            return
        }
        removeAnimation(for: property, interrupted: animation(for: property)?.group !== context.group)
        let begin = context.group?.localTime(now) ?? now
        let animation = LayerAnimation(property: property, from: shown, to: value, beginTime: begin,
                                       timing: context.timing, group: context.group)
        animation.keyframes = [KeyframeSegment(start: keyframe.start, end: keyframe.end, from: shown, to: value, discrete: keyframe.discrete)]
        context.group?.add(self)
        context.group?.noteSpan(begin: begin, end: animation.endTime)
        animations.append(animation)
        AnimationEngine.shared.track(self)
    }

    private func animation(for property: AnimatableProperty) -> LayerAnimation? {
        animations.first { $0.property == property }
    }

    private func removeAnimation(for property: AnimatableProperty, interrupted: Bool) {
        guard let index = animations.firstIndex(where: { $0.property == property }) else { return }
        let removed = animations.remove(at: index)
        removed.group?.end(interrupted: interrupted)
    }

    /// Ends the animations of `group` with the values they show at `now` as model values.
    func freezeAnimations(of group: AnimationGroup, at now: TimeInterval) {
        let stopped = animations.filter { $0.group === group }
        animations.removeAll { $0.group === group }
        for animation in stopped {
            model.set(animation.property, to: animation.value(at: now))
            group.end(interrupted: true)
        }
        markDirty()
    }

    /// Removes every running animation; their completions get `finished` false.
    public func removeAllAnimations() {
        let removed = animations
        animations.removeAll()
        for animation in removed { animation.group?.end(interrupted: true) }
        if let transition {
            self.transition = nil
            transition.group?.end(interrupted: true)
        }
    }

    /// The properties being animated now.
    public var animationKeys: [String] { animations.map { $0.property.rawValue } }

    var hasRunningAnimations: Bool { !animations.isEmpty || transition != nil }

    func retireAnimations(endedBy now: TimeInterval) {
        let ended = animations.filter { $0.hasEnded(by: now) }
        guard !ended.isEmpty || (transition?.hasEnded(by: now) ?? false) else { return }
        animations.removeAll { $0.hasEnded(by: now) }
        for animation in ended {
            // Run backwards to its start (a cancelled interactive transition, a reversed
            // animator): the layer keeps the value it started from.
            if animation.group?.isReversed == true { model.set(animation.property, to: animation.from) }
            animation.group?.end(interrupted: false)
        }
        if !ended.isEmpty { markDirty() }
        if let transition, transition.hasEnded(by: now) {
            self.transition = nil
            transition.group?.end(interrupted: false)
        }
    }

    /// Whether an animation runs on its own (not held paused by its group).
    var hasUnpausedAnimations: Bool {
        animations.contains { $0.group?.isPaused != true } || (transition.map { $0.group?.isPaused != true } ?? false)
    }

    /// Clock steps add up with rounding error; an animation within a microsecond of its end has ended.
    static let endTolerance: TimeInterval = 1e-6

    func begin(_ transition: ViewTransition) {
        if let old = self.transition { old.group?.end(interrupted: true) }
        self.transition = transition
        transition.group?.add(self)
        transition.group?.noteSpan(begin: transition.beginTime, end: transition.endTime)
        AnimationEngine.shared.track(self)
    }

    private func presentedValue(of property: AnimatableProperty, at now: TimeInterval) -> AnimatableValue {
        animation(for: property)?.value(at: now) ?? model.value(of: property)
    }

    /// The values shown at time `now`: the model with running animations applied.
    public func presentedState(at now: TimeInterval) -> LayerState {
        guard !animations.isEmpty else { return model }
        var state = model
        for animation in animations { state.set(animation.property, to: animation.value(at: now)) }
        return state
    }

    /// The values shown now.
    public var presentedState: LayerState { presentedState(at: MainLoop.shared.clock.now) }

    /// A detached layer holding the values shown now, as Core Animation's `presentation()`.
    public func presentation() -> CALayer? {
        let copy = CALayer()
        copy.model = presentedState
        return copy
    }

    /// The transition shown at time `now`, if one runs.
    public func transitionFrame(at now: TimeInterval) -> TransitionFrame? {
        guard let transition, (transition.group?.localTime(now) ?? now) < transition.endTime else { return nil }
        return transition.frame(at: now, size: model.bounds.size)
    }
}
