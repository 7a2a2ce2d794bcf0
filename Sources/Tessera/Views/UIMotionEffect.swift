import Foundation

/// Changes a view's properties as the device tilts (parallax). A desktop has no motion
/// sensor: the viewer's offset stays zero, so effects are kept and computed but change nothing.
@preconcurrency @MainActor open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    /// The key paths to change and their values for the viewer's offset (each axis −1…1).
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// Moves a key path's value between two relative values as the viewer's offset goes along an axis.
@preconcurrency @MainActor open class UIInterpolatingMotionEffect: UIMotionEffect {
    public enum EffectType: Int, Sendable { case tiltAlongHorizontalAxis, tiltAlongVerticalAxis }

    public let keyPath: String
    public let type: EffectType
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The value between the minimum and maximum for the offset along the effect's axis
    /// (numbers only: `CGFloat`, `Double`, `Int`).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else { return nil }
        let along = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (min(1, max(-1, along)) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

/// Several motion effects applied together.
@preconcurrency @MainActor open class UIMotionEffectGroup: UIMotionEffect {
    open var motionEffects: [UIMotionEffect]?

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let merged = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
            .reduce(into: [String: Any]()) { result, values in result.merge(values) { $1 } }
        return merged.isEmpty ? nil : merged
    }
}

/// The side table for views' motion effects.
private nonisolated(unsafe) var motionEffectsKey: UInt8 = 0

extension UIView {
    /// The view's motion effects (kept: a desktop does not tilt).
    public var motionEffects: [UIMotionEffect] {
        get { objc_getAssociatedObject(self, &motionEffectsKey) as? [UIMotionEffect] ?? [] }
        set { objc_setAssociatedObject(self, &motionEffectsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    public func removeMotionEffect(_ effect: UIMotionEffect) { motionEffects.removeAll { $0 === effect } }
}
