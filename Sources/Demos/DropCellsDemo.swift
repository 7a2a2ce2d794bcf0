import Foundation
import Tessera

/// A grid whose cells fall when tapped (UIKit Dynamics in a collection view layout): the
/// tapped cell's attributes get gravity (`UIGravityBehavior`) and collide
/// (`UICollisionBehavior`) with the cells below it — anchored with `UIDynamicItemBehavior` —
/// and the floor; they bounce a little, tip over edges and turn. A second tap snaps the cell
/// back to its place upright (`UISnapBehavior`).
public final class DropCellsLayout: UICollectionViewFlowLayout {
    public private(set) lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    /// The dropped cells' attributes and their snap behaviors once they are called back.
    private var dropped: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var snaps: [IndexPath: UISnapBehavior] = [:]
    private let gravity = UIGravityBehavior(items: [])
    private let collision = UICollisionBehavior(items: [])
    private let bounce = UIDynamicItemBehavior(items: [])
    private let anchored = UIDynamicItemBehavior(items: [])

    public override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumInteritemSpacing = 12
        minimumLineSpacing = 12
        sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        bounce.elasticity = 0.3
        bounce.friction = 0.4
        anchored.isAnchored = true
        collision.translatesReferenceBoundsIntoBoundary = true
        [gravity, collision, bounce, anchored].forEach(animator.addBehavior)
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    /// At least the visible height: the floor the cells land on is the screen's bottom.
    public override var collectionViewContentSize: CGSize {
        let size = super.collectionViewContentSize
        return CGSize(width: size.width, height: max(size.height, collectionView?.bounds.height ?? 0))
    }

    /// Drops the cell at `indexPath`, or snaps it back if it is down already.
    public func toggle(_ indexPath: IndexPath) {
        if let item = dropped[indexPath] {
            guard snaps[indexPath] == nil, let home = super.layoutAttributesForItem(at: indexPath) else { return }
            // On its way back it passes over the others.
            gravity.removeItem(item)
            collision.removeItem(item)
            let snap = UISnapBehavior(item: item, snapTo: home.center)
            snap.damping = 0.7
            snaps[indexPath] = snap
            animator.addBehavior(snap)
            return
        }
        guard let home = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes else { return }
        home.zIndex = 1
        dropped[indexPath] = home
        // The cells still in the grid are obstacles: anchored, colliding.
        for obstacle in super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        where obstacle.representedElementCategory == .cell && dropped[obstacle.indexPath] == nil
            && !anchored.items.contains(where: { ($0 as? UICollectionViewLayoutAttributes)?.indexPath == obstacle.indexPath }) {
            anchored.addItem(obstacle)
            collision.addItem(obstacle)
        }
        if let old = anchored.items.first(where: { ($0 as? UICollectionViewLayoutAttributes)?.indexPath == indexPath }) {
            anchored.removeItem(old)
            collision.removeItem(old)
        }
        gravity.addItem(home)
        collision.addItem(home)
        bounce.addItem(home)
        // A little spin as it leaves, so it lands on an edge and tips over.
        bounce.addAngularVelocity(indexPath.item % 2 == 0 ? 1.2 : -1.2, for: home)
    }

    /// A snapped-back cell that has come to rest is in the grid again.
    public func settleSnappedCells() {
        for (path, snap) in snaps {
            guard let item = dropped[path], let home = super.layoutAttributesForItem(at: path),
                  hypot(item.center.x - home.center.x, item.center.y - home.center.y) < 0.5 else { continue }
            animator.removeBehavior(snap)
            bounce.removeItem(item)
            snaps[path] = nil
            dropped[path] = nil
        }
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let grid = (super.layoutAttributesForElements(in: rect) ?? []).filter { dropped[$0.indexPath] == nil }
        return grid + dropped.values.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dropped[indexPath] ?? super.layoutAttributesForItem(at: indexPath)
    }
}

/// Tap a tile to drop it; tap it again to call it back.
public final class DropCellsViewController: UICollectionViewController {
    public var dropLayout: DropCellsLayout { collectionViewLayout as! DropCellsLayout }
    /// What happened (the gallery window prints it).
    public var onChange: ((String) -> Void)?

    public init() {
        super.init(collectionViewLayout: DropCellsLayout())
        title = "Falling tiles"
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Tile")
        dropLayout.animator.delegate = self
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! NumberCell
        cell.label.text = "\(indexPath.item + 1)"
        cell.label.font = .boldSystemFont(ofSize: 28)
        cell.label.textColor = .label
        cell.contentView.backgroundColor = .tile(hue: CGFloat(indexPath.item) / 12)
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        dropLayout.toggle(indexPath)
        onChange?("tapped tile \(indexPath.item + 1)")
    }
}

extension DropCellsViewController: UIDynamicAnimatorDelegate {
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        dropLayout.settleSnappedCells()
        onChange?("tiles at rest")
    }
}
