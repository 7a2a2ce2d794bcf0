import Foundation


/// The kind of the flow layout's section header.
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
/// The kind of the flow layout's section footer.
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"

extension UICollectionView {
    /// Element kinds as UIKit's Swift overlay names them.
    public static let elementKindSectionHeader = UICollectionElementKindSectionHeader
    public static let elementKindSectionFooter = UICollectionElementKindSectionFooter
}

/// Where one element (cell, supplementary or decoration view) goes and how it looks.
///
/// As in UIKit it is an `NSObject` that conforms to `NSCopying`. A subclass that adds
/// properties overrides `copy(with:)` (calling super, which makes an instance of the subclass)
/// and `isEqual(_:)`: the collection view keeps a copy of what it last applied to each view and
/// calls the view's `apply(_:)` again only when the new attributes are not equal to it.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Which lengths the layout fixes for self-sizing (the others are estimates).
    var fixedAxes: (horizontal: Bool, vertical: Bool) = (false, false)
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    public private(set) var representedElementKind: String?

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The Objective-C style class constructors.
    open class func layoutAttributesForCell(with indexPath: IndexPath) -> Self {
        make(.cell, kind: nil, indexPath)
    }
    open class func layoutAttributesForSupplementaryView(ofKind kind: String, with indexPath: IndexPath) -> Self {
        make(.supplementaryView, kind: kind, indexPath)
    }
    open class func layoutAttributesForDecorationView(ofKind kind: String, with indexPath: IndexPath) -> Self {
        make(.decorationView, kind: kind, indexPath)
    }

    private class func make(_ category: UICollectionView.ElementCategory, kind: String?, _ indexPath: IndexPath) -> Self {
        let attributes = self.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// A copy with alpha 0: how an element fades in or out where it is.
    func faded() -> UICollectionViewLayoutAttributes {
        let copy = self.copy() as! UICollectionViewLayoutAttributes
        copy.alpha = 0
        return copy
    }

    /// The frame: `center` and `size` (the transform is not applied, as in UIKit).
    open var frame: CGRect {
        get {
            // Each read of an open stored property is a dynamic call and an exclusivity check:
            // one read each, not six (placement reads frames hundreds of times a frame).
            let center = center
            let size = size
            return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The 2D part of ``transform3D``.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the same class with every property copied; subclasses add theirs.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center; copy.size = size; copy.transform3D = transform3D; copy.alpha = alpha
        copy.zIndex = zIndex; copy.isHidden = isHidden; copy.indexPath = indexPath
        copy.fixedAxes = fixedAxes
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same class with the same values.
    ///
    /// - Note: `NSObject.isEqual(_:)` is nonisolated, so this override is too, as in UIKit's SDK;
    ///   attributes live on the main actor, and it asserts that it is called there.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated { hasSameValues(as: object) }
    }

    private func hasSameValues(as object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && transform3D == other.transform3D && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { indexPath.hashValue ^ Int(representedElementCategory.rawValue) }
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { summary }
    }

    private var summary: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        return "<\(type(of: self)) \(representedElementCategory)\(kind) \(indexPath) frame=\(frame) alpha=\(alpha) z=\(zIndex)\(isHidden ? " hidden" : "")>"
    }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
