// Client code: drag and drop, prefetching and reordering as iOS 11–15 tutorials write them —
// a view controller that is the collection view's data source, prefetch data source, drag
// delegate and drop delegate, moving items with a batch update and landing them with the
// coordinator — with its imports unchanged (`import UIKit`).
import Testing
import UIKit
import TesseraTesting

final class ShelfViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var books = (1...40).map { "Book \($0)" }
    var prefetched: [IndexPath] = []
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Book")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { books.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Book", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(contentsOf: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let book = books[indexPath.item]
        let itemProvider = NSItemProvider(object: book as NSString)
        let dragItem = UIDragItem(itemProvider: itemProvider)
        dragItem.localObject = book
        return [dragItem]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UICollectionViewDropProposal(operation: .forbidden)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let row = collectionView.numberOfItems(inSection: 0)
            destinationIndexPath = IndexPath(item: row - 1, section: 0)
        }
        if coordinator.proposal.operation == .move {
            guard let item = coordinator.items.first, let sourceIndexPath = item.sourceIndexPath else { return }
            collectionView.performBatchUpdates({
                self.books.remove(at: sourceIndexPath.item)
                self.books.insert(item.dragItem.localObject as! String, at: destinationIndexPath.item)
                collectionView.deleteItems(at: [sourceIndexPath])
                collectionView.insertItems(at: [destinationIndexPath])
            }, completion: nil)
            coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
        }
    }
}

@MainActor struct DragAndDropClientTests {
    @Test func aTutorialShelfPrefetchesAndReordersByDragAndDrop() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let shelf = ShelfViewController()
        screen.rootViewController = shelf
        screen.runUntilIdle()
        #expect(!shelf.prefetched.isEmpty, "the rows below the screen were prefetched")
        let first = try #require(shelf.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let third = try #require(shelf.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let from = first.convert(CGPoint(x: 50, y: 50), to: nil)
        let to = third.convert(CGPoint(x: 80, y: 50), to: nil)
        let touch = screen.pressAndDrag(from: from, to: to)
        screen.lift(touch)
        screen.runUntilIdle()
        // Carried onto the third book: a gap opens there (the third makes room) and the book
        // lands in it, second once it has left its own place.
        #expect(shelf.books.prefix(3) == ["Book 2", "Book 1", "Book 3"])
    }
}
