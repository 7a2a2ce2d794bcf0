import Foundation
import Tessera

/// Seed 001's LineLayout: a horizontal flow layout whose items grow as they near the centre,
/// and which snaps the item nearest the centre to it.
public final class LineLayout: UICollectionViewFlowLayout {
    public static let itemSizeValue: CGFloat = 200
    static let activeDistance: CGFloat = 200
    static let zoomFactor: CGFloat = 0.4

    public override init() {
        super.init()
        let size = LineLayout.itemSizeValue
        itemSize = CGSize(width: size, height: size)
        scrollDirection = .horizontal
        sectionInset = UIEdgeInsets(top: size, left: size / 2, bottom: size, right: size / 2)
        minimumLineSpacing = size / 4
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func shouldInvalidateLayout(forBoundsChange oldBounds: CGRect) -> Bool { true }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let array = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView else { return array }
        let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        for attributes in array where attributes.frame.intersects(rect) {
            let distance = visibleRect.midX - attributes.center.x
            let normalizedDistance = distance / LineLayout.activeDistance
            if abs(distance) < LineLayout.activeDistance {
                let zoom = 1 + LineLayout.zoomFactor * (1 - abs(normalizedDistance))
                attributes.transform3D = CATransform3DMakeScale(zoom, zoom, 1.0)
                attributes.zIndex = 1
            }
        }
        return array
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        var offsetAdjustment = CGFloat(MAXFLOAT)
        let horizontalCenter = proposedContentOffset.x + collectionView.bounds.width / 2.0
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0.0, width: collectionView.bounds.size.width,
                                height: collectionView.bounds.size.height)
        let array = super.layoutAttributesForElements(in: targetRect) ?? []
        for layoutAttributes in array {
            let itemHorizontalCenter = layoutAttributes.center.x
            if abs(itemHorizontalCenter - horizontalCenter) < abs(offsetAdjustment) {
                offsetAdjustment = itemHorizontalCenter - horizontalCenter
            }
        }
        return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
    }
}

/// A numbered square cell, as the LineLayout and CircleLayout samples draw them.
public final class NumberCell: UICollectionViewCell {
    public let label = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 50)
        label.textColor = .black
        contentView.addSubview(label)
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = .white
        contentView.backgroundColor = .lightGray
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Seed 001's LineLayout sample: 60 numbered cells in one zooming, snapping line.
public final class LineLayoutViewController: UIViewController, UICollectionViewDataSource {
    public private(set) var collectionView: UICollectionView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: LineLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "MY_CELL")
        collectionView.dataSource = self
        collectionView.backgroundColor = UIColor(white: 0.2, alpha: 1)
        view.addSubview(collectionView)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "MY_CELL", for: indexPath) as! NumberCell
        cell.label.text = "\(indexPath.item)"
        return cell
    }
}
