import Foundation

extension UIView {
    /// Marks the view's content as changed; the renderer calls ``draw(_:)`` again before the
    /// next frame.
    func performSetNeedsDisplay() { layer.contentDidChange() }

    /// What ``draw(_:)`` draws now, recorded; renderers replay it and cache the result until the
    /// layer's `contentVersion` changes.
    @_spi(Host) public func recordDrawing() -> [DrawingCommand] {
        let context = GraphicsContext()
        GraphicsContext.stack.append(context)
        defer { GraphicsContext.stack.removeLast() }
        // As UIKit does while a view draws: dynamic colours resolve to this view's appearance.
        resolvedTraitCollection.performAsCurrent { draw(bounds) }
        return context.commands
    }
}
