import Foundation

/// A layout between two layouts: each element's attributes are interpolated from the current
/// layout's to the next layout's by ``transitionProgress`` (0 … 1).
///
/// Centre, size, alpha and the transform interpolate linearly; `zIndex` and `isHidden` come
/// from the nearer end. The content size interpolates too. Drive `transitionProgress` from a
/// gesture, then call the collection view's `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`.
@preconcurrency @MainActor open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    /// 0 shows the current layout, 1 the next; setting it invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }
    private var animatedValues: [String: CGFloat] = [:]

    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    public required init?(coder: NSCoder) { fatalError("UICollectionViewTransitionLayout is made with init(currentLayout:nextLayout:)") }

    /// Keeps a value that moves with the transition (for subclasses).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.needsPrepare = true
            layout.prepareIfNeeded()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: a.width + (b.width - a.width) * transitionProgress, height: a.height + (b.height - a.height) * transitionProgress)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var from: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var to: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var order: [ElementKey] = []
        for attributes in currentLayout.layoutAttributesForElements(in: rect) ?? [] {
            let key = ElementKey(attributes)
            from[key] = attributes
            order.append(key)
        }
        for attributes in nextLayout.layoutAttributesForElements(in: rect) ?? [] {
            let key = ElementKey(attributes)
            to[key] = attributes
            if from[key] == nil { order.append(key) }
        }
        return order.compactMap { key in
            let start = from[key] ?? attributes(of: currentLayout, for: key)
            let end = to[key] ?? attributes(of: nextLayout, for: key)
            return interpolate(start, end)
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolate(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolate(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
                    nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    private func attributes(of layout: UICollectionViewLayout, for key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: return layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: return layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: return layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }

    /// The attributes a fraction ``transitionProgress`` of the way from `a` to `b`; an element
    /// only one layout has fades in or out where that layout puts it.
    func interpolate(_ a: UICollectionViewLayoutAttributes?, _ b: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        let t = transitionProgress
        guard let a else {
            guard let b, let copy = b.copy() as? UICollectionViewLayoutAttributes else { return nil }
            copy.alpha = b.alpha * t
            return copy
        }
        guard let b else {
            let copy = a.copy() as! UICollectionViewLayoutAttributes
            copy.alpha = a.alpha * (1 - t)
            return copy
        }
        let result = (t < 0.5 ? a : b).copy() as! UICollectionViewLayoutAttributes
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        result.center = CGPoint(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        result.size = CGSize(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
        result.alpha = mix(a.alpha, b.alpha)
        result.transform3D = CATransform3D(entries: zip(a.transform3D.entries, b.transform3D.entries).map { mix($0, $1) })
        return result
    }
}
