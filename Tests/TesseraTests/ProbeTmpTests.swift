import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct ProbeTmpTests {
    @Test func probe() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        let (screen, cv) = makeCollection(size: CGSize(width: 1280, height: 800), layout: layout, source: GridSource(counts: [0]))
        let source = ModelSource([Array(0..<1000)])
        cv.dataSource = source
        cv.delegate = nil
        cv.reloadData()
        cv.layoutIfNeeded()
        var offset: CGFloat = 0
        for _ in 0..<20 { offset += 70; cv.contentOffset.y = offset; cv.layoutIfNeeded() }
        let made = cv.createdViewCount
        offset = 1420
        for _ in 0..<5 { offset += 70; cv.contentOffset.y = offset; cv.layoutIfNeeded() }
        print("PROBE made \(cv.createdViewCount - made) visible \(cv.visibleCells.count) content \(cv.contentSize)")
        withExtendedLifetime(screen) {}
    }
}
