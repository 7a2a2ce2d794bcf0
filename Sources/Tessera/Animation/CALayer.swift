import Foundation

/// The model behind a view's geometry and appearance, or a free-standing layer of its own
/// (`view.layer.addSublayer(_:)`), with its running animations.
///
/// Setting a property changes the model value at once. Inside a `UIView.animate` block, a
/// view's layer also starts an animation from the value on screen to the new one; outside,
/// setting a different value removes any running animation of that property (its completion
/// gets `finished` false); setting the value it already has changes nothing. Explicit
/// animations (`add(_:forKey:)`) change only what is shown. ``presentation()`` gives the
/// values on screen now.
///
/// A free-standing layer draws its background, border, shadow and its class's content
/// (``CAShapeLayer``, ``CAGradientLayer``, ``CATextLayer``, `contents`) and its sublayers,
/// flattened: a perspective transform on one shows as its flat (affine) part.
/// - Note: Colours are `UIColor` (`CGColor` names it) and paths `UIBezierPath` (`CGPath`).
@preconcurrency @MainActor open class CALayer: NSObject {
    /// The model values.
    public private(set) var model = LayerState()
    private var animations: [LayerAnimation] = []
    var transition: ViewTransition?
    /// The view this layer backs, if it backs one.
    @_spi(Host) public internal(set) weak var owningView: UIView?
    /// The delegate set on a free-standing layer (a view's layer's delegate is its view).
    weak var layerDelegate: CALayerDelegate?
    /// Free-standing sublayers and where they sit among a view's subviews.
    let tree = SublayerTree()
    /// Animations added with `add(_:forKey:)`; nil until the first.
    var explicitAnimations: ExplicitAnimations?
    /// The layer set as `mask`, when it is not a view's.
    @_spi(Host) public internal(set) var maskLayer: CALayer?
    /// The layer's own clock: `speed`, `timeOffset` and `beginTime` (pausing its animations).
    var clock = LayerClock()
    /// The image the layer shows (`contents`) and how it fits.
    var contentsImage = LayerContents()
    /// A name to find the layer by.
    public var name: String?
    /// How the layer is rasterized and smoothed, and the transform of its sublayers.
    var renderingHints = LayerRenderingHints()
    /// Actions for keys, looked up when a free-standing layer's property changes
    /// (`["position": NSNull()]` turns one off; see `CALayer+Actions.swift`).
    public var actions: [String: CAAction]?
    /// Whether a renderer has drawn the layer: only then do changes run implicit animations.
    @_spi(Host) public var hasBeenDrawn = false

    /// Bumped whenever what the view draws changes; renderers redraw cached content when it moves.
    public private(set) var contentVersion = 0
    /// A renderer's cache for this layer's content; Tessera never reads it.
    public var backingStore: AnyObject?

    /// A layer with Core Animation's defaults. Required, so Tessera can make a layer of any
    /// class through its metatype: a view's `layerClass`, and presentation layers.
    public required override init() { super.init() }

    /// A layer from an archive: a layer with the defaults (the coder's values are not read).
    public required init?(coder: NSCoder) { super.init() }

