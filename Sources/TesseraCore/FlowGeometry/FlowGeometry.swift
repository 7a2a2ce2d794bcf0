import Foundation

/// One section of a flow layout, along the scroll axis ("main") and across it ("cross").
package struct FlowSection {
    package var header: CGRect = .zero
    package var footer: CGRect = .zero
    /// Where the section begins and ends along the scroll axis (header and footer included).
    package var start: CGFloat = 0
    package var end: CGFloat = 0
    /// Where the items' area (inset included) begins and ends: the range a pinned header or
    /// footer stays within.
    package var bodyStart: CGFloat = 0
    package var bodyEnd: CGFloat = 0
    package var itemCount = 0
    /// Stored sections: where the section's items begin (in `itemSizes` when `sizedRows`, else
    /// in `itemFrames`), and its lines in the row arrays.
    package var firstItem = 0
    /// Whether the section's frames follow from its items' sizes and its lines (a flow section
    /// of items of different sizes) rather than being stored (a compositional section).
    package var sizedRows = false
    package var firstRow = 0
    package var rowCount = 0
    /// Sections whose items all have one size: their frames are computed, none stored.
    package var grid: FlowGrid?
    /// What the grid was computed from besides the size (line and item spacing, the length
    /// available across and where it starts), so a like section can take the same shape.
    package var gridMetrics: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)

    @inlinable package init() {}
}

