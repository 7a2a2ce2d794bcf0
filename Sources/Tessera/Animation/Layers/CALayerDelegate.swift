import Foundation

/// What a layer asks its delegate: how to lay out its sublayers and which action runs for a
/// change. Every method is optional. A view is its own layer's delegate; a free-standing layer
/// takes any object (another layer, a controller).
/// - Note: Declared on the main actor, where Tessera calls it.
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layerWillDraw(_ layer: CALayer)
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of `event` on `layer`: an animation, `NSNull()` for none, or
    /// nil to let the layer look further (its `actions`, then its class's default).
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

extension UIView: CALayerDelegate {}

extension CALayer {
    /// The layer's delegate: its view for a view's layer (which cannot be changed here), else
    /// the object set, held weakly.
    public var delegate: CALayerDelegate? {
        get { owningView ?? layerDelegate }
        set {
            guard owningView == nil else { return }
            layerDelegate = newValue
        }
    }
}
