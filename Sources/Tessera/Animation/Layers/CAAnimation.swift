import Foundation

/// Hears when an animation starts and stops.
///
/// Both methods are optional, as in Core Animation. `animationDidStop(_:finished:)` gets
/// `finished` true when the animation ran to its end, false when it was removed first
/// (`removeAnimation(forKey:)`, another animation added for its key, `removeAllAnimations()`).
/// - Note: Declared on the main actor, where Tessera calls it; Core Animation's protocol is
///   not isolated, and conformers are views and controllers on the main actor anyway.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit animation: added to a layer with `add(_:forKey:)`, it changes what the layer
/// shows (its presentation) and never its model values.
///
/// The layer keeps a copy made when it is added, so changing an animation afterwards changes
/// nothing on screen, as in Core Animation. Durations of 0 mean Core Animation's 0.25 s (in a
/// group, the group's duration). Values set by key (`setValue(_:forKey:)`) travel with the
/// copy, so a delegate can tell its animations apart.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying, @unchecked Sendable {
    open var timingFunction: CAMediaTimingFunction?
    /// Kept strongly, as Core Animation keeps it.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    private var values: [String: Any] = [:]

    public required override init() { super.init() }

    /// Values stored by key, as Core Animation's animations take any key.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { values[key] }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy with the same settings (what a layer keeps when the animation is added).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyValues(into: copy)
        return copy
    }

    /// Copies this class's settings; each subclass adds its own and calls super.
    func copyValues(into copy: CAAnimation) {
        copy.timingFunction = timingFunction
        copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.values = values
    }

    /// The timing of one pass, with `parentDuration` standing in for a duration of 0.
    func timing(defaultDuration: CFTimeInterval) -> MediaTiming {
        MediaTiming(duration: duration > 0 ? duration : defaultDuration, speed: CFTimeInterval(speed), timeOffset: timeOffset,
                    repeatCount: repeatCount, repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
    }

    /// Writes what the animation shows at `fraction` of a pass (`seconds` into it) into `p`.
    @MainActor func apply(fraction: CGFloat, seconds: CFTimeInterval, to p: inout LayerPresentation, layer: CALayer) {}

    /// Eased progress: the timing function applied to the fraction of a pass.
    func eased(_ fraction: CGFloat) -> CGFloat {
        timingFunction?.value(at: fraction) ?? fraction
    }
}

/// An animation of one property, named by its key path (`"position.x"`, `"transform.rotation.z"`,
/// `"strokeEnd"`).
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    /// Adds the animated value to the model value instead of replacing it.
    open var isAdditive = false
    /// - Note: Repeats start from the same value here; Core Animation adds up repeats of a
    ///   cumulative animation.
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(into copy: CAAnimation) {
        super.copyValues(into: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    /// Writes `value` at the key path, added to what is there when the animation is additive.
    @MainActor func show(_ value: LayerValue, in p: inout LayerPresentation, layer: CALayer) {
        guard let keyPath else { return }
        let path = LayerKeyPath(keyPath)
        guard isAdditive, let base = p.value(at: path, layer: layer) else { return p.set(value, at: path, layer: layer) }
        p.set(base.adding(value), at: path, layer: layer)
    }
}

/// An animation from one value to another: `fromValue`, `toValue` and `byValue` as Core
/// Animation combines them (a missing start is what is shown, a missing end the model value).
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func copyValues(into copy: CAAnimation) {
        super.copyValues(into: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    override func apply(fraction: CGFloat, seconds: CFTimeInterval, to p: inout LayerPresentation, layer: CALayer) {
        guard let keyPath, let (from, to) = ends(at: LayerKeyPath(keyPath), in: p, layer: layer) else { return }
        show(from.mixed(to: to, progress(fraction: fraction, seconds: seconds)), in: &p, layer: layer)
    }

    /// The progress to mix at: the eased fraction (a spring's own motion in its subclass).
    func progress(fraction: CGFloat, seconds: CFTimeInterval) -> CGFloat { eased(fraction) }

    /// The start and end, from the values given and, where one is missing, what is shown or
    /// the model's value.
    @MainActor private func ends(at path: LayerKeyPath, in p: LayerPresentation, layer: CALayer) -> (LayerValue, LayerValue)? {
        let from = LayerValue(fromValue), to = LayerValue(toValue), by = LayerValue(byValue)
        let shown = isAdditive ? LayerValue.zero(like: from ?? to ?? by) : p.value(at: path, layer: layer)
        let model = isAdditive ? shown : layer.modelValue(at: path)
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return model.map { (from, $0) }
        case let (nil, to?, nil): return shown.map { ($0, to) }
        case let (nil, nil, by?): return shown.map { ($0, $0.adding(by)) }
        case (nil, nil, nil): return shown.flatMap { s in model.map { (s, $0) } }
        }
    }
}

extension LayerValue {
    /// The zero of a value's kind: where an additive animation's missing end starts.
    static func zero(like value: LayerValue?) -> LayerValue? {
        switch value {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .transform: .transform(.identity)
        default: nil
        }
    }
}

/// What Core Animation runs when a layer's property changes: an animation, or `NSNull` for
/// nothing.
public protocol CAAction {}

extension CAAnimation: CAAction {}
extension NSNull: CAAction {}
