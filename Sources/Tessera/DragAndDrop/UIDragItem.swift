import Foundation

/// One thing being dragged: the item provider that carries its data, and an object for drops
/// within the app (`localObject`: the model value, so a drop in the same app needs no loading).
@preconcurrency @MainActor open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    open var localObject: Any?
    /// A view to show for the item while it is dragged (the lifted cell when nil).
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// What shows under the finger for a dragged item.
@preconcurrency @MainActor open class UIDragPreview: NSObject {
    public let view: UIView
    public init(view: UIView) {
        self.view = view
        super.init()
    }
}

/// How a cell's preview is cut out while lifted or dropped (UIKit's `UIDragPreviewParameters`).
@preconcurrency @MainActor open class UIDragPreviewParameters: NSObject {
    /// The part of the cell that shows in the lifted preview, in the cell's coordinates (its
    /// first closed outline; curves flattened); nil shows the whole cell.
    open var visiblePath: UIBezierPath?
    /// Fills the preview behind the cell's content (within ``visiblePath``).
    open var backgroundColor: UIColor?
    public override init() { super.init() }
    /// Parameters that show only `textLineRects` of the cell (UIKit's form for text); here the
    /// rectangles' bounding box.
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let rects = textLineRects.map(\.cgRectValue)
        if let first = rects.first { visiblePath = UIBezierPath(rect: rects.dropFirst().reduce(first) { $0.union($1) }) }
    }
}

/// Where a drop's preview goes: a point in a container view, with a transform (iOS 13's
/// `UIPreviewTarget`; `UIDragPreviewTarget` is its drag-and-drop name).
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

/// The target of a drop's preview (see ``UIPreviewTarget``).
@preconcurrency @MainActor open class UIDragPreviewTarget: UIPreviewTarget {}

/// Animations to run alongside a drop's animation, and what to do when it ends.
@preconcurrency @MainActor public protocol UIDragAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
