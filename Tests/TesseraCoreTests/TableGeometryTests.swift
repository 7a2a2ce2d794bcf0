import Foundation
import Testing
@testable import TesseraCore

struct TableGeometryTests {
    /// Two sections: a 28-point header, rows of 44, a 20-point footer, 35 points between them.
    private func grouped() -> TableGeometry {
        TableGeometry(sections: [
            .init(headerHeight: 28, footerHeight: 20, rowCount: 3, uniformRowHeight: 44),
            .init(headerHeight: 28, footerHeight: 20, rowCount: 2, uniformRowHeight: 44),
        ], top: 10, spacing: 35)
    }

    @Test func sectionsStackHeadersRowsAndFootersWithSpacingBetween() {
        let geometry = grouped()
        // Section 0: 10 + 28 + 3 × 44 + 20 = 190; section 1 starts 35 below, at 225.
        let tops: [CGFloat] = [10, 225]
        #expect(geometry.sections.map(\.top) == tops)
        #expect(geometry.span(ofRow: 2, inSection: 0) == (top: 126, height: 44))
        #expect(geometry.span(ofRow: 0, inSection: 1).top == 253)
        #expect(geometry.contentHeight == 361)
    }

    @Test func pointsFindTheirElementAndSpacingFindsNone() {
        let geometry = grouped()
        #expect(geometry.element(at: 5) == nil, "above the first section")
        #expect(geometry.element(at: 10) == .header(section: 0))
        #expect(geometry.element(at: 38) == .row(section: 0, row: 0))
        #expect(geometry.element(at: 125.9) == .row(section: 0, row: 1))
        #expect(geometry.element(at: 170) == .footer(section: 0))
        #expect(geometry.element(at: 190) == nil, "spacing between sections")
        #expect(geometry.element(at: 225) == .header(section: 1))
        #expect(geometry.element(at: geometry.contentHeight) == nil)
    }

    @Test func aRectVisitsExactlyTheElementsItOverlaps() {
        let geometry = grouped()
        var seen: [TableGeometry.Element] = []
        geometry.forEachElement(from: 100, to: 260) { element, _, _ in seen.append(element) }
        #expect(seen == [.row(section: 0, row: 1), .row(section: 0, row: 2), .footer(section: 0),
                         .header(section: 1), .row(section: 1, row: 0)])
        seen.removeAll()
        geometry.forEachElement(from: 0, to: 10) { element, _, _ in seen.append(element) }
        #expect(seen.isEmpty, "an edge touching an element does not overlap it")
    }

    @Test func variedRowsAreAskedOnceAndFoundByBinarySearch() {
        var asked = 0
        let geometry = TableGeometry(sections: [.init(rowCount: 4)]) { _, row in
            asked += 1
            return CGFloat(20 + row * 10)
        }
        #expect(asked == 4)
        let tops: [CGFloat] = [0, 20, 50, 90]
        #expect((0..<4).map { geometry.span(ofRow: $0, inSection: 0).top } == tops)
        #expect(geometry.element(at: 49.9) == .row(section: 0, row: 1))
        #expect(geometry.element(at: 50) == .row(section: 0, row: 2))
        #expect(geometry.contentHeight == 140)
    }

    @Test func aMillionUniformRowsStoreNothingPerRow() {
        let geometry = TableGeometry(sections: [.init(headerHeight: 30, rowCount: 1_000_000, uniformRowHeight: 44)])
        #expect(geometry.sections[0].rows == .uniform(count: 1_000_000, height: 44))
        let rowTop: CGFloat = 30 + 44 * 765_432
        #expect(geometry.element(at: rowTop + 1) == .row(section: 0, row: 765_432))
        var rows = 0
        let from: CGFloat = 30 + 44 * 500_000
        geometry.forEachElement(from: from, to: from + 800) { _, _, _ in rows += 1 }
        #expect(rows == 19, "800 points of 44-point rows starting on an edge")
    }

    @Test func aSelfSizedRowMovesWhatFollows() {
        var geometry = grouped()
        geometry.setHeight(80, ofRow: 1, inSection: 0)
        #expect(geometry.span(ofRow: 1, inSection: 0) == (top: 82, height: 80))
        #expect(geometry.span(ofRow: 2, inSection: 0).top == 162)
        #expect(geometry.sections[1].top == 261)
        #expect(geometry.sections[1].rows == .uniform(count: 2, height: 44), "other sections stay uniform")
    }

    @Test func badHeightsCountAsZero() {
        let geometry = TableGeometry(sections: [.init(headerHeight: .nan, footerHeight: -5, rowCount: 2, uniformRowHeight: .infinity)],
                                     top: -.infinity, spacing: .nan)
        #expect(geometry.contentHeight == 0)
        var seen = 0
        geometry.forEachElement(from: -100, to: 100) { _, _, _ in seen += 1 }
        #expect(seen == 0, "zero-height elements are not visited")
    }

    @Test func estimatedRowsAskNothingUpFrontAndTakeRealHeightsAsTheyShow() {
        var asked = 0
        var geometry = TableGeometry(sections: [.init(rowCount: 1_000_000, estimatedRowHeight: 50),
                                                .init(headerHeight: 10, rowCount: 2, uniformRowHeight: 44)]) { _, _ in
            asked += 1
            return 0
        }
        #expect(asked == 0, "a million estimated rows are not asked for")
        #expect(geometry.contentHeight == CGFloat(50_000_098))
        #expect(!geometry.sections[0].rows.isExact(3))
        #expect(geometry.setHeight(80, ofRow: 3, inSection: 0) == 30)
        #expect(geometry.setHeight(20, ofRow: 1, inSection: 0) == -30)
        #expect(geometry.sections[0].rows.isExact(3))
        // Row 1 is 20 high, row 3 is 80: rows 2 and 4 move by -30 and then by 0.
        #expect(geometry.span(ofRow: 2, inSection: 0) == (top: 70, height: 50))
        #expect(geometry.span(ofRow: 4, inSection: 0) == (top: 200, height: 50))
        #expect(geometry.element(at: 199.9) == .row(section: 0, row: 3))
        #expect(geometry.element(at: 200) == .row(section: 0, row: 4))
        #expect(geometry.sections[1].top == 50_000_000, "the differences cancel out")
        #expect(geometry.setHeight(90, ofRow: 3, inSection: 0) == 10, "measuring again replaces the height")
        #expect(geometry.sections[1].top == 50_000_010)
    }

    @Test func aUniformSectionRecordsANewHeightWithoutListingItsRows() {
        var geometry = TableGeometry(sections: [.init(rowCount: 1_000_000, uniformRowHeight: 44)])
        geometry.setHeight(100, ofRow: 500_000, inSection: 0)
        guard case .estimated(let count, let estimate, let exact) = geometry.sections[0].rows else {
            Issue.record("expected the sparse form, got \(geometry.sections[0].rows)")
            return
        }
        #expect(count == 1_000_000 && estimate == 44 && exact.count == 1)
        #expect(geometry.span(ofRow: 500_001, inSection: 0).top == CGFloat(500_001 * 44 + 56))
    }
}
