import Foundation
import TesseraCore

/// Core Animation's hints on how a layer is drawn, and the transform applied to its sublayers.
struct LayerRenderingHints {
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var allowsEdgeAntialiasing = false
    var allowsGroupOpacity = true
    var isOpaque = false
    var drawsAsynchronously = false
    var isGeometryFlipped = false
    var needsDisplayOnBoundsChange = false
    var cornerCurve = CALayerCornerCurve.circular
    var sublayerTransform = CATransform3D.identity
}

/// Hints Tessera keeps but draws the same way with or without: every layer is composited each
/// frame from cached content, antialiased, with group opacity; continuous corners are drawn
/// circular.
extension CALayer {
    public var shouldRasterize: Bool {
        get { renderingHints.shouldRasterize }
        set { renderingHints.shouldRasterize = newValue }
    }
    public var rasterizationScale: CGFloat {
        get { renderingHints.rasterizationScale }
        set { renderingHints.rasterizationScale = newValue }
    }
    public var allowsEdgeAntialiasing: Bool {
        get { renderingHints.allowsEdgeAntialiasing }
        set { renderingHints.allowsEdgeAntialiasing = newValue }
    }
    public var allowsGroupOpacity: Bool {
        get { renderingHints.allowsGroupOpacity }
        set { renderingHints.allowsGroupOpacity = newValue }
    }
    public var isOpaque: Bool {
        get { renderingHints.isOpaque }
        set { renderingHints.isOpaque = newValue }
    }
    public var drawsAsynchronously: Bool {
        get { renderingHints.drawsAsynchronously }
        set { renderingHints.drawsAsynchronously = newValue }
    }
    public var isGeometryFlipped: Bool {
        get { renderingHints.isGeometryFlipped }
        set { renderingHints.isGeometryFlipped = newValue }
    }
    /// Whether a change of size redraws the layer's content; Tessera redraws on every size
    /// change.
    public var needsDisplayOnBoundsChange: Bool {
        get { renderingHints.needsDisplayOnBoundsChange }
        set { renderingHints.needsDisplayOnBoundsChange = newValue }
    }
    public var cornerCurve: CALayerCornerCurve {
        get { renderingHints.cornerCurve }
        set { renderingHints.cornerCurve = newValue }
    }

    /// A transform applied to the sublayers (and subviews) about the layer's anchor point:
    /// `m34 = -1 / 500` gives them a shared perspective.
    public var sublayerTransform: CATransform3D {
        get { renderingHints.sublayerTransform }
        set {
            renderingHints.sublayerTransform = newValue
            markDirty()
        }
    }

    /// The map from sublayers' superlayer coordinates to this layer's own, with
    /// ``sublayerTransform`` applied about the anchor point; nil when there is none.
    @_spi(Host) public var sublayerHomography: Homography? {
        let t = renderingHints.sublayerTransform
        guard t != .identity else { return nil }
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return Homography.translation(-anchor.x, -anchor.y)
            .concatenating(Homography(flattening: t))
            .concatenating(.translation(anchor.x, anchor.y))
    }
}
