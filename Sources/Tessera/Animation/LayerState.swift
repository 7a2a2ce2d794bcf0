import Foundation
import TesseraCore

/// The geometry and appearance of a layer at one moment: its model values, or the presented
/// values an animation shows.
public struct LayerState: Sendable {
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var transform: CATransform3D = .identity
    public var opacity: CGFloat = 1
    public var backgroundColor: UIColor?
    public var zPosition: CGFloat = 0
    public var isHidden = false
    public var masksToBounds = false
    public var cornerRadius: CGFloat = 0
    public var maskedCorners = CACornerMask.all
    public var borderWidth: CGFloat = 0
    public var borderColor: UIColor?
    /// A polygon in the layer's bounds that replaces its (rounded) rectangle as its outline:
    /// what it fills and, with `masksToBounds`, what it clips to (a drag preview's `visiblePath`).
    public var clipOutline: [CGPoint]?
    /// The shadow under the layer's outline (or `shadowPath`), as Core Animation draws it; nil
    /// until a shadow property is set, so layers without one copy no shadow state.
    public var shadow: LayerShadow?

    public init() {}

    func value(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .transform: return .transform(transform)
        case .opacity: return .scalar(opacity)
        case .backgroundColor: return .color(backgroundColor)
        }
    }

    mutating func set(_ property: AnimatableProperty, to value: AnimatableValue) {
        switch (property, value) {
        case let (.bounds, .rect(r)): bounds = r
        case let (.position, .point(p)): position = p
        case let (.transform, .transform(t)): transform = t
        case let (.opacity, .scalar(s)): opacity = s
        case let (.backgroundColor, .color(c)): backgroundColor = c
        default: assertionFailure("mismatched value \(value) for \(property)")
        }
    }

    /// The map from this layer's own coordinates to its superlayer's: move the anchor point to
    /// the origin, apply `transform` (flattened to the plane), move to `position`.
    public var homographyToSuperlayer: Homography {
        let anchorX = bounds.minX + anchorPoint.x * bounds.width
        let anchorY = bounds.minY + anchorPoint.y * bounds.height
        var h = Homography.translation(-anchorX, -anchorY)
        if transform != .identity { h = h.concatenating(Homography(flattening: transform)) }
        return h.concatenating(.translation(position.x, position.y))
    }

    /// The frame in the superlayer: the bounding box of the transformed bounds.
    public var frame: CGRect {
        if transform == .identity {
            return CGRect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                          width: bounds.width, height: bounds.height)
        }
        guard let quad = homographyToSuperlayer.quad(of: bounds) else { return .null }
        return CGRect.bounding(quad)
    }
}
