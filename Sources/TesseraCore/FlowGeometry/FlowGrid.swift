import Foundation

/// The lines of a flow section whose items all have one size: every frame follows from the
/// line and column, so none is stored. A section of a million such items costs a few numbers,
/// and laying it out again after an insert or delete costs O(1).
///
/// The positions are those ``FlowGeometryBuilder`` gives items of equal size: full lines are
/// justified, the last line keeps the columns of the ones above.
package struct FlowGrid {
    package var vertical: Bool
    package var size: CGSize
    package var itemCount: Int
    package var perLine: Int
    /// Where the first line starts along the scroll axis, and the distance from one line to the next.
    package var firstLine: CGFloat
    package var linePitch: CGFloat
    /// Across the scroll axis: where the first column starts and the distance between columns,
    /// for full lines and for the last line.
    package var fullLine: (start: CGFloat, pitch: CGFloat)
    package var lastLine: (start: CGFloat, pitch: CGFloat)

    @inlinable package var lineCount: Int { itemCount == 0 ? 0 : (itemCount + perLine - 1) / perLine }
    @inlinable package var thickness: CGFloat { vertical ? size.height : size.width }

    /// Where the lines end along the scroll axis (the first line's start when there are none).
    @inlinable package var end: CGFloat { lineCount == 0 ? firstLine : firstLine + CGFloat(lineCount - 1) * linePitch + thickness }

    @inlinable @inline(__always) package func frame(ofItem item: Int) -> CGRect {
        let line = item / perLine, column = item % perLine
        let across = line == lineCount - 1 ? lastLine : fullLine
        let main = firstLine + CGFloat(line) * linePitch
        let cross = across.start + CGFloat(column) * across.pitch
        return vertical ? CGRect(x: cross, y: main, width: size.width, height: size.height)
            : CGRect(x: main, y: cross, width: size.width, height: size.height)
    }

    /// Lines that may meet the span `lo...hi` along the scroll axis (callers still test each frame).
    @inlinable @inline(__always) package func lines(from lo: CGFloat, to hi: CGFloat) -> Range<Int> {
        let count = lineCount
        guard count > 0 else { return 0..<0 }
        guard linePitch > 0 else { return 0..<count }  // lines overlap: any may meet
        let first = FlowGrid.clamped((lo - firstLine - thickness) / linePitch, to: count)
        let last = FlowGrid.clamped((hi - firstLine) / linePitch, to: count)
        return max(0, first)..<min(count, max(0, last + 1))
    }

    /// `value` rounded down as a line index, kept within -1...count (NaN gives -1).
    @inlinable static func clamped(_ value: CGFloat, to count: Int) -> Int {
        guard value > -1 else { return -1 }
        guard value < CGFloat(count) else { return count }
        return Int(value.rounded(.down))
    }
}
