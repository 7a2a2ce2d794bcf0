import Foundation

/// How a preview is cut out of its view: the part that shows, its shadow, what fills behind it.
@preconcurrency @MainActor open class UIPreviewParameters: NSObject {
    /// The part of the view that shows, in the view's coordinates (its first closed outline;
    /// curves flattened); nil shows the whole view.
    open var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow; nil follows ``visiblePath``.
    open var shadowPath: UIBezierPath?
    /// Fills the preview behind the view's content (within ``visiblePath``).
    open var backgroundColor: UIColor?

    public override init() { super.init() }

    /// Parameters that show only `textLineRects` of the view (UIKit's form for text); here the
    /// rectangles' bounding box.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let rects = textLineRects.map(\.cgRectValue)
        if let first = rects.first { visiblePath = UIBezierPath(rect: rects.dropFirst().reduce(first) { $0.union($1) }) }
    }
}

/// Where a preview goes: a point in a container view, with a transform (`UIDragPreviewTarget`
/// is its drag-and-drop name).
@preconcurrency @MainActor open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view to preview, how it is cut out and where it goes: what a context menu lifts from the
/// view it opened on.
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is: the view must be in a window, as UIKit requires.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The preview's size: its visible path's, else its view's.
    open var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// The same preview aimed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
