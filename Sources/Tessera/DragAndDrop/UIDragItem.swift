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

/// How a cell's preview is cut out while lifted or dropped (see ``UIPreviewParameters``).
@preconcurrency @MainActor open class UIDragPreviewParameters: UIPreviewParameters {}

/// The target of a drop's preview (see ``UIPreviewTarget``).
@preconcurrency @MainActor open class UIDragPreviewTarget: UIPreviewTarget {}

/// Animations to run alongside a drop's animation, and what to do when it ends.
@preconcurrency @MainActor public protocol UIDragAnimating: NSObjectProtocol {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
