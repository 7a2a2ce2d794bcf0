import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct FlowLayoutTests {
    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func supplementary(_ layout: UICollectionViewLayout, _ kind: String, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    @Test func verticalSectionsWithHeadersFootersAndInsets() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        layout.headerReferenceSize = CGSize(width: 999, height: 30)
        layout.footerReferenceSize = CGSize(width: 1, height: 20)
        let (_, cv) = makeCollection(layout: layout, source: GridSource(counts: [5, 1]))
        // 300 points between the insets: two 100-point items a line, justified 100 apart.
        #expect(supplementary(layout, UICollectionElementKindSectionHeader, 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(layout, 0, 0) == CGRect(x: 10, y: 35, width: 100, height: 50))
        #expect(frame(layout, 1, 0) == CGRect(x: 210, y: 35, width: 100, height: 50))
        #expect(frame(layout, 2, 0) == CGRect(x: 10, y: 95, width: 100, height: 50))
        #expect(frame(layout, 3, 0) == CGRect(x: 210, y: 95, width: 100, height: 50))
        // The last line keeps the columns of a full line.
        #expect(frame(layout, 4, 0) == CGRect(x: 10, y: 155, width: 100, height: 50))
        #expect(supplementary(layout, UICollectionElementKindSectionFooter, 0) == CGRect(x: 0, y: 220, width: 320, height: 20))
        #expect(supplementary(layout, UICollectionElementKindSectionHeader, 1) == CGRect(x: 0, y: 240, width: 320, height: 30))
        #expect(frame(layout, 0, 1) == CGRect(x: 10, y: 275, width: 100, height: 50))
        #expect(supplementary(layout, UICollectionElementKindSectionFooter, 1) == CGRect(x: 0, y: 340, width: 320, height: 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 360))
        #expect(cv.contentSize == CGSize(width: 320, height: 360))
    }

    @Test func variableSizesCentreLoneItemsAndAlignLines() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let source = GridSource(counts: [3])
        let sizes = [CGSize(width: 250, height: 40), CGSize(width: 100, height: 60), CGSize(width: 100, height: 20)]
        source.sizes = { sizes[$0.item] }
        _ = makeCollection(layout: layout, source: source)
        // A full line with one item centres it.
        #expect(frame(layout, 0, 0) == CGRect(x: 35, y: 0, width: 250, height: 40))
        // The last line: two items, centred across the line's 60-point thickness.
        #expect(frame(layout, 1, 0) == CGRect(x: 10, y: 50, width: 100, height: 60))
        #expect(frame(layout, 2, 0) == CGRect(x: 210, y: 70, width: 100, height: 20))
        #expect(layout.collectionViewContentSize.height == 110)
    }

    @Test func aSingleItemLeftAlignsWhenMoreWouldFit() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        _ = makeCollection(layout: layout, source: GridSource(counts: [1]))
        #expect(frame(layout, 0, 0) == CGRect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test func horizontalScrollingSwapsTheAxes() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        layout.headerReferenceSize = CGSize(width: 40, height: 999)
        _ = makeCollection(size: CGSize(width: 300, height: 200), layout: layout, source: GridSource(counts: [3]))
        #expect(supplementary(layout, UICollectionElementKindSectionHeader, 0) == CGRect(x: 0, y: 0, width: 40, height: 200))
        #expect(frame(layout, 0, 0) == CGRect(x: 45, y: 10, width: 50, height: 80))
        #expect(frame(layout, 1, 0) == CGRect(x: 45, y: 110, width: 50, height: 80))
        #expect(frame(layout, 2, 0) == CGRect(x: 105, y: 10, width: 50, height: 80))
        #expect(layout.collectionViewContentSize == CGSize(width: 160, height: 200))
    }

    @Test func delegateMetricsApplyPerSection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        let source = GridSource(counts: [2, 2])
        source.insets = { $0 == 1 ? UIEdgeInsets(top: 7, left: 10, bottom: 3, right: 10) : .zero }
        source.lineSpacing = { $0 == 1 ? 25 : 0 }
        source.headerSizes = { CGSize(width: 0, height: $0 == 1 ? 44 : 0) }
        _ = makeCollection(layout: layout, source: source)
        #expect(frame(layout, 0, 0) == CGRect(x: 10, y: 0, width: 300, height: 40))
        #expect(frame(layout, 1, 0) == CGRect(x: 10, y: 40, width: 300, height: 40))
        #expect(supplementary(layout, UICollectionElementKindSectionHeader, 1) == CGRect(x: 0, y: 80, width: 320, height: 44))
        #expect(frame(layout, 0, 1) == CGRect(x: 10, y: 131, width: 300, height: 40))
        #expect(frame(layout, 1, 1) == CGRect(x: 10, y: 196, width: 300, height: 40))
        #expect(layout.collectionViewContentSize.height == 239)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionElementKindSectionHeader,
                                                           at: IndexPath(item: 0, section: 0))?.size.height == 0)
    }

    @Test func badItemSizesAreReportedAndZeroed() {
        let layout = UICollectionViewFlowLayout()
        let source = GridSource(counts: [2])
        source.sizes = { $0.item == 0 ? CGSize(width: CGFloat.nan, height: -4) : CGSize(width: 20, height: 20) }
        var messages: [String] = []
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        _ = makeCollection(layout: layout, source: source)
        TesseraDiagnostics.handler = nil
        messages = log.all
        #expect(frame(layout, 0, 0)?.size == .zero)
        #expect(messages.contains { $0.contains("invalid size") && $0.contains("[0, 0]") })
    }

    @Test func elementsInRectEqualABruteForceFilter() {
        var random = SeededGenerator(state: 42)
        for round in 0..<20 {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = round % 2 == 0 ? .vertical : .horizontal
            layout.headerReferenceSize = CGSize(width: 30, height: 30)
            layout.footerReferenceSize = round % 3 == 0 ? CGSize(width: 15, height: 15) : .zero
            layout.sectionInset = UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 2)
            let counts = (0..<Int.random(in: 1...5, using: &random)).map { _ in Int.random(in: 0...40, using: &random) }
            let source = GridSource(counts: counts)
            var sizes: [IndexPath: CGSize] = [:]
            for (s, n) in counts.enumerated() {
                for i in 0..<n {
                    sizes[IndexPath(item: i, section: s)] = CGSize(width: CGFloat.random(in: 10...140, using: &random).rounded(),
                                                                   height: CGFloat.random(in: 10...140, using: &random).rounded())
                }
            }
            source.sizes = { sizes[$0]! }
            _ = makeCollection(layout: layout, source: source)
            let content = layout.collectionViewContentSize
            for _ in 0..<25 {
                let rect = CGRect(x: CGFloat.random(in: -50...content.width, using: &random),
                                  y: CGFloat.random(in: -50...content.height, using: &random),
                                  width: CGFloat.random(in: 1...400, using: &random), height: CGFloat.random(in: 1...400, using: &random))
                let found = Set((layout.layoutAttributesForElements(in: rect) ?? [])
                    .filter { $0.representedElementCategory == .cell }.map(\.indexPath))
                let expected = Set(sizes.keys.filter { layout.layoutAttributesForItem(at: $0)!.frame.intersects(rect) })
                #expect(found == expected, "round \(round), rect \(rect)")
            }
        }
    }

    @Test func pinnedHeadersStayAtTheTopWithinTheirSection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let source = GridSource(counts: [10, 10])
        let (screen, cv) = makeCollection(layout: layout, source: source)
        // Section 0: header 0…30, items 30…530. Section 1: header 530…560.
        cv.contentOffset = CGPoint(x: 0, y: 100)
        screen.runUntilIdle()
        let header0 = cv.supplementaryView(forElementKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame.minY == 100)
        #expect(header0?.layer.zPosition == CGFloat(UICollectionViewFlowLayout.pinnedZIndex))
        cv.contentOffset = CGPoint(x: 0, y: 510)
        screen.runUntilIdle()
        // Pushed up by the next section: its bottom stays at the end of section 0's items.
        #expect(cv.supplementaryView(forElementKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 500)
        #expect(cv.supplementaryView(forElementKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 530)
        cv.contentOffset = CGPoint(x: 0, y: 600)
        screen.runUntilIdle()
        #expect(cv.supplementaryView(forElementKind: UICollectionElementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY == 600)
    }

    @Test func selfSizingCellsTakeTheirPreferredSize() {
        final class SizingCell: UICollectionViewCell {
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                // Width from the item number, kept in the tag the data source sets.
                CGSize(width: 80 + CGFloat(tag) * 10, height: 40)
            }
        }
        final class TaggingSource: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                cell.tag = indexPath.item
                return cell
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.register(SizingCell.self, forCellWithReuseIdentifier: "Cell")
        let source = TaggingSource()
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 80, height: 40))
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.size == CGSize(width: 110, height: 40))
        // 80 + 90 + 100 with 10-point gaps fit one line; 110 wraps.
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 50)
    }

    @Test func pinnedFootersStayAtTheBottomWithinTheirSection() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 0
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionFootersPinToVisibleBounds = true
        let source = GridSource(counts: [20, 5])
        let (screen, cv) = makeCollection(layout: layout, source: source)
        // Section 0's items run 0…1000 and its footer 1000…1020; the screen shows 0…480.
        let footer = cv.supplementaryView(forElementKind: UICollectionElementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.minY == 460)
        cv.contentOffset = CGPoint(x: 0, y: 700)
        screen.runUntilIdle()
        #expect(cv.supplementaryView(forElementKind: UICollectionElementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame.minY == 1000)
    }

    @Test func sectionInsetsCanBeMeasuredFromTheLayoutMargins() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
        layout.sectionInsetReference = .fromLayoutMargins
        _ = makeCollection(layout: layout, source: GridSource(counts: [1]))
        // The collection view's layout margins are 8 on every side.
        #expect(frame(layout, 0, 0)?.origin == CGPoint(x: 10, y: 9))
    }
}