    /// A layer with the values of `layer`, as Core Animation makes presentation layers;
    /// subclasses copy their own values and call super.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        model = other.model
        copyAppearance(from: other)
    }

    func contentDidChange() { contentVersion &+= 1; markDirty() }

    // MARK: Drawing and layout of the layer's own

    /// Marks the layer's drawing as changed (a view's layer: the view's `setNeedsDisplay()`).
    open func setNeedsDisplay() {
        if let view = owningView { return view.setNeedsDisplay() }
        contentDidChange()
    }

    /// Draws the layer's content; a layer class of the app's own overrides it. The context is
    /// in the layer's bounds coordinates.
    open func draw(in ctx: CGContext) {}

    /// Lays out sublayers; called when the layer's size changed or ``setNeedsLayout()`` was
    /// called, in the layout pass of the view the layer is in. A view's layer lays out through
    /// its view (`layoutSubviews()`, then `layoutSublayers(of:)`).
    open func layoutSublayers() {}

    /// Asks for ``layoutSublayers()`` in the next layout pass.
    open func setNeedsLayout() {
        if let view = owningView { return view.setNeedsLayout() }
        tree.needsLayout = true
        hostView?.noteSublayerNeedsLayout()
    }

    /// Runs ``layoutSublayers()`` now if it is due.
    open func layoutIfNeeded() {
        if let view = owningView { return view.layoutIfNeeded() }
        guard tree.needsLayout else { return }
        tree.needsLayout = false
        layoutSublayers()
    }

    /// Whether ``layoutSublayers()`` is due.
    open func needsLayout() -> Bool { owningView?.needsLayout ?? tree.needsLayout }

    /// Whether the layer's drawing is redone when a key changes; a layer class of the app's
    /// own answers for its own animatable properties.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    func markDirty() { MainLoop.shared.needsDisplay = true }

    open var bounds: CGRect {
        get { model.bounds }
        set {
            let sizeChanged = newValue.size != model.bounds.size
            set(.bounds, .rect(newValue))
            if sizeChanged {
                contentDidChange()
                if owningView == nil { setNeedsLayout() }
            }
        }
    }
    open var position: CGPoint {
        get { model.position }
        set { set(.position, .point(newValue)) }
    }
    public var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { model.anchorPoint = newValue; markDirty() }
    }
    open var transform: CATransform3D {
        get { model.transform }
        set { set(.transform, .transform(newValue)) }
    }
    open var opacity: Float {
        get { Float(model.opacity) }
        set { opacityValue = CGFloat(newValue) }
    }
    /// The opacity at full precision (UIView's `alpha`).
    var opacityValue: CGFloat {
        get { model.opacity }
        set { set(.opacity, .scalar(newValue)) }
    }
    open var backgroundColor: UIColor? {
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
        set { changeAnimatable("cornerRadius") { model.cornerRadius = max(0, newValue.isFinite ? newValue : 0) } }
    }
    /// The corners `cornerRadius` rounds; all by default.
    public var maskedCorners: CACornerMask {
        get { model.maskedCorners }
        set { model.maskedCorners = newValue; markDirty() }
    }
    public var borderWidth: CGFloat {
        get { model.borderWidth }
        set { changeAnimatable("borderWidth") { model.borderWidth = max(0, newValue.isFinite ? newValue : 0) } }
    }
    public var borderColor: UIColor? {
        get { model.borderColor }
        set { changeAnimatable("borderColor") { model.borderColor = newValue } }
    }
    /// A polygon that replaces the layer's rectangle as its outline (see ``LayerState/clipOutline``).
    var clipOutline: [CGPoint]? {
        get { model.clipOutline }
        set { model.clipOutline = newValue; markDirty() }
    }
    /// The frame in the superlayer, from position, bounds, anchor point and transform.
    /// Setting it sets the bounds' size and the position (the transform is left as it is).
    open var frame: CGRect {
        get { model.frame }
        set {
            let rect = newValue.standardized
            guard FiniteInput.isFinite(rect.minX, "CALayer.frame.origin.x", "the frame is left as it is"),
                  FiniteInput.isFinite(rect.minY, "CALayer.frame.origin.y", "the frame is left as it is"),
                  FiniteInput.isFinite(rect.width, "CALayer.frame.width", "the frame is left as it is"),
                  FiniteInput.isFinite(rect.height, "CALayer.frame.height", "the frame is left as it is") else { return }
            bounds = CGRect(origin: bounds.origin, size: rect.size)
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        }
    }
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
    /// The layer whose alpha shows this layer through: a layer set here (a gradient that
    /// fades the edge, a shimmer), or the layer of a view's `mask`. Its frame is in this
    /// layer's coordinates.
    public var mask: CALayer? {
        get { maskLayer ?? owningView?.mask?.layer }
        set {
            maskLayer = newValue
            markDirty()
        }
    }

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
        if let context, context.enabled, owningView != nil, let keyframe = context.keyframe {
            addKeyframe(property, from: shown, to: value, keyframe, context: context, now: now)
        } else if let context, context.enabled, owningView != nil {
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
            if owningView == nil, runsActions, shown != value { runImplicitAction(for: property, from: shown) }
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
        removeAllExplicitAnimations()
        let removed = animations
        animations.removeAll()
        for animation in removed { animation.group?.end(interrupted: true) }
        if let transition {
            self.transition = nil
            transition.group?.end(interrupted: true)
        }
    }

    /// The keys of the animations running now: the properties a `UIView.animate` block
    /// animates and the keys explicit animations were added for; nil when none runs.
    public func animationKeys() -> [String]? {
        let keys = animations.map { $0.property.rawValue } + (explicitAnimations?.keys ?? [])
        return keys.isEmpty ? nil : keys
    }

    /// Whether no `UIView.animate` animation runs on this layer.
    var animationsAreEmpty: Bool { animations.isEmpty }

    var hasRunningAnimations: Bool { !animations.isEmpty || transition != nil || !(explicitAnimations?.isEmpty ?? true) }

    func retireAnimations(endedBy now: TimeInterval) {
        advanceExplicitAnimations(to: now)
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
            || (explicitAnimations?.hasFinite ?? false) && timeRuns
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
        guard explicitAnimations == nil else { return presented(at: now).state }
        guard !animations.isEmpty else { return model }
        return implicitlyAnimatedState(at: now)
    }

    /// The model with the animations of `UIView.animate` blocks applied.
    func implicitlyAnimatedState(at now: TimeInterval) -> LayerState {
        var state = model
        for animation in animations { state.set(animation.property, to: animation.value(at: now)) }
        return state
    }

    /// The values shown now.
    public var presentedState: LayerState { presentedState(at: MainLoop.shared.clock.now) }

    /// A detached layer holding the values shown now, as Core Animation's `presentation()`:
    /// a layer of the same class (made with `init()`), with the model's values, Tessera's
    /// classes' own values (a shape layer's `strokeEnd`) and what animations show.
    /// - Note: Stored properties a layer class of the app's own adds keep their `init()` values
    ///   in the copy (Core Animation copies them with `init(layer:)`).
    public func presentation() -> Self? {
        let shown = presented(at: MainLoop.shared.clock.now)
        let copy = type(of: self).init()
        copy.model = shown.state
        copy.copyAppearance(from: self)
        copy.copyOwnValues(from: self)
        copy.applyPresentedValues(shown.extra)
        return copy
    }

    /// Copies the values a Tessera layer class keeps itself from `other` (of the same class).
    func copyOwnValues(from other: CALayer) {}

    /// Sets presented values of the class's own properties on a presentation copy.
    func applyPresentedValues(_ values: [String: LayerValue]) {}

    /// What the layer draws of its own, as shown in `p`: `contents`, then what ``draw(in:)``
    /// draws, then (in subclasses) the class's content — a shape, a gradient, text.
    func ownContentCommands(_ p: LayerPresentation) -> [DrawingCommand] {
        baseContentCommands(bounds: p.state.bounds)
    }

    /// The model value of a property the class keeps itself (not in ``LayerState``).
    func ownLayerValue(forKey key: String) -> LayerValue? { nil }

    /// Copies what is not in ``LayerState``: the shadow path, the mask, the name, the
    /// contents; subclasses copy their own values in `init(layer:)`.
    func copyAppearance(from other: CALayer) {
        shadowPathValue = other.shadowPathValue
        maskLayer = other.maskLayer
        name = other.name
        contentsImage = other.contentsImage
    }
    /// The transition shown at time `now`, if one runs.
    public func transitionFrame(at now: TimeInterval) -> TransitionFrame? {
        guard let transition, (transition.group?.localTime(now) ?? now) < transition.endTime else { return nil }
        return transition.frame(at: now, size: model.bounds.size)
    }
}
