import Foundation

/// The layer tree: free-standing sublayers added to a view's layer or to another layer.
///
/// A view's layer lists its subviews' layers among its `sublayers`, in drawing order, with the
/// layers added to it placed among them. Adding a view's layer to a view's layer adds the view
/// as a subview. Setting `sublayers` replaces the free-standing sublayers only: subviews stay.
extension CALayer {
    /// The layer this one is drawn in: the superview's layer for a view's layer.
    public var superlayer: CALayer? {
        if let view = owningView { return view.superview?.layer }
        return tree.superlayer
    }

    /// The sublayers in drawing order, or nil when there are none.
    public var sublayers: [CALayer]? {
        get {
            let all = orderedSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for layer in tree.removeAll() { layer.tree.superlayer = nil }
            for layer in newValue ?? [] where !isSubviewLayer(layer) { addSublayer(layer) }
            markDirty()
        }
    }

    /// Adds `layer` on top of the sublayers.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: orderedSublayers.filter { $0 !== layer }.count))
    }

    /// Inserts `layer` at `index` of ``sublayers``.
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else {
            return TesseraDiagnostics.report("CALayer.insertSublayer: a layer cannot be its own sublayer; nothing is added")
        }
        if let view = layer.owningView { return insertSubviewLayer(view, at: Int(index)) }
        layer.removeFromSuperlayer()
        let below = Array(orderedSublayers.prefix(Int(index)))
        let above = below.last { $0.owningView != nil }?.owningView
        let position = below.filter { $0.owningView == nil }.count
        tree.insert(layer, above: owningView == nil ? nil : above, at: position)
        layer.tree.superlayer = self
        if layer.hasRunningAnimations { layer.trackAnimationsInTree() }
        markDirty()
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in orderedSublayers.filter { $0 !== layer }.firstIndex { $0 === s } }
        guard let index else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in orderedSublayers.filter { $0 !== layer }.firstIndex { $0 === s } }
        guard let index else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(index + 1))
    }

    /// Puts `newLayer` where `oldLayer` is.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = orderedSublayers.firstIndex(where: { $0 === oldLayer }) else {
            return TesseraDiagnostics.report("CALayer.replaceSublayer(_:with:): the layer to replace is not a sublayer; nothing is replaced")
        }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer (a view's layer: the view out of its superview).
    public func removeFromSuperlayer() {
        if let view = owningView { return view.removeFromSuperview() }
        guard let parent = tree.superlayer else { return }
        parent.tree.remove(self)
        tree.superlayer = nil
        parent.markDirty()
    }

    /// Sublayers in drawing order: for a view's layer, its free layers below the subviews,
    /// then each subview's layer followed by the layers placed above it.
    var orderedSublayers: [CALayer] {
        guard let view = owningView else { return tree.layers }
        return view.drawingItems.map { item in
            switch item {
            case .view(let subview): subview.layer
            case .layer(let layer): layer
            }
        }
    }

    /// Whether this layer is drawn on screen: a view's layer in a window, or a layer in the
    /// tree of one.
    var isInWindow: Bool {
        if let view = owningView { return view.window != nil }
        return tree.superlayer?.isInWindow ?? false
    }

    private func isSubviewLayer(_ layer: CALayer) -> Bool {
        layer.owningView.map { $0.superview === owningView && owningView != nil } ?? false
    }

    /// A view's layer added as a sublayer: its view becomes a subview, where UIKit allows it.
    private func insertSubviewLayer(_ subview: UIView, at index: Int) {
        guard let view = owningView else {
            return TesseraDiagnostics.report("CALayer.insertSublayer: the layer of a \(type(of: subview)) can only go into another view's layer here; nothing is added")
        }
        let subviewsBefore = orderedSublayers.prefix(index).filter { $0.owningView != nil && $0 !== subview.layer }.count
        view.insertSubview(subview, at: subviewsBefore)
    }

    /// Tracks the running animations of this layer and of its sublayers (put back on screen).
    func trackAnimationsInTree() {
        if hasRunningAnimations { AnimationEngine.shared.track(self) }
        for layer in tree.layers { layer.trackAnimationsInTree() }
    }
}

extension UIView {
    /// What the view draws over its content, in order: free-standing layers below its
    /// subviews, then each subview (by `zPosition`, then order) and the layers placed above it.
    @_spi(Host) public var drawingItems: [SublayerItem] {
        let tree = layer.tree
        let ordered = subviewsInDrawingOrder
        guard !tree.entries.isEmpty else { return ordered.map(SublayerItem.view) }
        var items = tree.layersBelowSubviews(subviews).map(SublayerItem.layer)
        for subview in ordered {
            items.append(.view(subview))
            items.append(contentsOf: tree.layers(above: subview).map(SublayerItem.layer))
        }
        return items
    }
}

extension CALayer {
    /// The view whose layer this layer is in (its own view for a view's layer).
    var hostView: UIView? {
        owningView ?? tree.superlayer?.hostView
    }

    /// Lays out the free-standing sublayers that asked for it, deepest last.
    func layOutFreeSublayers() {
        for layer in tree.layers {
            layer.layoutIfNeeded()
            layer.layOutFreeSublayers()
        }
    }
}

extension UIView {
    /// A free-standing layer in this view's layer tree asked for layout: the next layout pass
    /// visits this view (without calling its `layoutSubviews()`).
    func noteSublayerNeedsLayout() {
        subtreeNeedsLayout = true
        var ancestor = superview
        while let view = ancestor, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            ancestor = view.superview
        }
        MainLoop.shared.needsDisplay = true
    }
}

extension CALayer {
    /// Whether this layer or one of its free-standing sublayers runs an endless animation.
    var hasEndlessAnimationsInTree: Bool {
        hasEndlessAnimations || tree.layers.contains { $0.hasEndlessAnimationsInTree }
    }
}

extension CALayer {
    /// Whether free-standing layers were added to this layer (renderers then draw
    /// ``UIView/drawingItems`` instead of the subviews alone).
    @_spi(Host) public var hasFreeSublayers: Bool { !tree.entries.isEmpty }
}
