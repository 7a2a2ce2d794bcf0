import Foundation
import Tessera

/// A list of numbered rows in a diffable data source that shuffles, inserts and deletes.
public final class DiffableListViewController: UIViewController {
    public enum Section: Hashable, Sendable { case main }
    public private(set) var collectionView: UICollectionView!
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private var nextNumber = 12
    private var random = DemoRandom(seed: 2026)

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 110, height: 44), spacing: 8,
                                                     inset: UIEdgeInsets(top: 16, left: 12, bottom: 16, right: 12))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<StateCell, Int> { cell, _, number in
            cell.label.text = "Item \(number)"
            cell.contentView.backgroundColor = .tile(hue: CGFloat(number % 12) / 12)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, number in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<12))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public func shuffle(completion: (() -> Void)? = nil) {
        var snapshot = dataSource.snapshot()
        let items = snapshot.itemIdentifiers
        snapshot.deleteAllItems()
        snapshot.appendSections([.main])
        snapshot.appendItems(random.shuffled(items))
        dataSource.apply(snapshot, completion: completion)
    }

    public func insertTwo(completion: (() -> Void)? = nil) {
        var snapshot = dataSource.snapshot()
        if let first = snapshot.itemIdentifiers.first {
            snapshot.insertItems([nextNumber, nextNumber + 1], beforeItem: first)
        } else {
            snapshot.appendItems([nextNumber, nextNumber + 1])
        }
        nextNumber += 2
        dataSource.apply(snapshot, completion: completion)
    }

    public func deleteEveryThird(completion: (() -> Void)? = nil) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(snapshot.itemIdentifiers.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
        dataSource.apply(snapshot, completion: completion)
    }
}

/// A tiny seeded generator so the demo shuffles the same way every run.
struct DemoRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, Int(next() % UInt64(i + 1))) }
        return result
    }
}
