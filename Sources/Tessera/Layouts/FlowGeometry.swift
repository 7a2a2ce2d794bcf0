import Foundation

/// One section of a flow layout, along the scroll axis ("main") and across it ("cross").
struct FlowSection {
    var header: CGRect = .zero
    var footer: CGRect = .zero
    /// Where the section begins and ends along the scroll axis (header and footer included).
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the items' area (inset included) begins and ends: the range a pinned header or
    /// footer stays within.
    var bodyStart: CGFloat = 0
    var bodyEnd: CGFloat = 0
    var firstItem = 0
    var itemCount = 0
}

/// A flow layout's computed geometry in flat arrays: every item's frame, the rows (lines) in
/// order along the scroll axis, and the sections. Rows and sections never overlap and grow
/// along the scroll axis, so "what is in this rectangle" is two binary searches.
struct FlowGeometry {
    var vertical = true
    var sections: [FlowSection] = []
    var sectionEnds: [CGFloat] = []
    var itemFrames: [CGRect] = []
    var rowStart: [CGFloat] = []
    var rowEnd: [CGFloat] = []
    var rowFirstItem: [Int] = []
    var contentSize: CGSize = .zero

    /// Empties every array, keeping their memory.
    mutating func clear() {
        sections.removeAll(keepingCapacity: true)
        sectionEnds.removeAll(keepingCapacity: true)
        itemFrames.removeAll(keepingCapacity: true)
        rowStart.removeAll(keepingCapacity: true)
        rowEnd.removeAll(keepingCapacity: true)
        rowFirstItem.removeAll(keepingCapacity: true)
        contentSize = .zero
    }

    /// The first index whose value at `ends` is at or past `position` (ends are sorted).
    static func firstIndex(in ends: [CGFloat], reaching position: CGFloat) -> Int {
        var lo = 0, hi = ends.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] < position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func mainRange(of rect: CGRect) -> (CGFloat, CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// Global item indexes whose frames meet `rect`.
    func items(in rect: CGRect) -> [Int] {
        var result: [Int] = []
        forEachItem(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` with each global item index whose frame meets `rect`, in order.
    func forEachItem(in rect: CGRect, _ body: (Int) -> Void) {
        let (lo, hi) = mainRange(of: rect)
        var row = FlowGeometry.firstIndex(in: rowEnd, reaching: lo)
        while row < rowStart.count, rowStart[row] <= hi {
            let last = row + 1 < rowFirstItem.count ? rowFirstItem[row + 1] : itemFrames.count
            for item in rowFirstItem[row]..<last where itemFrames[item].intersects(rect) || rect.contains(itemFrames[item].origin) {
                body(item)
            }
            row += 1
        }
    }

    /// The section holding the item with this global index (empty sections skipped).
    func sectionIndex(ofItem globalIndex: Int) -> Int {
        var lo = 0, hi = sections.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if sections[mid].firstItem <= globalIndex { lo = mid } else { hi = mid - 1 }
        }
        while lo < sections.count - 1, sections[lo].itemCount == 0 { lo += 1 }
        return lo
    }

    /// Sections whose extent along the scroll axis meets `rect`.
    func sections(in rect: CGRect) -> Range<Int> {
        let (lo, hi) = mainRange(of: rect)
        let first = FlowGeometry.firstIndex(in: sectionEnds, reaching: lo)
        var last = first
        while last < sections.count, sections[last].start <= hi { last += 1 }
        return first..<last
    }
}
