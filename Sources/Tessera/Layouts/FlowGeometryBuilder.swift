import Foundation

/// What a flow layout needs to know about one section, asked of the delegate or the layout.
struct FlowSectionMetrics {
    var inset: UIEdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    var headerSize: CGSize
    var footerSize: CGSize
}

/// Computes a flow layout's geometry: sections one after another along the scroll axis, each
/// a header, the inset, lines of items, the inset and a footer.
///
/// Lines fill greedily with at least the interitem spacing between items. A full line spreads
/// its leftover space evenly between its items (justified); a full line with one item centres
/// it. The last line of a section keeps the spacing a full line of its last item's size would
/// have, so its items line up with the columns above; a lone item that fills the line is
/// centred. Items are centred across the line's thickness (the largest item). Headers and
/// footers use only their size along the scroll axis and span the whole width across it.
struct FlowGeometryBuilder {
    let vertical: Bool
    /// The length across the scroll axis the layout fills.
    let crossExtent: CGFloat
    /// Extra insets added to every section's (`sectionInsetReference` = layout margins).
    let extraInset: UIEdgeInsets

    /// Builds the geometry into `geometry`, reusing its arrays' memory.
    func build(sectionCount: Int, itemCount: (Int) -> Int, metrics: (Int) -> FlowSectionMetrics,
               itemSize: (IndexPath) -> CGSize, into geometry: inout FlowGeometry) {
        geometry.clear()
        geometry.vertical = vertical
        var pos: CGFloat = 0
        let counts = (0..<sectionCount).map(itemCount)
        geometry.itemFrames.reserveCapacity(counts.reduce(0, +))
        for section in 0..<sectionCount {
            pos = buildSection(section, count: counts[section], metrics: metrics(section), startingAt: pos,
                               into: &geometry, itemSize: itemSize)
        }
        geometry.sectionEnds = geometry.sections.map(\.end)
        geometry.contentSize = vertical ? CGSize(width: crossExtent, height: pos) : CGSize(width: pos, height: crossExtent)
    }

    /// A new geometry.
    func build(sectionCount: Int, itemCount: (Int) -> Int, metrics: (Int) -> FlowSectionMetrics,
               itemSize: (IndexPath) -> CGSize) -> FlowGeometry {
        var geometry = FlowGeometry()
        build(sectionCount: sectionCount, itemCount: itemCount, metrics: metrics, itemSize: itemSize, into: &geometry)
        return geometry
    }

    private func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func buildSection(_ section: Int, count: Int, metrics m: FlowSectionMetrics, startingAt start: CGFloat,
                              into g: inout FlowGeometry, itemSize: (IndexPath) -> CGSize) -> CGFloat {
        var s = FlowSection()
        s.start = start
        s.firstItem = g.itemFrames.count
        s.itemCount = count
        var pos = start
        let headerLength = max(0, main(m.headerSize))
        s.header = rect(main: pos, cross: 0, mainLength: headerLength, crossLength: crossExtent)
        pos += headerLength
        s.bodyStart = pos
        let inset = UIEdgeInsets(top: m.inset.top + extraInset.top, left: m.inset.left + extraInset.left,
                                 bottom: m.inset.bottom + extraInset.bottom, right: m.inset.right + extraInset.right)
        let before = vertical ? inset.top : inset.left, after = vertical ? inset.bottom : inset.right
        let crossBefore = vertical ? inset.left : inset.top, crossAfter = vertical ? inset.right : inset.bottom
        let available = crossExtent - crossBefore - crossAfter
        pos += before
        // Lines are built as items stream in; only the current line's sizes are kept, in a
        // buffer reused from line to line.
        var line: [CGSize] = []
        line.reserveCapacity(16)
        var lineCount = 0
        var used: CGFloat = 0
        var thickness: CGFloat = 0
        // One index path, updated in place: making one per item costs more than the layout.
        var path = IndexPath(item: 0, section: section)
        for item in 0..<count {
            path.item = item
            let size = itemSize(path)
            if lineCount > 0, used + m.interitemSpacing + cross(size) > available + 0.0001 {
                placeLine(line[0..<lineCount], isLast: false, available: available, crossStart: crossBefore,
                          spacing: m.interitemSpacing, lineStart: pos, thickness: thickness, into: &g)
                pos += thickness + m.lineSpacing
                lineCount = 0
                used = 0
                thickness = 0
            }
            used += (lineCount == 0 ? 0 : m.interitemSpacing) + cross(size)
            thickness = max(thickness, main(size))
            if lineCount < line.count { line[lineCount] = size } else { line.append(size) }
            lineCount += 1
        }
        if lineCount > 0 {
            placeLine(line[0..<lineCount], isLast: true, available: available, crossStart: crossBefore,
                      spacing: m.interitemSpacing, lineStart: pos, thickness: thickness, into: &g)
            pos += thickness
        }
        pos += after
        s.bodyEnd = pos
        let footerLength = max(0, main(m.footerSize))
        s.footer = rect(main: pos, cross: 0, mainLength: footerLength, crossLength: crossExtent)
        pos += footerLength
        s.end = pos
        g.sections.append(s)
        return pos
    }

