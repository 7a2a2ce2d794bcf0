import Foundation
import Tessera

/// Seed 004's stack layout: each section's photos piled on one spot, slightly turned, with the
/// section's title under the pile.
public final class StackLayout: UICollectionViewLayout {
    public static let itemSize = CGSize(width: 130, height: 130)
    private var stackCentres: [CGPoint] = []
    private var counts: [Int] = []

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let sections = collectionView.numberOfSections
        counts = (0..<sections).map { collectionView.numberOfItems(inSection: $0) }
        let columns = 2
        let width = collectionView.bounds.width / CGFloat(columns)
        stackCentres = (0..<sections).map { s in
            CGPoint(x: width * (CGFloat(s % columns) + 0.5), y: 130 + CGFloat(s / columns) * 230)
        }
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: 20 + CGFloat((counts.count + 1) / 2) * 230)
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard stackCentres.indices.contains(indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = StackLayout.itemSize
        attributes.center = stackCentres[indexPath.section]
        // The top photo is straight; the ones under it fan out a few degrees either way.
        let turn = indexPath.item == 0 ? 0 : CGFloat(indexPath.item % 2 == 0 ? 1 : -1) * CGFloat(2 + indexPath.item * 2) * .pi / 180
        attributes.transform3D = CATransform3DMakeRotation(turn, 0, 0, 1)
        attributes.zIndex = 100 - indexPath.item
        attributes.isHidden = indexPath.item > 3
        return attributes
    }

    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, stackCentres.indices.contains(indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        let centre = stackCentres[indexPath.section]
        attributes.frame = CGRect(x: centre.x - 90, y: centre.y + 80, width: 180, height: 30)
        attributes.zIndex = 200
        return attributes
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                if let attributes = layoutAttributesForItem(at: IndexPath(item: item, section: section)), attributes.frame.intersects(rect) {
                    result.append(attributes)
                }
            }
            if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                 at: IndexPath(item: 0, section: section)), header.frame.intersects(rect) {
                result.append(header)
            }
        }
        return result
    }
}

/// Photos in piles; tapping a pile spreads every pile into a grid with
/// `setCollectionViewLayout(_:animated:)` (seed 004), and Back gathers them again.
public final class StacksViewController: UIViewController, UICollectionViewDataSource {
    public let groups: [(String, [String])] = [
        ("People", ["astronaut", "astronaut-portrait", "camera", "chelsea-portrait"]),
        ("Space", ["hubble_deep_field", "hubble-portrait", "moon", "rocket"]),
        ("Things", ["coffee", "coins", "horse", "chelsea"]),
        ("Textures", ["brick", "grass", "gravel", "cell"]),
    ]
    public private(set) var collectionView: UICollectionView!
    public let stackLayout = StackLayout()
    public let gridLayout: UICollectionViewFlowLayout = {
        let flow = UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 80, height: 80), spacing: 8,
                                                   inset: UIEdgeInsets(top: 4, left: 10, bottom: 16, right: 10))
        flow.headerReferenceSize = CGSize(width: 0, height: 36)
        return flow
    }()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stacks"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: stackLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = UIColor(white: 0.2, alpha: 1)
        collectionView.register(MattePhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(LetterHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Title")
        collectionView.dataSource = self
        view.addSubview(collectionView)
        // Seed 004: pinch a pile open to spread the photos, pinch in to gather them; a tap
        // toggles too.
        let pinch = UIPinchGestureRecognizer(target: self, action: StacksViewController.handlePinch)
        collectionView.addGestureRecognizer(pinch)
        let tap = UITapGestureRecognizer(target: self, action: StacksViewController.handleTap)
        collectionView.addGestureRecognizer(tap)
    }

    func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let stacked = collectionView.collectionViewLayout === stackLayout
        if (stacked && recognizer.scale > 1.5) || (!stacked && recognizer.scale < 0.7) { toggleLayout() }
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .recognized { toggleLayout() }
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { groups.count }
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { groups[section].1.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! MattePhotoCell
        cell.image = DemoPhotos.named(groups[indexPath.section].1[indexPath.item])
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! LetterHeader
        header.label.text = groups[indexPath.section].0
        header.label.textColor = .white
        header.label.textAlignment = collectionView.collectionViewLayout === stackLayout ? .center : .left
        return header
    }

    /// Spreads the piles into the grid, or gathers them back.
    public func toggleLayout(completion: ((Bool) -> Void)? = nil) {
        let next: UICollectionViewLayout = collectionView.collectionViewLayout === stackLayout ? gridLayout : stackLayout
        collectionView.setCollectionViewLayout(next, animated: true, completion: completion)
    }
}
