import Foundation

/// A view a collection view reuses: supplementary and decoration views, and the base of cells.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// A copy of the attributes last applied, to skip applying equal ones again.
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The attributes object applied while the data source dequeued this view, held until the
    /// collection view places it (so it is not compared again with what was just applied).
    var attributesAppliedInDequeue: UICollectionViewLayoutAttributes?

    /// ``attributesAppliedInDequeue``, once.
    func takeAttributesAppliedInDequeue() -> UICollectionViewLayoutAttributes? {
        defer { attributesAppliedInDequeue = nil }
        return attributesAppliedInDequeue
    }
    /// The reuse pool this view returns to.
    var poolKey: String?
    /// The collection view that dequeued it (it may not be on screen yet while configured).
    weak var dequeuingCollectionView: UICollectionView?
    /// The element this view was last dequeued for and not yet returned to the collection view.
    var dequeuedFor: ElementKey?
    /// A plain view standing in after a reported mistake (not reported again when returned).
    var isPlaceholder = false

    /// A plain view of `category` to show after a mistake was reported.
    static func placeholder(for category: UICollectionView.ElementCategory) -> UICollectionReusableView {
        let view = category == .cell ? UICollectionViewCell() : UICollectionReusableView()
        view.isPlaceholder = true
        return view
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// A view from an Interface Builder document, with the reuse identifier it sets.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        reuseIdentifier = coder.decoded("reuseIdentifier", as: String.self)
    }
    /// How the collection view makes registered classes: `init(frame:)` with the frame the
    /// layout gives the element, as UIKit does (listing 3.2 sizes its label from it). Subclasses
    /// that override `init(frame:)` and `init?(coder:)`, as UIKit subclasses do, inherit it.
    public required convenience init() { self.init(frame: UICollectionReusableView.frameForNextView) }

    /// The frame the next view made by the collection view starts with.
    static var frameForNextView: CGRect = .zero

    /// Makes a view of `type` with `init(frame: frame)`.
    static func make(_ type: UICollectionReusableView.Type, frame: CGRect) -> UICollectionReusableView {
        frameForNextView = frame
        defer { frameForNextView = .zero }
        return type.init()
    }

    /// Resets the view before it is handed out again by a dequeue call. Call super.
    open func prepareForReuse() {}

    /// Receives the layout's attributes for this view (including any subclass's fields) after
    /// the collection view has set the frame, transform, alpha and z order from them. Default:
    /// nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes this view would like; the layout may use them (self-sizing). The default
    /// returns `layoutAttributes` unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Sets geometry and appearance from `attributes`, then calls ``apply(_:)``, unless they equal
    /// what was applied last.
    /// Returns whether the size changed.
    @discardableResult
    func applyReusableAttributesIfChanged(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        if let applied = appliedAttributes, applied.isEqual(attributes) { return false }
        // Only what differs is set: each setter goes through the layer's animation machinery,
        // and a reused cell usually keeps its transform, alpha, visibility and z order.
        let size = attributes.size
        let resized = bounds.size != size
        if resized { bounds = CGRect(origin: bounds.origin, size: size) }
        // In a sideways-scrolling strip, the strip's own coordinates.
        let center = (superview as? OrthogonalScrollerView)?.converted(attributes.center) ?? attributes.center
        if self.center != center { self.center = center }
        let transform = attributes.transform3D
        if transform3D != transform { transform3D = transform }
        let alpha = attributes.alpha
        if self.alpha != alpha { self.alpha = alpha }
        let hidden = attributes.isHidden
        if isHidden != hidden { isHidden = hidden }
        let z = CGFloat(attributes.zIndex)
        if layer.zPosition != z { layer.zPosition = z }
        appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        apply(attributes)
        return resized
    }
}

extension UIView: AttributedView {
    /// Places the view from layout attributes: a collection view's reusable view remembers
    /// them and hears `apply(_:)`; any other view (a table's rows and section views) takes
    /// size, centre, transform, alpha, hidden and z order. Returns whether the size changed.
    @discardableResult
    func applyAttributesIfChanged(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        if let reusable = self as? UICollectionReusableView { return reusable.applyReusableAttributesIfChanged(attributes) }
        let resized = bounds.size != attributes.size
        if resized { bounds = CGRect(origin: bounds.origin, size: attributes.size) }
        if center != attributes.center { center = attributes.center }
        if transform3D != attributes.transform3D { transform3D = attributes.transform3D }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        if layer.zPosition != CGFloat(attributes.zIndex) { layer.zPosition = CGFloat(attributes.zIndex) }
        return resized
    }
}