    private func placeLine(_ sizes: ArraySlice<CGSize>, isLast: Bool, available: CGFloat, crossStart: CGFloat,
                           spacing: CGFloat, lineStart: CGFloat, thickness: CGFloat, into g: inout FlowGeometry) {
        let n = sizes.count
        let total = sizes.reduce(0) { $0 + cross($1) }
        var x = crossStart
        var gap = spacing
        if isLast {
            let lastCross = cross(sizes.last!)
            let fitting = lastCross + spacing > 0 ? Int(((available + spacing) / (lastCross + spacing)).rounded(.down) + 0.0001) : n
            let virtualCount = max(n, fitting)
            if virtualCount >= 2 {
                let virtualTotal = total + CGFloat(virtualCount - n) * lastCross
                gap = (available - virtualTotal) / CGFloat(virtualCount - 1)
            } else {
                x += (available - total) / 2
            }
        } else if n == 1 {
            x += (available - total) / 2
        } else {
            gap = (available - total) / CGFloat(n - 1)
        }
        g.rowStart.append(lineStart)
        g.rowEnd.append(lineStart + thickness)
        g.rowFirstItem.append(g.itemFrames.count)
        for size in sizes {
            let mainOffset = (thickness - main(size)) / 2
            g.itemFrames.append(rect(main: lineStart + mainOffset, cross: x, mainLength: main(size), crossLength: cross(size)))
            x += cross(size) + gap
        }
    }
}

extension FlowSectionMetrics {
    /// The metrics with every NaN or infinite value made 0, and negative reference sizes too;
    /// `report` hears what was wrong (the layout says it once per distinct problem).
    ///
    /// Negative spacings and insets are kept: UIKit lays items out with them (overlapping covers
    /// in a Cover Flow layout use a negative line spacing).
    func sanitized(section: Int, report: (String) -> Void) -> FlowSectionMetrics {
        func fix(_ value: CGFloat, _ name: String, allowNegative: Bool = true) -> CGFloat {
            if value.isFinite, allowNegative || value >= 0 { return value }
            report("UICollectionViewFlowLayout: invalid \(name) \(value) in section \(section); using 0")
            return 0
        }
        func fix(_ size: CGSize, _ name: String) -> CGSize {
            CGSize(width: fix(size.width, name + " width", allowNegative: false), height: fix(size.height, name + " height", allowNegative: false))
        }
        return FlowSectionMetrics(
            inset: UIEdgeInsets(top: fix(inset.top, "section inset top"), left: fix(inset.left, "section inset left"),
                                bottom: fix(inset.bottom, "section inset bottom"), right: fix(inset.right, "section inset right")),
            lineSpacing: fix(lineSpacing, "minimum line spacing"),
            interitemSpacing: fix(interitemSpacing, "minimum interitem spacing"),
            headerSize: fix(headerSize, "header reference size"),
            footerSize: fix(footerSize, "footer reference size"))
    }
}
