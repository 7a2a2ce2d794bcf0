// Client code in the style of seed 002: a layout-attributes subclass that carries a value from
// the layout to the view, with the copy(with:) and isEqual(_:) overrides UIKit requires, and
// an extension with computed properties.
import UIKit

final class BadgeLayoutAttributes: UICollectionViewLayoutAttributes {
    var badgeCount = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BadgeLayoutAttributes
        copy.badgeCount = badgeCount
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BadgeLayoutAttributes else { return false }
        return other.badgeCount == badgeCount && super.isEqual(object)
    }
}

extension UICollectionViewLayoutAttributes {
    var isCell: Bool { representedElementCategory == .cell }
    var area: CGFloat { frame.width * frame.height }
    var debugName: String { "\(indexPath.section)-\(indexPath.item) \(NSStringFromCGRect(frame))" }
}

/// A flow layout that puts a badge count on every item.
final class BadgeFlowLayout: UICollectionViewFlowLayout {
    var badgeCount = 1 {
        didSet { invalidateLayout() }
    }

    override class var layoutAttributesClass: AnyClass { BadgeLayoutAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        attributes?.compactMap { $0 as? BadgeLayoutAttributes }.forEach { $0.badgeCount = badgeCount + $0.indexPath.item }
        return attributes
    }
}

final class BadgeCell: UICollectionViewCell {
    let badgeLabel = UILabel()
    private(set) var applyCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badgeLabel)
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyCount += 1
        if let attributes = layoutAttributes as? BadgeLayoutAttributes {
            badgeLabel.text = "\(attributes.badgeCount)"
        }
    }
}
