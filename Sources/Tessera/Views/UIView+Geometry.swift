import Foundation
import TesseraCore

extension UIView {
    /// Sets the size through ``bounds``, so a subclass that overrides `bounds` (a collection
    /// view telling its layout) sees a size change made through `frame` too.
    func setBoundsSize(_ size: CGSize) {
        let old = layer.bounds
        guard old.size != size else { return }
        bounds = CGRect(origin: old.origin, size: size)
    }

    func boundsSizeDidChange(from oldSize: CGSize) {
        // A window's size classes follow its size.
        if self is UIWindow { TraitPropagation.subtreeDidChange(self) }
        if autoresizesSubviews { resizeSubviews(from: oldSize, to: layer.bounds.size) }
        setNeedsLayout()
    }

    // MARK: Converting coordinates

    /// The map from this view's coordinates to its window's (or its root view's).
    public var homographyToWindow: Homography {
        var h = Homography.identity
        var view: UIView? = self
        while let v = view, v.superview != nil {
            h = h.concatenating(v.layer.model.homographyToSuperlayer)
            view = v.superview
        }
        return h
    }

    private var rootView: UIView {
        var v: UIView = self
        while let s = v.superview { v = s }
        return v
    }

    /// `point` in this view's coordinates, expressed in `view`'s (in the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = homographyToWindow.apply(point) ?? point
        guard let view else { return inWindow }
        return view.homographyToWindow.inverted()?.apply(inWindow) ?? inWindow
    }

    /// `point` in `view`'s coordinates (the window's when nil), expressed in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { $0.homographyToWindow.apply(point) ?? point } ?? point
        return homographyToWindow.inverted()?.apply(inWindow) ?? inWindow
    }

    /// The bounding box of `rect` converted to `view`'s coordinates (the window's when nil).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect.bounding(rect.corners.map { convert($0, to: view) })
    }

    /// The bounding box of `rect` converted from `view`'s coordinates (the window's when nil).
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect.bounding(rect.corners.map { convert($0, from: view) })
    }
}

extension CGRect {
    var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}
