import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Logs what a collection view prefetches and cancels.
@MainActor final class PrefetchLog: NSObject, UICollectionViewDataSourcePrefetching {
    var calls: [String] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        calls.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        calls.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
    }
}

/// Prefetching ahead of scrolling: data (the prefetch data source) and cells (made in idle time).
@MainActor struct PrefetchingTests {
    /// 100 rows of 50 points on a 390×600 screen: rows 0–11 show, and row 12, whose top edge
    /// touches the bottom of the screen, is placed too.
    func setUp() -> (HeadlessScreen, UICollectionView, GridSource, PrefetchLog) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let source = GridSource(counts: [100])
        let (screen, cv) = makeCollection(size: CGSize(width: 390, height: 600), layout: layout, source: source)
        let log = PrefetchLog()
        keptAlive.append(log)
        cv.prefetchDataSource = log
        screen.runUntilIdle()
        return (screen, cv, source, log)
    }

    func items(_ range: ClosedRange<Int>) -> String { range.map(String.init).joined(separator: ",") }

    @Test func itemsOneScreenAheadArePrefetchedNearestFirstAndEachOnce() {
        let (screen, cv, _, log) = setUp()
        #expect(log.calls == ["prefetch " + items(13...23)])
        // A quarter screen down: nothing new yet (the band is looked at again every quarter screen).
        cv.contentOffset = CGPoint(x: 0, y: 100)
        screen.runUntilIdle()
        #expect(log.calls.count == 1)
        cv.contentOffset = CGPoint(x: 0, y: 300)
        screen.runUntilIdle()
        // Rows 13–18 came on screen without being named again; 24–29 are new ahead.
        #expect(log.calls == ["prefetch " + items(13...23), "prefetch " + items(24...29)])
    }

    @Test func turningBackCancelsWhatWasAheadAndPrefetchesAbove() {
        let (screen, cv, _, log) = setUp()
        cv.contentOffset = CGPoint(x: 0, y: 1500)   // rows 30–41 show
        screen.runUntilIdle()
        log.calls.removeAll()
        cv.contentOffset = CGPoint(x: 0, y: 1450)   // up by one row
        screen.runUntilIdle()
        // The rows named below (43–53) are cancelled; above, nearest first: 27 (28 touches the
        // top edge and is placed) up to 17.
        #expect(log.calls == ["cancel " + items(43...53), "prefetch " + (17...27).reversed().map(String.init).joined(separator: ",")])
    }

    @Test func jitterBackAndForthIsNotAReversal() {
        let (screen, cv, _, log) = setUp()
        cv.contentOffset = CGPoint(x: 0, y: 300)
        screen.runUntilIdle()
        log.calls.removeAll()
        for y in [295, 300, 294, 300, 296] as [CGFloat] {
            cv.contentOffset = CGPoint(x: 0, y: y)
            screen.runUntilIdle()
        }
        #expect(log.calls.isEmpty)
    }

    @Test func aJumpCancelsWhatWasPassedBy() {
        let (screen, cv, _, log) = setUp()
        cv.contentOffset = CGPoint(x: 0, y: 3000)   // far beyond rows 12–23
        screen.runUntilIdle()
        #expect(log.calls == ["prefetch " + items(13...23), "cancel " + items(13...23), "prefetch " + items(73...83)])
    }

    @Test func turnedOffNothingIsPrefetched() {
        let (screen, cv, _, log) = setUp()
        log.calls.removeAll()
        cv.isPrefetchingEnabled = false
        cv.contentOffset = CGPoint(x: 0, y: 600)
        screen.runUntilIdle()
        #expect(log.calls.isEmpty)
    }

    @Test func cellsMadeInIdleTimeShowWithoutAskingTheDataSourceAgain() {
        let (screen, cv, source, _) = setUp()
        #expect(cv.numberOfCellsPreparedAhead == 0)   // no idle time on this screen yet
        screen.idleStepsPerFrame = 4
        source.calls.removeAll()
        screen.advance(by: 0.1)   // six frames: all eleven rows ahead made
        #expect(cv.numberOfCellsPreparedAhead == 11)
        #expect(source.calls == (13...23).map { "cell 0-\($0)" })
        source.calls.removeAll()
        cv.contentOffset = CGPoint(x: 0, y: 300)
        screen.idleStepsPerFrame = 0
        screen.runUntilIdle()
        // Rows 13–18 came on screen ready-made: the data source was not asked for them again,
        // and they show where the layout puts them.
        #expect(source.calls.isEmpty)
        #expect(cv.cellForItem(at: IndexPath(item: 17, section: 0))?.frame == CGRect(x: 0, y: 850, width: 390, height: 50))
        // Rows 6–17 fill the screen; rows 5 and 18 touch its edges and are placed too.
        #expect(cv.indexPathsForVisibleItems.sorted().map(\.item) == Array(5...18))
    }

    @Test func aBatchUpdateDropsCellsMadeAheadAndNamesTheItemsAgain() {
        let (screen, cv, source, log) = setUp()
        screen.idleStepsPerFrame = 4
        screen.advance(by: 0.1)
        #expect(cv.numberOfCellsPreparedAhead == 11)
        log.calls.removeAll()
        source.calls.removeAll()
        source.counts = [101]
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
        screen.runUntilIdle()
        #expect(log.calls == ["prefetch " + items(13...23)])
        // The rows ahead are made again for the new numbering (row 13 is the old row 12), after
        // the new row on screen.
        #expect(cv.numberOfCellsPreparedAhead == 22)
        #expect(source.calls == ["cell 0-0"] + (13...23).map { "cell 0-\($0)" })
    }
}
