// The client libraries above, run as an app would run them.
import Testing
import UIKit
import TesseraTesting

@MainActor
private func showCollection(layout: UICollectionViewLayout, source: WordsDataSource, cellClass: AnyClass = WordCell.self,
                            size: CGSize = CGSize(width: 320, height: 480)) -> (HeadlessScreen, UICollectionView) {
    let screen = HeadlessScreen(size: size, scale: 1)
    let controller = UIViewController()
    screen.rootViewController = controller
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: source.cellIdentifier)
    collectionView.dataSource = source
    collectionView.delegate = source
    controller.view.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView)
}

@MainActor struct PortedLayoutTests {
    let words = ["a", "tiny", "tag", "cloud", "of", "words", "that", "wraps", "over", "lines"]

    @Test func tagLayoutPacksEachLineFromTheLeadingInset() {
        let source = WordsDataSource(words: words)
        let (_, collectionView) = showCollection(layout: TagFlowLayout(), source: source)
        let frames = (0..<words.count).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == words.count)
        // Widths from the delegate: 10 per letter + 20. Line one: 30, 60, 50, 70 at x 12, 48, 114, 170.
        #expect(frames[0] == CGRect(x: 12, y: 8, width: 30, height: 30))
        #expect(frames[1].minX == 48)
        #expect(frames[2].minX == 114)
        #expect(frames[3].minX == 170)
        // Every line starts at the inset; items on one line are 6 apart.
        let lines = Dictionary(grouping: frames, by: { $0.minY })
        #expect(lines.count > 1)
        for line in lines.values {
            let sorted = line.sorted { $0.minX < $1.minX }
            #expect(sorted.first?.minX == 12)
            for (left, right) in zip(sorted, sorted.dropFirst()) { #expect(right.minX - left.maxX == 6) }
        }
    }

    @Test func waterfallLayoutGetsItsOwnContextClassFromEveryPath() {
        let source = WordsDataSource(words: words)
        let layout = WaterfallLayout()
        layout.delegate = source
        let (screen, collectionView) = showCollection(layout: layout, source: source)
        // Two columns of 160; heights 40/70/100 + 8 padding, shortest column first.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 4, y: 4, width: 152, height: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 164, y: 4, width: 152, height: 70))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 4, y: 52, width: 152, height: 100))
        // reloadData, a batch update and a bounds change all hand over WaterfallInvalidationContext
        // (the layout force-casts; a base context would trap).
        source.words.append("more")
        collectionView.reloadData()
        screen.runUntilIdle()
        source.words.insert("first", at: 0)
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        screen.runUntilIdle()
        #expect(collectionView.numberOfItems(inSection: 0) == words.count + 2)
        UIView.animate(withDuration: 0.3) {
            collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        }
        screen.runUntilIdle()
        #expect(layout.events.suffix(3) == ["prepareForAnimatedBoundsChange 320", "prepare", "finalizeAnimatedBoundsChange"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 192)
    }

    @Test func selfSizingByChangingTheGivenAttributes() {
        let source = WordsDataSource(words: words)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 30)
        let (_, collectionView) = showCollection(layout: layout, source: source)
        for item in 0..<words.count {
            guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? WordCell else {
                Issue.record("item \(item) not shown"); continue
            }
            let fitted = cell.label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 30))
            #expect(cell.frame.width == ceil(fitted.width) + 20, "item \(item)")
        }
        // The layout's own attributes were not edited by the cell: they hold the measured size.
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(attributes?.size == collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size)
    }

    @Test func attributesSubclassCarriesTheBadgeAndReappliesOnlyWhenItChanges() {
        let source = WordsDataSource(words: Array(words.prefix(3)), cellIdentifier: "Badge")
        let layout = BadgeFlowLayout()
        let (screen, collectionView) = showCollection(layout: layout, source: source, cellClass: BadgeCell.self)
        let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? BadgeCell
        #expect(cell?.badgeLabel.text == "3")
        let applied = cell?.applyCount ?? 0
        collectionView.collectionViewLayout.invalidateLayout()
        screen.runUntilIdle()
        #expect(cell?.applyCount == applied, "equal attributes are not applied again")
        layout.badgeCount = 10
        screen.runUntilIdle()
        #expect(cell?.badgeLabel.text == "12")
        let visible = collectionView.visibleCells.compactMap { collectionView.layoutAttributesForItem(at: collectionView.indexPath(for: $0)!) }
        #expect(visible.allSatisfy { $0.isCell && $0.area > 0 })
        #expect(visible.first.map { $0.debugName.contains("{{") } == true)
    }

    @Test func batchUpdatesTakeANonEscapingClosure() {
        let source = WordsDataSource(words: words)
        let (screen, collectionView) = showCollection(layout: UICollectionViewFlowLayout(), source: source)
        func removeFirst(recordingIn log: inout [String], then notify: () -> Void) {
            collectionView.performBatchUpdates {
                log.append("removed \(source.words.removeFirst())")   // inout: only a non-escaping closure may use it
                notify()
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        var log: [String] = []
        var notified = false
        removeFirst(recordingIn: &log) { notified = true }
        screen.runUntilIdle()
        #expect(notified && log == ["removed a"])
        #expect(collectionView.numberOfItems(inSection: 0) == words.count - 1)
        collectionView.performBatchUpdates(nil, completion: nil)
    }
}
