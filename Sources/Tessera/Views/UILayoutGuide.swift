import Foundation

/// A rectangle in a view's coordinates that other layout can refer to, without being a view:
/// a view's safe area, its layout margins, its readable content area, or one of your own.
///
/// The system guides (``UIView/safeAreaLayoutGuide``, ``UIView/layoutMarginsGuide``,
/// ``UIView/readableContentGuide``) compute their ``layoutFrame`` from their view whenever it
/// is read.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// The view whose coordinates the guide is in.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    var frameInOwningView: ((UIView) -> CGRect)?
    /// For the safe-area and margins guides: their insets from the owning view's bounds, so
    /// layout can write them as linear constraints whatever the view's size.
    var insetsInOwningView: ((UIView) -> UIEdgeInsets)?
    var storedFrame: CGRect = .zero
    /// For a guide whose origin is fixed and whose size Auto Layout solves (a scroll view's
    /// content guide): told the solved rectangle after each pass that changes it.
    var solvedFrameDidChange: ((CGRect) -> Void)?
    /// Told the solved rectangle of an ordinary guide after each pass that changes it (a list
    /// cell's separator guide), without changing how it is solved.
    var solvedFrameObserver: ((CGRect) -> Void)?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect {
        guard let owningView, let frameInOwningView else { return storedFrame }
        return frameInOwningView(owningView)
    }

    static func system(_ identifier: String, of view: UIView, frame: @escaping (UIView) -> CGRect,
                       insets: ((UIView) -> UIEdgeInsets)? = nil) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        guide.owningView = view
        guide.frameInOwningView = frame
        guide.insetsInOwningView = insets
        return guide
    }
}
