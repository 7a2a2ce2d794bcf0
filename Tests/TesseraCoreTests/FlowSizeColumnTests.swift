import Foundation
import Testing
@testable import TesseraCore

/// A flow layout keeps its items' sizes palette-coded and computes frames from sizes and lines:
/// sizes must come back exactly, past each change of code width, and every frame must be the
/// one the line placement gives.
struct FlowSizeColumnTests {
    @Test func sizesComeBackExactlyThroughEveryCodeWidth() {
        var column = FlowSizeColumn()
        var expected: [CGSize] = []
        // 3 sizes (one byte each), then 300 (two bytes), then 70,000 distinct (stored as they are).
        for distinct in [3, 300, 70_000] {
            for i in 0..<(distinct * 2) {
                let size = CGSize(width: 200 * (CGFloat(i % distinct) + 1) / 3, height: 0.1 * CGFloat(i % distinct) + 1e-9)
                column.append(size)
                expected.append(size)
            }
            #expect(column.count == expected.count)
            let mismatches = (0..<expected.count).filter { column[$0] != expected[$0] }
            #expect(mismatches.isEmpty, "\(mismatches.count) sizes changed with \(distinct) distinct sizes")
        }
        column.removeAll()
        #expect(column.count == 0)
        column.append(CGSize(width: 1, height: 2))
        #expect(column[0] == CGSize(width: 1, height: 2))
    }

    @Test func aFewSizesCostAByteAnItem() {
        var column = FlowSizeColumn()
        for i in 0..<100_000 { column.append(CGSize(width: 80 + CGFloat(i % 5) * 10, height: 60 + CGFloat(i % 3) * 20)) }
        // A byte an item, plus what an array grown by doubling keeps spare.
        #expect(column.byteCount < 150_000)
    }

    @Test func framesByIndexAreTheFramesFoundInRectangles() {
        var random = SeededGenerator(state: 7)
        for vertical in [true, false] {
            let builder = FlowGeometryBuilder(vertical: vertical, crossExtent: 390, extraInset: .zero)
            let sizes = (0..<500).map { _ in
                CGSize(width: CGFloat(Int.random(in: 10...150, using: &random)) / 3, height: CGFloat(Int.random(in: 10...90, using: &random)) / 7)
            }
            let metrics = FlowSectionMetrics(inset: EdgeInsets(top: 5, left: 7, bottom: 3, right: 2), lineSpacing: 4.5,
                                             interitemSpacing: 3.25, headerSize: CGSize(width: 20, height: 20), footerSize: .zero)
            let geometry = builder.build(sectionCount: 2, itemCount: { $0 == 0 ? 500 : 37 }, metrics: { _ in metrics },
                                         itemSize: { sizes[$0.item] })
            var found: [IndexPath: CGRect] = [:]
            let everything = CGRect(x: -1, y: -1, width: geometry.contentSize.width + 2, height: geometry.contentSize.height + 2)
            geometry.forEachItem(in: everything) { section, item in
                found[IndexPath(item: item, section: section)] = geometry.frame(ofItem: item, inSection: section)
            }
            #expect(found.count == 537)
            for (path, frame) in found {
                #expect(frame.size == sizes[path.item], "item \(path) keeps its size exactly")
                // Each item is found again by a small rectangle at its centre.
                var again: [Int] = []
                geometry.forEachItem(in: CGRect(x: frame.midX, y: frame.midY, width: 0.01, height: 0.01)) { s, i in
                    if s == path.section { again.append(i) }
                }
                #expect(again.contains(path.item), "item \(path) at \(frame)")
            }
            // Lines do not overlap: an item's frame stays inside its section's body.
            for (path, frame) in found {
                let s = geometry.sections[path.section]
                let (lo, hi) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
                #expect(lo >= s.bodyStart && hi <= s.bodyEnd)
            }
        }
    }
}
