import Foundation

/// A layer's place in the layer tree: its superlayer and its free-standing sublayers (layers
/// that back no view). For a view's layer, each sublayer also remembers the subview it was
/// placed just above (none: below every subview), so subviews added later go above it, as
/// they do in UIKit.
@MainActor final class SublayerTree {
    struct Entry {
        let layer: CALayer
        /// The subview this layer sits just above; nil for below all of them (or for a free
        /// layer's sublayers, where there are no subviews).
        weak var above: UIView?
    }

    /// The superlayer of a free-standing layer (a view's layer has its superview's).
    weak var superlayer: CALayer?
    private(set) var entries: [Entry] = []
    /// Whether `layoutSublayers()` is due.
    var needsLayout = false

    var layers: [CALayer] { entries.map(\.layer) }

    func insert(_ layer: CALayer, above view: UIView?, at index: Int) {
        entries.insert(Entry(layer: layer, above: view), at: min(max(0, index), entries.count))
    }

    func remove(_ layer: CALayer) {
        entries.removeAll { $0.layer === layer }
    }

    func removeAll() -> [CALayer] {
        defer { entries.removeAll() }
        return layers
    }

    /// The sublayers below every subview (or above one no longer among `subviews`).
    func layersBelowSubviews(_ subviews: [UIView]) -> [CALayer] {
        entries.filter { entry in entry.above.map { view in !subviews.contains { $0 === view } } ?? true }.map(\.layer)
    }

    /// The sublayers placed just above `view`.
    func layers(above view: UIView) -> [CALayer] {
        entries.filter { $0.above === view }.map(\.layer)
    }
}

/// One thing a view draws over its content, in order: a subview, or a free-standing sublayer.
@_spi(Host) public enum SublayerItem {
    case view(UIView)
    case layer(CALayer)
}
