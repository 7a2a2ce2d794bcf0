import Foundation
import Tessera

/// A Cover Flow layout: a horizontal line of covers that turn away from the centre in
/// perspective, the centred one flat and in front; scrolling snaps a cover to the centre.
public final class AFCoverFlowLayout: UICollectionViewFlowLayout {
    static let activeDistance: CGFloat = 240
    static let maximumAngle: CGFloat = .pi / 3

    public override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 180, height: 180)
        minimumLineSpacing = -40
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func prepare() {
        // Room on both sides so the first and last covers can reach the centre.
        if let collectionView {
            let side = (collectionView.bounds.width - itemSize.width) / 2
            let top = (collectionView.bounds.height - itemSize.height) / 2
            let inset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
            if sectionInset != inset { sectionInset = inset }
        }
        super.prepare()
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let array = super.layoutAttributesForElements(in: rect.insetBy(dx: -itemSize.width, dy: 0)) ?? []
        for attributes in array { turn(attributes) }
        return array
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
        turn(attributes)
        return attributes
    }

    /// Turns a cover by its distance from the centre of the visible area.
    private func turn(_ attributes: UICollectionViewLayoutAttributes) {
        guard let collectionView, attributes.representedElementCategory == .cell else { return }
        let distance = attributes.center.x - (collectionView.contentOffset.x + collectionView.bounds.width / 2)
        let normalized = max(-1, min(1, distance / AFCoverFlowLayout.activeDistance))
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 600
        transform = CATransform3DRotate(transform, -normalized * AFCoverFlowLayout.maximumAngle, 0, 1, 0)
        let zoom = 1 + 0.2 * (1 - abs(normalized))
        attributes.transform3D = CATransform3DScale(transform, zoom, zoom, 1)
        attributes.zIndex = 1000 - Int(abs(distance))
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let centre = proposedContentOffset.x + collectionView.bounds.width / 2
        let rect = CGRect(x: proposedContentOffset.x - collectionView.bounds.width, y: 0,
                          width: collectionView.bounds.width * 3, height: collectionView.bounds.height)
        let nearest = (super.layoutAttributesForElements(in: rect) ?? []).min { abs($0.center.x - centre) < abs($1.center.x - centre) }
        return CGPoint(x: proposedContentOffset.x + (nearest.map { $0.center.x - centre } ?? 0), y: proposedContentOffset.y)
    }

    /// Listing 6.6.
    public func indexPathIsCentered(_ indexPath: IndexPath) -> Bool {
        guard let collectionView, let attributes = layoutAttributesForItem(at: indexPath) else { return false }
        let visibleRect = CGRect(x: collectionView.contentOffset.x, y: collectionView.contentOffset.y,
                                 width: collectionView.bounds.width, height: collectionView.bounds.height)
        return abs(visibleRect.midX - attributes.center.x) < 1
    }
}

/// Seed 004's Improved Cover Flow: tap a cover off the centre to bring it there, tap the centred
/// one to flip it.
public final class CoverFlowViewController: UIViewController, UICollectionViewDataSource {
    public let coverFlowCollectionViewLayout = AFCoverFlowLayout()
    public private(set) var collectionView: UICollectionView!
    let names = ["astronaut", "chelsea", "coffee", "rocket", "hubble_deep_field", "horse", "coins", "moon", "camera", "retina"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: coverFlowCollectionViewLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .black
        collectionView.register(MattePhotoCell.self, forCellWithReuseIdentifier: "Cover")
        collectionView.dataSource = self
        view.addSubview(collectionView)
        // Listing 6.5.
        let tapGestureRecognizer = UITapGestureRecognizer(target: self, action: CoverFlowViewController.handleTapGestureRecognizer)
        collectionView.addGestureRecognizer(tapGestureRecognizer)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cover", for: indexPath) as! MattePhotoCell
        cell.image = DemoPhotos.named(names[indexPath.item])
        return cell
    }

    /// Listing 6.7.
    func handleTapGestureRecognizer(_ recognizer: UITapGestureRecognizer) {
        if collectionView.collectionViewLayout !== coverFlowCollectionViewLayout { return }
        if recognizer.state != .recognized { return }
        let point = recognizer.location(in: collectionView)
        guard let indexPath = collectionView.indexPathForItem(at: point) else { return }
        let centered = coverFlowCollectionViewLayout.indexPathIsCentered(indexPath)
        if centered {
            guard let cell = collectionView.cellForItem(at: indexPath) else { return }
            UIView.transition(with: cell, duration: 0.5, options: .transitionFlipFromRight, animations: {
                cell.bounds = cell.bounds
            }, completion: nil)
        } else {
            var proposedOffset = CGPoint(x: 0, y: 0)
            proposedOffset.x = CGFloat(indexPath.item) * (coverFlowCollectionViewLayout.itemSize.width + coverFlowCollectionViewLayout.minimumLineSpacing)
            let contentOffset = coverFlowCollectionViewLayout.targetContentOffset(forProposedContentOffset: proposedOffset,
                                                                                  withScrollingVelocity: CGPoint(x: 0, y: 0))
            collectionView.setContentOffset(contentOffset, animated: true)
        }
    }
}
