import Foundation

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (or along a path, for a point property) at given
/// fractions of its duration.
///
/// `keyTimes` default to even steps; `timingFunctions` ease each step. `.discrete` jumps to
/// each value at its time; `.linear` moves in straight lines; `.paced` spaces the steps by
/// their length (for numbers and points); `.cubic` moves as `.linear`.
/// - Note: `rotationMode` is kept but the layer does not turn along the path.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var rotationMode: CAAnimationRotationMode?
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    override func copyValues(into copy: CAAnimation) {
        super.copyValues(into: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path?.copiedPath()
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
    }

    override func apply(fraction: CGFloat, seconds: CFTimeInterval, to p: inout LayerPresentation, layer: CALayer) {
        let frames = keyframes()
        guard !frames.isEmpty, let value = value(of: frames, at: eased(fraction)) else { return }
        show(value, in: &p, layer: layer)
    }

    /// The values, or the points along `path` (flattened), which then take their place.
    private func keyframes() -> [LayerValue] {
        if let path {
            return path.flattened.flatMap { subpath in subpath.points.map(LayerValue.point) }
        }
        return (values ?? []).compactMap(LayerValue.init)
    }

    /// The time of each keyframe as a fraction of the duration.
    private func times(for frames: [LayerValue]) -> [CGFloat] {
        let count = frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced || path != nil {
            return KeyframeTimes.paced(frames)
        }
        if let keyTimes, keyTimes.count == count {
            return keyTimes.map { CGFloat($0.doubleValue) }
        }
        if calculationMode == .discrete { return (0..<count).map { CGFloat($0) / CGFloat(count) } }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    private func value(of frames: [LayerValue], at progress: CGFloat) -> LayerValue? {
        let times = times(for: frames)
        guard let last = frames.last else { return nil }
        guard let index = times.lastIndex(where: { $0 <= progress }) else { return frames.first }
        if calculationMode == .discrete || index >= frames.count - 1 { return index < frames.count ? frames[index] : last }
        let span = times[index + 1] - times[index]
        var t = span > 0 ? (progress - times[index]) / span : 1
        if let functions = timingFunctions, index < functions.count { t = functions[index].value(at: t) }
        return frames[index].mixed(to: frames[index + 1], t)
    }
}

/// Key times spaced by the length of each step, as a paced keyframe animation moves.
enum KeyframeTimes {
    static func paced(_ frames: [LayerValue]) -> [CGFloat] {
        guard frames.count > 1 else { return [0] }
        var lengths: [CGFloat] = [0]
        for (a, b) in zip(frames, frames.dropFirst()) { lengths.append(lengths.last! + distance(a, b)) }
        let total = lengths.last!
        guard total > 0 else { return frames.indices.map { CGFloat($0) / CGFloat(frames.count - 1) } }
        return lengths.map { $0 / total }
    }

    private static func distance(_ a: LayerValue, _ b: LayerValue) -> CGFloat {
        switch (a, b) {
        case let (.number(x), .number(y)): abs(y - x)
        case let (.point(p), .point(q)): hypot(q.x - p.x, q.y - p.y)
        default: 1
        }
    }
}
