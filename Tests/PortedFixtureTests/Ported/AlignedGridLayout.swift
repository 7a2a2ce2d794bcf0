// A UIKit fixture for tessera-port, in the style of published alignment layouts: an @objc
// protocol with optional members, optional calls, @objc dynamic and @IBInspectable properties.
import UIKit
import QuartzCore

public protocol AlignedGridLayoutDelegate: UICollectionViewDelegateFlowLayout, AnyObject {
    /// How many columns a section has; the layout's `columns` when not implemented.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                       columnsInSection section: Int) -> Int
    /// A badge title for an item, or none.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                       badgeForItemAt indexPath: IndexPath) -> String?
    func layoutDidPrepare(_ layout: UICollectionViewLayout)
}

/// Defaults for the requirements that were `@objc optional` (tessera-port).
extension AlignedGridLayoutDelegate {
    public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnsInSection section: Int) -> Int { OptionalRequirement.fallback(for: "collectionView(_:layout:columnsInSection:)") }
    public func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, badgeForItemAt indexPath: IndexPath) -> String? { nil }
    public func layoutDidPrepare(_ layout: UICollectionViewLayout) {}
}

open class AlignedGridLayout: UICollectionViewFlowLayout {
    public var columns: Int = 2
    public var rowHeight: CGFloat = 50
    public private(set) var badges: [IndexPath: String] = [:]

    private var gridDelegate: AlignedGridLayoutDelegate? {
        return collectionView?.delegate as? AlignedGridLayoutDelegate
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        badges = [:]
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                if let badge = gridDelegate?.collectionView(collectionView, layout: self, badgeForItemAt: indexPath) {
                    badges[indexPath] = badge
                }
            }
        }
        gridDelegate?.layoutDidPrepare(self)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        var result: [UICollectionViewLayoutAttributes] = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = OptionalRequirement.call("collectionView(_:layout:columnsInSection:)", default: columns) { gridDelegate?.collectionView(collectionView, layout: self, columnsInSection: section) }
            let spacing = OptionalRequirement.call("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)", default: minimumInteritemSpacing) { gridDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) }
            let width = (collectionView.bounds.width - spacing * CGFloat(count - 1)) / CGFloat(count)
            let items = collectionView.numberOfItems(inSection: section)
            for item in 0..<items {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: CGFloat(item % count) * (width + spacing), y: y + CGFloat(item / count) * rowHeight,
                                          width: width, height: rowHeight)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            y += CGFloat((items + count - 1) / count) * rowHeight
        }
        return result
    }

    open override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView else { return .zero }
        var height: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = OptionalRequirement.call("collectionView(_:layout:columnsInSection:)", default: columns) { gridDelegate?.collectionView(collectionView, layout: self, columnsInSection: section) }
            height += CGFloat((collectionView.numberOfItems(inSection: section) + count - 1) / count) * rowHeight
        }
        return CGSize(width: collectionView.bounds.width, height: height)
    }

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "columns": if let value = (value as? Int ?? (value as? NSNumber).map { Int($0.doubleValue) }) { columns = value }
        default: super.setValue(value, forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "columns": columns
        default: super.value(forKey: key)
        }
    }
}
