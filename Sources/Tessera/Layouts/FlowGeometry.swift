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
    var itemCount = 0
    /// Stored sections: where the section's frames begin in `itemFrames`, and its lines in the
    /// row arrays.
    var firstItem = 0
    var firstRow = 0
    var rowCount = 0
    /// Sections whose items all have one size: their frames are computed, none stored.
    var grid: FlowGrid?
    /// What the grid was computed from besides the size (line and item spacing, the length
    /// available across and where it starts), so a like section can take the same shape.
    var gridMetrics: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
}

/// A flow layout's computed geometry: the sections in order along the scroll axis, and for
/// sections of items of different sizes every frame and line in flat arrays. Sections and the
/// lines in a section grow along the scroll axis, so "what is in this rectangle" is binary
/// searches plus what is there.
struct FlowGeometry {
    var vertical = true
    var sections: [FlowSection] = []
    var sectionEnds: [CGFloat] = []
    var itemFrames: [CGRect] = []
    var rowStart: [CGFloat] = []
    var rowEnd: [CGFloat] = []
    /// Each line's first item, as an index in `itemFrames`.
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

    /// The first index in `range` whose value at `ends` is at or past `position` (ends are sorted).
    static func firstIndex(in ends: [CGFloat], reaching position: CGFloat, within range: Range<Int>? = nil) -> Int {
        var lo = range?.lowerBound ?? 0, hi = range?.upperBound ?? ends.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] < position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func mainRange(of rect: CGRect) -> (CGFloat, CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The frame of item `item` of section `section` (both must exist).
    func frame(ofItem item: Int, inSection section: Int) -> CGRect {
        let s = sections[section]
        return s.grid?.frame(ofItem: item) ?? itemFrames[s.firstItem + item]
    }

    /// Calls `body` with the section and item of each item whose frame meets `rect`, in order.
    func forEachItem(in rect: CGRect, _ body: (_ section: Int, _ item: Int) -> Void) {
        let (lo, hi) = mainRange(of: rect)
        for section in sections(in: rect) {
            let s = sections[section]
            if let grid = s.grid {
                for line in grid.lines(from: lo, to: hi) {
                    for item in line * grid.perLine..<min(grid.itemCount, (line + 1) * grid.perLine) where meets(grid.frame(ofItem: item), rect) {
                        body(section, item)
                    }
                }
                continue
            }
            let rows = s.firstRow..<(s.firstRow + s.rowCount)
            var row = FlowGeometry.firstIndex(in: rowEnd, reaching: lo, within: rows)
            while row < rows.upperBound, rowStart[row] <= hi {
                let last = row + 1 < rows.upperBound ? rowFirstItem[row + 1] : s.firstItem + s.itemCount
                for index in rowFirstItem[row]..<last where meets(itemFrames[index], rect) {
                    body(section, index - s.firstItem)
                }
                row += 1
            }
        }
    }

    /// Empty frames count when their origin is inside (an item of size zero is still there).
    private func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.intersects(rect) || rect.contains(frame.origin)
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
