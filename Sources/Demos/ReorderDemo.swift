import Foundation
import Tessera

/// A grid of numbered tiles that a long press picks up and a drag moves (modern UIKit's
/// interactive movement through `UICollectionViewController`).
public final class ReorderableGridViewController: UICollectionViewController {
    public private(set) var numbers = Array(1...24)

    public init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 80, height: 80), spacing: 10,
                                               inset: UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)))
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reorder"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Tile")
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! NumberCell
        let number = numbers[indexPath.item]
        cell.label.text = "\(number)"
        cell.label.font = .boldSystemFont(ofSize: 28)
        cell.label.textColor = .label
        cell.contentView.backgroundColor = .tile(hue: CGFloat(number) / 24)
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    public override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                        to destinationIndexPath: IndexPath) {
        let number = numbers.remove(at: sourceIndexPath.item)
        numbers.insert(number, at: destinationIndexPath.item)
    }
}
