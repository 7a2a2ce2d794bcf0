import Foundation
import Testing
@testable import TesseraCore

/// Sections of one item size are computed (`FlowGrid`), not stored: they must place every item
/// where the stored, item-by-item layout does, and find the same items in any rectangle.
struct FlowGridTests {
    private struct Case {
        var vertical: Bool, cross: CGFloat, size: CGSize, counts: [Int]
        var metrics: FlowSectionMetrics
    }

    private func randomCase(_ random: inout SeededGenerator) -> Case {
        let sizes = [CGSize(width: 60, height: 60), CGSize(width: 100, height: 37.5), CGSize(width: 400, height: 20),
                     CGSize(width: 0, height: 10), CGSize(width: 33.3, height: 33.3), CGSize(width: 160, height: 50)]
        let spacings: [CGFloat] = [0, 10, 2.5, -5, -70, 7.7]
        // Lines may overlap (Cover Flow's negative spacing) but still advance.
        let lineSpacings: [CGFloat] = [0, 10, 2.5, -5, 7.7]
        let metrics = FlowSectionMetrics(
            inset: EdgeInsets(top: CGFloat(Int.random(in: 0...20, using: &random)), left: CGFloat(Int.random(in: 0...20, using: &random)),
                                bottom: CGFloat(Int.random(in: 0...20, using: &random)), right: CGFloat(Int.random(in: 0...20, using: &random))),
            lineSpacing: lineSpacings.randomElement(using: &random)!, interitemSpacing: spacings.randomElement(using: &random)!,
            headerSize: CGSize(width: 25, height: 25), footerSize: Bool.random(using: &random) ? CGSize(width: 12, height: 12) : .zero)
        let counts = (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 0...37, using: &random) }
        var c = Case(vertical: Bool.random(using: &random), cross: [320, 390, 1280, 99.5].randomElement(using: &random)!,
                     size: sizes.randomElement(using: &random)!, counts: counts, metrics: metrics)
        if (c.vertical ? c.size.height : c.size.width) + c.metrics.lineSpacing <= 0 { c.metrics.lineSpacing = 0 }
        return c
    }

    private func build(_ c: Case, computed: Bool) -> FlowGeometry {
        FlowGeometryBuilder(vertical: c.vertical, crossExtent: c.cross, extraInset: .zero)
            .build(sectionCount: c.counts.count, itemCount: { c.counts[$0] }, metrics: { _ in c.metrics },
                   uniformSize: { _ in computed ? c.size : nil }, itemSize: { _ in c.size })
    }

    @Test func computedSectionsPlaceItemsWhereStoredOnesDo() {
        var random = SeededGenerator(state: 11)
        for round in 0..<300 {
            let c = randomCase(&random)
            let stored = build(c, computed: false), computed = build(c, computed: true)
            // Stored lines add up their positions, computed ones multiply: equal to rounding.
            #expect(abs(stored.contentSize.width - computed.contentSize.width) < 1e-6
                    && abs(stored.contentSize.height - computed.contentSize.height) < 1e-6, "round \(round)")
            for (section, count) in c.counts.enumerated() {
                #expect(computed.sections[section].grid != nil || count == 0)
                #expect(abs(stored.sections[section].end - computed.sections[section].end) < 1e-6, "round \(round) section \(section)")
                for item in 0..<count {
                    let a = stored.frame(ofItem: item, inSection: section), b = computed.frame(ofItem: item, inSection: section)
                    #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && a.size == b.size,
                            "round \(round): item \(item) of section \(section) at \(b), stored \(a)")
                }
            }
        }
    }

    @Test func computedSectionsFindTheItemsInARectangle() {
        var random = SeededGenerator(state: 12)
        for round in 0..<100 {
            let c = randomCase(&random)
            let stored = build(c, computed: false), computed = build(c, computed: true)
            for _ in 0..<20 {
                let rect = CGRect(x: CGFloat.random(in: -50...max(0, computed.contentSize.width), using: &random),
                                  y: CGFloat.random(in: -50...max(0, computed.contentSize.height), using: &random),
                                  width: CGFloat.random(in: 1...500, using: &random), height: CGFloat.random(in: 1...500, using: &random))
                var a: [[Int]] = [], b: [[Int]] = []
                stored.forEachItem(in: rect) { a.append([$0, $1]) }
                computed.forEachItem(in: rect) { b.append([$0, $1]) }
                var expected: [[Int]] = []
                for (section, count) in c.counts.enumerated() {
                    for item in 0..<count {
                        let frame = computed.frame(ofItem: item, inSection: section)
                        if frame.intersects(rect) || rect.contains(frame.origin) { expected.append([section, item]) }
                    }
                }
                #expect(Set(b) == Set(expected), "round \(round), rect \(rect)")
                #expect(Set(a) == Set(b), "round \(round), rect \(rect)")
            }
        }
    }
}
