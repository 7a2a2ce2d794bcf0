import Foundation
import SnapshotTesting
import Tessera

/// What a collection view shows, as lines a reviewer can diff: the view, then each element
/// its layout places in the visible rectangle.
@MainActor enum CollectionDescription {
    static func visibleElements(of collectionView: UICollectionView) -> String {
        collectionView.layoutIfNeeded()
        let bounds = collectionView.bounds
        var lines = ["\(type(of: collectionView)) frame = \(Geometry.rect(collectionView.frame)); "
            + "contentSize = \(Geometry.size(collectionView.contentSize)); contentOffset = \(Geometry.point(collectionView.contentOffset)); "
            + "layout = \(type(of: collectionView.collectionViewLayout))"]
        let visible = (collectionView.collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.frame.intersects(bounds) }
        lines += visible.sorted(by: order).map(line)
        return lines.joined(separator: "\n")
    }

    /// Cells, then supplementary views, then decorations; by kind, then index path.
    private static func order(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        let rankA = rank(a.representedElementCategory)
        let rankB = rank(b.representedElementCategory)
        if rankA != rankB { return rankA < rankB }
        let kindA = a.representedElementKind ?? ""
        let kindB = b.representedElementKind ?? ""
        if kindA != kindB { return kindA < kindB }
        return a.indexPath < b.indexPath
    }

    private static func rank(_ category: UICollectionView.ElementCategory) -> Int {
        switch category {
        case .cell: return 0
        case .supplementaryView: return 1
        default: return 2
        }
    }

    /// `cell [0, 3] (16 63; 170 170)`, then what is not at rest.
    static func line(_ attributes: UICollectionViewLayoutAttributes) -> String {
        var text: String
        switch attributes.representedElementCategory {
        case .cell: text = "cell"
        case .supplementaryView: text = "supplementary \(attributes.representedElementKind ?? "")"
        default: text = "decoration \(attributes.representedElementKind ?? "")"
        }
        text += " \(indexPath(attributes.indexPath)) \(Geometry.rect(attributes.frame))"
        if attributes.alpha != 1 { text += " alpha = \(Geometry.number(attributes.alpha))" }
        if attributes.zIndex != 0 { text += " zIndex = \(attributes.zIndex)" }
        if attributes.isHidden { text += " hidden" }
        let t = attributes.transform
        if t != .identity {
            text += " transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Geometry.number).joined(separator: " "))]"
        }
        return text
    }

    private static func indexPath(_ indexPath: IndexPath) -> String {
        "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
    }

    /// The first collection view among `view` and its descendants, nearest first.
    static func firstCollectionView(in view: UIView) -> UICollectionView? {
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let found = next as? UICollectionView { return found }
            queue += next.subviews
        }
        return nil
    }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// A snapshot strategy that lists each element a collection view's layout shows: kind,
    /// index path and frame, then alpha, z-index and transform where they are not at rest.
    ///
    /// ```
    /// UICollectionView frame = (0 0; 390 844); contentSize = (390 1240); contentOffset = (0 0); layout = UICollectionViewFlowLayout
    /// cell [0, 0] (10 10; 110 40)
    /// supplementary UICollectionElementKindSectionHeader [0] (0 0; 390 50)
    /// ```
    ///
    /// The collection view is drawn where it is (put it on a screen first, or snapshot its
    /// controller with ``Snapshotting/visibleElements(on:traits:)``).
    /// - Note: Tessera's own strategy; swift-snapshot-testing has none for layouts.
    public static var visibleElements: Snapshotting {
        SimplySnapshotting.lines.pullback { collectionView in
            SnapshotHost.onMain("") { CollectionDescription.visibleElements(of: collectionView) }
        }
    }
}
