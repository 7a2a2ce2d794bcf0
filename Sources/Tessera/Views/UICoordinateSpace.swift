import Foundation

/// Something points and rectangles can be expressed in: a view, or the screen.
///
/// A view's `convert(_:to:)` with another view goes straight to the view-to-view conversion;
/// with the screen's space it adds the window's origin.
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return screenPoint(convert(point, to: nil as UIView?))
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return convert(windowPoint(point), from: nil as UIView?)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return CGRect.bounding(rect.corners.map { convert($0, to: coordinateSpace) })
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return CGRect.bounding(rect.corners.map { convert($0, from: coordinateSpace) })
    }

    /// A point of the window's coordinates in the screen's: the window's origin added.
    private func screenPoint(_ inWindow: CGPoint) -> CGPoint {
        let origin = window?.frame.origin ?? .zero
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }

    private func windowPoint(_ onScreen: CGPoint) -> CGPoint {
        let origin = window?.frame.origin ?? .zero
        return CGPoint(x: onScreen.x - origin.x, y: onScreen.y - origin.y)
    }
}

/// The screen's coordinates: the origin at its top-left corner.
@MainActor final class ScreenCoordinateSpace: UICoordinateSpace {
    unowned let screen: UIScreen
    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, from: self) ?? point
    }

    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, to: self) ?? point
    }

    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, from: self) ?? rect
    }

    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, to: self) ?? rect
    }
}

extension UIScreen {
    /// The screen's coordinates (a desktop screen does not rotate: the fixed space is the same).
    public var coordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
    public var fixedCoordinateSpace: UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}
