import Foundation

/// An element of a section as the section's `visibleItemsInvalidationHandler` sees it just
/// before it is shown: its frame in the section's coordinates (an orthogonally scrolling
/// section's content, not moved by its scrolling) and the properties the handler may change.
///
/// UIKit declares it a protocol adopted by a private class; Tessera's handler receives objects of
/// ``NSCollectionLayoutVisibleItemProxy``, and code written against the protocol compiles as is.
@preconcurrency @MainActor public protocol NSCollectionLayoutVisibleItem: AnyObject, UIDynamicItem {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The visible items the handler changes: a layout attributes object, whose changes the layout
/// then shows.
@preconcurrency @MainActor public final class NSCollectionLayoutVisibleItemProxy: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    public var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    public var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    public var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    public var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    public var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    public var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    public var name: String { attributes.representedElementKind ?? "cell" }
    public var indexPath: IndexPath { attributes.indexPath }
    public var frame: CGRect { attributes.frame }
    public var bounds: CGRect { attributes.bounds }
    public var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    public var representedElementKind: String? { attributes.representedElementKind }
}

/// Called before each layout pass shows a section, with its visible items, the scroll offset
/// (an orthogonal section's own, else the collection view's) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
