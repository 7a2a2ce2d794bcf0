import Foundation

/// A layer's shadow: Core Animation's five properties. Drawn under the layer when its opacity
/// and colour are set: the shape is `path` when given, else the layer's (rounded) outline
/// when it has a background colour; it is offset by `offset` and softened over `radius`.
public struct LayerShadow: Sendable, Equatable {
    /// Core Animation's default colour, opaque black (one shared instance).
    @MainActor static let defaultColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    public var color: UIColor?
    public var opacity: Float = 0
    /// Core Animation's default: 3 points up.
    public var offset = CGSize(width: 0, height: -3)
    public var radius: CGFloat = 3
    /// Polygons of `shadowPath`, in the layer's coordinates.
    public var path: [[CGPoint]]?

    @MainActor public init() { color = LayerShadow.defaultColor }

    /// Whether anything is drawn.
    public var isVisible: Bool { opacity > 0.001 && (color?.alpha ?? 0) > 0.001 }
}

extension CALayer {
    public var shadowColor: CGColor? {
        get { model.shadow?.color ?? LayerShadow.defaultColor }
        set { changeShadow { $0.color = newValue } }
    }
    public var shadowOpacity: Float {
        get { model.shadow?.opacity ?? 0 }
        set {
            let opacity = CGFloat(newValue)
            let finite = FiniteInput.isFinite(opacity, "CALayer.shadowOpacity", "the shadow is not drawn") ? opacity : 0
            changeShadow { $0.opacity = Float(min(1, max(0, finite))) }
        }
    }
    public var shadowOffset: CGSize {
        get { model.shadow?.offset ?? CGSize(width: 0, height: -3) }
        set {
            let offset = CGSize(width: FiniteInput.checked(newValue.width, "CALayer.shadowOffset.width"),
                                height: FiniteInput.checked(newValue.height, "CALayer.shadowOffset.height"))
            changeShadow { $0.offset = offset }
        }
    }
    public var shadowRadius: CGFloat {
        get { model.shadow?.radius ?? 3 }
        set { changeShadow { $0.radius = max(0, FiniteInput.checked(newValue, "CALayer.shadowRadius")) } }
    }
    /// The shadow's shape; the layer's outline when nil.
    public var shadowPath: CGPath? {
        get { shadowPathValue }
        set {
            shadowPathValue = newValue?.copiedPath()
            changeShadow { $0.path = newValue.map { $0.flattened.map(\.points) } }
        }
    }
}