/// A flow layout's computed geometry: the sections in order along the scroll axis, and for
/// sections of items of different sizes every item's size and every line in flat arrays (a
/// frame follows from its line and the sizes before it in the line, computed exactly as the
/// builder placed it); a compositional layout stores its frames. Sections and the lines in a
/// section grow along the scroll axis, so "what is in this rectangle" is binary searches plus
/// what is there.
package struct FlowGeometry {
    package var vertical = true
    package var sections: [FlowSection] = []
    package var sectionEnds: [CGFloat] = []
    package var itemFrames: [CGRect] = []
    package var itemSizes = FlowSizeColumn()
    package var rowStart: [CGFloat] = []
    package var rowEnd: [CGFloat] = []
    /// Each line's first item, as an index in `itemSizes` or `itemFrames`.
    package var rowFirstItem: [Int] = []
    /// For sized lines: where the first item starts across the scroll axis, and the gap
    /// between items. (Compositional lines keep zeros here.)
    package var rowCrossStart: [CGFloat] = []
    package var rowGap: [CGFloat] = []
    package var contentSize: CGSize = .zero

    @inlinable package init() {}

    /// Empties every array, keeping their memory.
    @inlinable package mutating func clear() {
        sections.removeAll(keepingCapacity: true)
        sectionEnds.removeAll(keepingCapacity: true)
        itemFrames.removeAll(keepingCapacity: true)
        itemSizes.removeAll()
        rowStart.removeAll(keepingCapacity: true)
        rowEnd.removeAll(keepingCapacity: true)
        rowFirstItem.removeAll(keepingCapacity: true)
        rowCrossStart.removeAll(keepingCapacity: true)
        rowGap.removeAll(keepingCapacity: true)
        contentSize = .zero
    }

    /// Gives back what the line arrays over-allocated while growing (up to twice what they
    /// hold); the next build of the same layout then fits in them exactly.
    @inlinable package mutating func trimLines() {
        guard rowStart.capacity > rowStart.count + rowStart.count / 8 + 64 else { return }
        // Array(array) would share the buffer; a copy through a buffer pointer has its own, fitted.
        func fitted<T>(_ array: [T]) -> [T] { array.withUnsafeBufferPointer { Array($0) } }
        rowStart = fitted(rowStart)
        rowEnd = fitted(rowEnd)
        rowFirstItem = fitted(rowFirstItem)
        rowCrossStart = fitted(rowCrossStart)
        rowGap = fitted(rowGap)
    }

    /// The first index in `range` whose value at `ends` is at or past `position` (ends are sorted).
    @inlinable package static func firstIndex(in ends: [CGFloat], reaching position: CGFloat, within range: Range<Int>? = nil) -> Int {
        var lo = range?.lowerBound ?? 0, hi = range?.upperBound ?? ends.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] < position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    @inlinable @inline(__always) package func mainRange(of rect: CGRect) -> (CGFloat, CGFloat) {
        vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The frame of item `item` of section `section` (both must exist).
    @inlinable @inline(__always) package func frame(ofItem item: Int, inSection section: Int) -> CGRect {
        let s = sections[section]
        if let grid = s.grid { return grid.frame(ofItem: item) }
        guard s.sizedRows else { return itemFrames[s.firstItem + item] }
        let index = s.firstItem + item
        let row = lastRow(startingAtOrBefore: index, within: s.firstRow..<(s.firstRow + s.rowCount))
        var frame = CGRect.zero
        forEachFrame(inRow: row, section: s) { i, f in if i == index { frame = f } }
        return frame
    }

    /// The last row in `rows` whose first item is at or before `index`.
    @inlinable @inline(__always) func lastRow(startingAtOrBefore index: Int, within rows: Range<Int>) -> Int {
        var lo = rows.lowerBound, hi = rows.upperBound
        while lo < hi {
            let mid = (lo + hi) / 2
            if rowFirstItem[mid] <= index { lo = mid + 1 } else { hi = mid }
        }
        return max(rows.lowerBound, lo - 1)
    }

    /// Calls `body` with the index and frame of each item of a line, in order. Sized lines are
    /// computed with the same operations in the same order as the builder placed them, so the
    /// frames are exactly those.
    @inlinable @inline(__always) func forEachFrame(inRow row: Int, section s: FlowSection, _ body: (Int, CGRect) -> Void) {
        let last = row + 1 < s.firstRow + s.rowCount ? rowFirstItem[row + 1] : s.firstItem + s.itemCount
        guard s.sizedRows else {
            for index in rowFirstItem[row]..<last { body(index, itemFrames[index]) }
            return
        }
        let items = rowFirstItem[row]..<last
        var thickness: CGFloat = 0
        for index in items { thickness = max(thickness, main(itemSizes[index])) }
        var x = rowCrossStart[row]
        let gap = rowGap[row], lineStart = rowStart[row]
        for index in items {
            let size = itemSizes[index]
            let mainLength = main(size), crossLength = cross(size)
            let mainOffset = (thickness - mainLength) / 2
            body(index, vertical ? CGRect(x: x, y: lineStart + mainOffset, width: crossLength, height: mainLength)
                                 : CGRect(x: lineStart + mainOffset, y: x, width: mainLength, height: crossLength))
            x += crossLength + gap
        }
    }

    @inlinable @inline(__always) func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    @inlinable @inline(__always) func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    /// The memory the stored geometry holds, in bytes (arrays' capacities).
    @inlinable package var byteCount: Int {
        func bytes<T>(_ array: [T]) -> Int { array.capacity * MemoryLayout<T>.stride }
        return bytes(sections) + bytes(sectionEnds) + bytes(itemFrames) + itemSizes.byteCount + bytes(rowStart)
            + bytes(rowEnd) + bytes(rowFirstItem) + bytes(rowCrossStart) + bytes(rowGap)
    }

    /// Calls `body` with the section and item of each item whose frame meets `rect`, in order.
    @inlinable @inline(__always) package func forEachItem(in rect: CGRect, _ body: (_ section: Int, _ item: Int) -> Void) {
        forEachItemFrame(in: rect) { section, item, _ in body(section, item) }
    }

    /// Calls `body` with the section, item and frame of each item whose frame meets `rect`, in
    /// order: the frames are worked out once, here (a caller in another module asking
    /// `frame(ofItem:inSection:)` for each would copy the geometry each time).
    @inlinable @inline(__always)
    package func forEachItemFrame(in rect: CGRect, _ body: (_ section: Int, _ item: Int, _ frame: CGRect) -> Void) {
        let (lo, hi) = mainRange(of: rect)
        for section in sections(in: rect) {
            let s = sections[section]
            if let grid = s.grid {
                for line in grid.lines(from: lo, to: hi) {
                    for item in line * grid.perLine..<min(grid.itemCount, (line + 1) * grid.perLine) {
                        let frame = grid.frame(ofItem: item)
                        if meets(frame, rect) { body(section, item, frame) }
                    }
                }
                continue
            }
            let rows = s.firstRow..<(s.firstRow + s.rowCount)
            var row = FlowGeometry.firstIndex(in: rowEnd, reaching: lo, within: rows)
            while row < rows.upperBound, rowStart[row] <= hi {
                forEachFrame(inRow: row, section: s) { index, frame in
                    if meets(frame, rect) { body(section, index - s.firstItem, frame) }
                }
                row += 1
            }
        }
    }

    /// Empty frames count when their origin is inside (an item of size zero is still there).
    /// Rectangles with positive sizes are compared edge to edge as Foundation's `intersects`
    /// does (edges that touch meet), without building the intersection: this runs for every
    /// item a scroll frame asks about.
    @inlinable @inline(__always) func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        if frame.size.width > 0, frame.size.height > 0, rect.size.width > 0, rect.size.height > 0,
           frame.maxX.isFinite, frame.maxY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite {
            return frame.maxX >= rect.minX && rect.maxX >= frame.minX && frame.maxY >= rect.minY && rect.maxY >= frame.minY
        }
        return frame.intersects(rect) || rect.contains(frame.origin)
    }

    /// Sections whose extent along the scroll axis meets `rect`.
    @inlinable @inline(__always) package func sections(in rect: CGRect) -> Range<Int> {
        let (lo, hi) = mainRange(of: rect)
        let first = FlowGeometry.firstIndex(in: sectionEnds, reaching: lo)
        var last = first
        while last < sections.count, sections[last].start <= hi { last += 1 }
        return first..<last
    }
}
