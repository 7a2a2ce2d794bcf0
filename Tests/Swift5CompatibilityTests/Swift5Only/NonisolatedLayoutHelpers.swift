// Swift 5 language mode only: helpers as layout libraries write them, outside any actor,
// reading the layout's collection view. Against UIKit's SDK this compiles without an isolation
// error in Swift 5 mode; against Tessera it must too (UIKit's classes are @preconcurrency).
import Testing
import UIKit
import TesseraTesting

struct ColumnMetrics {
    unowned let layout: UICollectionViewLayout

    var availableWidth: CGFloat {
        guard let collectionView = layout.collectionView else { return 0 }
        return collectionView.bounds.width - collectionView.contentInset.left - collectionView.contentInset.right
    }

    func columns(minimumWidth: CGFloat) -> Int {
        return max(1, Int(availableWidth / minimumWidth))
    }
}

func itemCount(of layout: UICollectionViewLayout) -> Int {
    guard let collectionView = layout.collectionView else { return 0 }
    return (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
}

final class GridHelper {
    weak var layout: UICollectionViewFlowLayout?

    func itemSize(columns: Int) -> CGSize {
        guard let layout = layout, let width = layout.collectionView?.bounds.width else { return .zero }
        let spacing = layout.minimumInteritemSpacing * CGFloat(columns - 1)
        let side = floor((width - layout.sectionInset.left - layout.sectionInset.right - spacing) / CGFloat(columns))
        return CGSize(width: side, height: side)
    }
}

@MainActor struct NonisolatedHelperTests {
    @Test func helpersReadTheCollectionViewFromOutsideTheMainActor() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let source = WordsDataSource(words: ["one", "two", "three"])
        collectionView.dataSource = source
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "Word")
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        #expect(ColumnMetrics(layout: layout).columns(minimumWidth: 100) == 3)
        #expect(itemCount(of: layout) == 3)
        let helper = GridHelper()
        helper.layout = layout
        #expect(helper.itemSize(columns: 3) == CGSize(width: 100, height: 100))
    }
}
