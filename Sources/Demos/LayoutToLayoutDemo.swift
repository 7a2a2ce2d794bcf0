import Foundation
import Tessera

/// Seed 004's layout-to-layout navigation: a grid of small photos; choosing one pushes a
/// second collection view controller with `useLayoutToLayoutNavigationTransitions`, which takes
/// over the same collection view and animates it to large photos; Back animates it back.
public final class LayoutToLayoutGridController: UICollectionViewController {
    let names = ["astronaut", "chelsea", "coffee", "rocket", "hubble_deep_field", "horse", "coins", "moon", "camera",
                 "retina", "brick", "grass", "gravel", "cell", "ihc"]

    public init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 100, height: 100), spacing: 10,
                                               inset: UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)))
        title = "Photos"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = UIColor(white: 0.15, alpha: 1)
        collectionView.register(MattePhotoCell.self, forCellWithReuseIdentifier: "Photo")
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! MattePhotoCell
        cell.image = DemoPhotos.named(names[indexPath.item])
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard navigationController?.topViewController === self else { return }
        let large = UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 330, height: 330), spacing: 20,
                                                    inset: UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30))
        let detail = UICollectionViewController(collectionViewLayout: large)
        detail.title = "Large"
        detail.useLayoutToLayoutNavigationTransitions = true
        navigationController?.pushViewController(detail, animated: true)
    }
}
