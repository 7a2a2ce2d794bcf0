import Foundation
import Tessera

/// A flow layout whose items hang on springs (UIKit Dynamics): scrolling drags the items near the
/// finger along at once and the far ones lag behind, then they all settle back into the grid.
public final class SpringyFlowLayout: UICollectionViewFlowLayout {
    public private(set) lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    public override init() {
        super.init()
        itemSize = CGSize(width: 350, height: 60)
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The items whose springs are in the simulation, by index path: only those near the
    /// visible rectangle (WWDC 2013's tiling), so a frame's work follows the screen, not the
    /// number of items.
    private var hung: [IndexPath: UIAttachmentBehavior] = [:]

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let near = collectionView.bounds.insetBy(dx: -100, dy: -100)
        let wanted = (super.layoutAttributesForElements(in: near) ?? []).filter { $0.representedElementCategory == .cell }
        let wantedPaths = Set(wanted.map(\.indexPath))
        for (path, spring) in hung where !wantedPaths.contains(path) {
            animator.removeBehavior(spring)
            hung[path] = nil
        }
        for item in wanted where hung[item.indexPath] == nil {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.6
            spring.frequency = 1.0
            // An item hung while the view scrolls starts where its neighbours lag.
            if let touch = lastTouch, scrollDelta != 0 {
                let resistance = abs(touch.y - item.center.y) / 1500
                item.center.y += scrollDelta < 0 ? max(scrollDelta, scrollDelta * resistance) : min(scrollDelta, scrollDelta * resistance)
            }
            animator.addBehavior(spring)
            hung[item.indexPath] = spring
        }
    }

    private var lastTouch: CGPoint?
    private var scrollDelta: CGFloat = 0

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
    }

    /// Moves each item by the scroll, less the farther it hangs from the finger; the springs
    /// pull it back.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        lastTouch = touch
        scrollDelta = delta
        for spring in hung.values {
            guard let item = spring.items.first else { continue }
            let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center = center
            animator.updateItem(usingCurrentState: item)
        }
        // The items near the new bounds hang on springs; the far ones leave the simulation.
        return true
    }
}

/// A list of rows on springs: drag it and watch the rows stretch apart and settle.
public final class SpringyListViewController: UICollectionViewController {
    public init() {
        super.init(collectionViewLayout: SpringyFlowLayout())
        title = "Springy dynamics"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(StateCell.self, forCellWithReuseIdentifier: "Row")
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! StateCell
        cell.label.text = "Row \(indexPath.item)"
        cell.contentView.backgroundColor = .tile(hue: CGFloat(indexPath.item % 20) / 20)
        return cell
    }
}
