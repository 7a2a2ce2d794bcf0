import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A flow-layout source that records the delegate calls, in order.
@MainActor final class RecordingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var calls: [String] = []
    var count = 200
    func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ cv: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
        cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
    }
    private func log(_ name: String, _ path: IndexPath) { calls.append("\(name) \(path.item)") }
    func collectionView(_ cv: UICollectionView, shouldHighlightItemAt p: IndexPath) -> Bool { log("shouldHighlight", p); return true }
    func collectionView(_ cv: UICollectionView, didHighlightItemAt p: IndexPath) { log("didHighlight", p) }
    func collectionView(_ cv: UICollectionView, didUnhighlightItemAt p: IndexPath) { log("didUnhighlight", p) }
    func collectionView(_ cv: UICollectionView, shouldSelectItemAt p: IndexPath) -> Bool { log("shouldSelect", p); return true }
    func collectionView(_ cv: UICollectionView, shouldDeselectItemAt p: IndexPath) -> Bool { log("shouldDeselect", p); return true }
    func collectionView(_ cv: UICollectionView, didSelectItemAt p: IndexPath) { log("didSelect", p) }
    func collectionView(_ cv: UICollectionView, didDeselectItemAt p: IndexPath) { log("didDeselect", p) }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging \(velocity.y < 0 ? "up" : velocity.y > 0 ? "down" : "still")")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

@MainActor struct ScrollingAndSelectionTests {
    private func setUp(paging: Bool = false) -> (HeadlessScreen, UICollectionView, RecordingSource) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingSource()
        keptAlive.append(source)
        cv.dataSource = source
        cv.delegate = source
        cv.isPagingEnabled = paging
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        return (screen, cv, source)
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let (screen, cv, source) = setUp()
        let touch = UITouch(at: CGPoint(x: 160, y: 160), in: screen.window, timestamp: screen.now)
        screen.send([touch])
        let cell = cv.cellForItem(at: IndexPath(item: 4, section: 0))!
        #expect(cell.isHighlighted && !cell.isSelected, "highlighted while the finger is down")
        touch.update(to: CGPoint(x: 160, y: 160), phase: .ended, timestamp: screen.now + 0.05)
        screen.send([touch])
        #expect(source.calls == ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
        #expect(cell.isSelected && !cell.isHighlighted)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        source.calls.removeAll()
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(source.calls == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didDeselect 4", "didSelect 0"])
    }

    @Test func multipleSelectionDeselectsOnASecondTap() {
        let (screen, cv, source) = setUp()
        cv.allowsMultipleSelection = true
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 160, y: 50))
        screen.advance(by: 0.5)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        source.calls.removeAll()
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(source.calls == ["shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0", "didDeselect 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func aDragScrollsCancelsTheHighlightAndDecelerates() {
        let (screen, cv, source) = setUp()
        screen.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.3)
        // The finger lands on item 10; the pan takes the touch and the highlight goes.
        #expect(source.calls == ["shouldHighlight 10", "didHighlight 10", "didUnhighlight 10", "willBeginDragging", "willEndDragging down"])
        #expect(!source.calls.contains { $0.hasPrefix("didSelect") })
        let released = cv.contentOffset.y
        #expect(released > 250, "the content followed the finger past the 10-point start")
        #expect(cv.isDecelerating && !cv.isDragging)
        screen.runUntilIdle()
        #expect(cv.contentOffset.y > released + 100, "it coasts on")
        #expect(!cv.isDecelerating && source.calls.last == "didEndDecelerating")
    }

    @Test func pullingPastTheTopStretchesAndBouncesBack() {
        let (screen, cv, _) = setUp()
        let touch = UITouch(at: CGPoint(x: 160, y: 100), in: screen.window, timestamp: screen.now)
        screen.send([touch])
        for step in 1...10 {
            screen.advance(by: 1.0 / 60)
            touch.update(to: CGPoint(x: 160, y: 100 + CGFloat(step) * 11), phase: .moved, timestamp: screen.now)
            screen.send([touch])
        }
        // 110 points down; the pan begins at the first move (11 points), so the finger is 99
        // points past the edge, which stretch to (1 − 1 / (99 · 0.55 / 480 + 1)) · 480 ≈ 48.9.
        let expected: CGFloat = (1 - 1 / (99 * 0.55 / 480 + 1)) * 480
        #expect(abs(cv.contentOffset.y + expected) < 0.01)
        screen.advance(by: 0.2)
        touch.update(to: touch.location(in: nil), phase: .ended, timestamp: screen.now)
        screen.send([touch])
        screen.runUntilIdle()
        #expect(cv.contentOffset.y == 0)
    }

    @Test func pagingStopsOnPageBoundaries() {
        let (screen, cv, _) = setUp(paging: true)
        screen.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), duration: 0.2)
        screen.runUntilIdle()
        #expect(cv.contentOffset.y == 480)
    }

    @Test func lineLayoutSnapsAnItemToTheCentreAfterADrag() {
        // Seed 001's LineLayout snapping, driven by a real drag on a horizontal flow layout.
        final class Snapping: UICollectionViewFlowLayout {
            override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
                guard let cv = collectionView else { return proposed }
                let centre = proposed.x + cv.bounds.width / 2
                let items = layoutAttributesForElements(in: CGRect(x: proposed.x, y: 0, width: cv.bounds.width, height: cv.bounds.height)) ?? []
                let nearest = items.min { abs($0.center.x - centre) < abs($1.center.x - centre) }
                return CGPoint(x: proposed.x + (nearest.map { $0.center.x - centre } ?? 0), y: proposed.y)
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = Snapping()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 200)
        layout.minimumLineSpacing = 50
        layout.sectionInset = UIEdgeInsets(top: 140, left: 60, bottom: 140, right: 60)
        let source = GridSource(counts: [30])
        let (_, cv) = (screen, UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout))
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        screen.drag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240), duration: 0.25)
        screen.runUntilIdle()
        let centre = cv.contentOffset.x + 160
        let centred = cv.visibleCells.contains { abs($0.center.x - centre) < 0.5 }
        #expect(centred, "offset \(cv.contentOffset.x) leaves no item centred")
        #expect(cv.contentOffset.x > 200)
    }
}
