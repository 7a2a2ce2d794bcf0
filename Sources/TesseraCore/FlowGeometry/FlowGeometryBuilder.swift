import Foundation

/// What a flow layout needs to know about one section, asked of the delegate or the layout.
package struct FlowSectionMetrics {
    package var inset: EdgeInsets
    package var lineSpacing: CGFloat
    package var interitemSpacing: CGFloat
    package var headerSize: CGSize
    package var footerSize: CGSize

    package init(inset: EdgeInsets, lineSpacing: CGFloat, interitemSpacing: CGFloat, headerSize: CGSize, footerSize: CGSize) {
        self.inset = inset
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
    }
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
package struct FlowGeometryBuilder {
    package let vertical: Bool
    /// The length across the scroll axis the layout fills.
    package let crossExtent: CGFloat
    /// Extra insets added to every section's (`sectionInsetReference` = layout margins).
    package let extraInset: EdgeInsets

    package init(vertical: Bool, crossExtent: CGFloat, extraInset: EdgeInsets) {
        self.vertical = vertical
        self.crossExtent = crossExtent
        self.extraInset = extraInset
    }

    /// Builds the geometry into `geometry`, reusing its arrays' memory. `uniformSize` gives
    /// the one size of every item of a section when it is known without asking each item (the
    /// section is then a ``FlowGrid``); nil makes the builder ask `itemSize` for each.
    /// `sameMetrics` and `sameSize`, when given, hold for every section and spare the calls
    /// per section (a layout without a flow delegate, over 100,000 sections).
    package func build(sectionCount: Int, itemCount: (Int) -> Int, metrics: (Int) -> FlowSectionMetrics,
               sameMetrics: FlowSectionMetrics? = nil, sameSize: CGSize? = nil,
               uniformSize: (Int) -> CGSize? = { _ in nil },
               itemSize: (IndexPath) -> CGSize, into geometry: inout FlowGeometry) {
        geometry.clear()
        geometry.vertical = vertical
        var pos: CGFloat = 0
        geometry.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = itemCount(section)
            let size = count == 0 ? nil : sameSize ?? uniformSize(section)
            pos = buildSection(section, count: count, uniformSize: size, metrics: sameMetrics ?? metrics(section),
                               startingAt: pos, into: &geometry, itemSize: itemSize)
        }
        geometry.sectionEnds.reserveCapacity(sectionCount)
        for section in geometry.sections { geometry.sectionEnds.append(section.end) }
        geometry.trimLines()
        geometry.contentSize = vertical ? CGSize(width: crossExtent, height: pos) : CGSize(width: pos, height: crossExtent)
    }

    /// A new geometry.
    package func build(sectionCount: Int, itemCount: (Int) -> Int, metrics: (Int) -> FlowSectionMetrics,
               uniformSize: (Int) -> CGSize? = { _ in nil }, itemSize: (IndexPath) -> CGSize) -> FlowGeometry {
        var geometry = FlowGeometry()
        build(sectionCount: sectionCount, itemCount: itemCount, metrics: metrics, uniformSize: uniformSize,
              itemSize: itemSize, into: &geometry)
        return geometry
    }

    private func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func buildSection(_ section: Int, count: Int, uniformSize: CGSize?, metrics m: FlowSectionMetrics,
                              startingAt start: CGFloat, into g: inout FlowGeometry, itemSize: (IndexPath) -> CGSize) -> CGFloat {
        var s = FlowSection()
        s.start = start
        s.firstItem = g.itemSizes.count
        s.firstRow = g.rowStart.count
        s.itemCount = count
        var pos = start
        let headerLength = max(0, main(m.headerSize))
        s.header = rect(main: pos, cross: 0, mainLength: headerLength, crossLength: crossExtent)
        pos += headerLength
        s.bodyStart = pos
        let inset = EdgeInsets(top: m.inset.top + extraInset.top, left: m.inset.left + extraInset.left,
                                 bottom: m.inset.bottom + extraInset.bottom, right: m.inset.right + extraInset.right)
        let before = vertical ? inset.top : inset.left, after = vertical ? inset.bottom : inset.right
        let crossBefore = vertical ? inset.left : inset.top, crossAfter = vertical ? inset.right : inset.bottom
        let available = crossExtent - crossBefore - crossAfter
        pos += before
        if let uniformSize {
            // Sections alike but for their place share a shape: work it out once.
            var grid: FlowGrid
            if let last = g.sections.last?.grid, last.size == uniformSize, last.itemCount == count, let previous = g.sections.last,
               previous.gridMetrics == (m.lineSpacing, m.interitemSpacing, available, crossBefore) {
                grid = last
                grid.firstLine = pos
            } else {
                grid = self.grid(of: uniformSize, count: count, firstLine: pos, metrics: m, available: available, crossStart: crossBefore)
            }
            s.grid = grid
            s.gridMetrics = (m.lineSpacing, m.interitemSpacing, available, crossBefore)
            pos = grid.end
        } else {
            s.sizedRows = true
            pos = placeItems(section, count: count, metrics: m, from: pos, available: available, crossStart: crossBefore,
                             into: &g, itemSize: itemSize)
        }
        s.rowCount = g.rowStart.count - s.firstRow
        pos += after
        s.bodyEnd = pos
        let footerLength = max(0, main(m.footerSize))
        s.footer = rect(main: pos, cross: 0, mainLength: footerLength, crossLength: crossExtent)
        pos += footerLength
        s.end = pos
        g.sections.append(s)
        return pos
    }

    /// Lines of items of one size, computed: as many per line as the greedy fill below puts
    /// there, placed as `placeLine` places them.
    private func grid(of size: CGSize, count: Int, firstLine: CGFloat, metrics m: FlowSectionMetrics,
                      available: CGFloat, crossStart: CGFloat) -> FlowGrid {
        let width = cross(size), spacing = m.interitemSpacing
        var perLine = 1
        if width + spacing <= 0 {
            // Each item takes no room or gives some back: all fit once a second one does.
            if width + spacing + width <= available + 0.0001 { perLine = max(1, count) }
        } else {
            let fitting = ((available + 0.0001 + spacing) / (width + spacing)).rounded(.down)
            // Compared before converting: a tiny width and spacing fit more lines than Int holds.
            perLine = fitting < CGFloat(max(1, count)) ? max(1, Int(fitting)) : max(1, count)
            while perLine > 1, CGFloat(perLine) * width + CGFloat(perLine - 1) * spacing > available + 0.0001 { perLine -= 1 }
            while perLine < count, CGFloat(perLine + 1) * width + CGFloat(perLine) * spacing <= available + 0.0001 { perLine += 1 }
        }
        perLine = min(perLine, max(1, count))
        let lastCount = count - (max(1, (count + perLine - 1) / perLine) - 1) * perLine
        let full = lineOffsets(count: perLine, total: CGFloat(perLine) * width, lastCross: width, isLast: count <= perLine,
                               available: available, spacing: spacing)
        let last = lineOffsets(count: lastCount, total: CGFloat(lastCount) * width, lastCross: width, isLast: true,
                               available: available, spacing: spacing)
        return FlowGrid(vertical: vertical, size: size, itemCount: count, perLine: perLine, firstLine: firstLine,
                        linePitch: main(size) + m.lineSpacing,
                        fullLine: (crossStart + full.start, width + full.gap), lastLine: (crossStart + last.start, width + last.gap))
    }

    /// Items of different sizes: lines filled greedily, each line's frames stored.
    private func placeItems(_ section: Int, count: Int, metrics m: FlowSectionMetrics, from start: CGFloat,
                            available: CGFloat, crossStart crossBefore: CGFloat,
                            into g: inout FlowGeometry, itemSize: (IndexPath) -> CGSize) -> CGFloat {
        var pos = start
        g.itemSizes.reserveCapacity(count)
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
        return pos
    }

    private func placeLine(_ sizes: ArraySlice<CGSize>, isLast: Bool, available: CGFloat, crossStart: CGFloat,
                           spacing: CGFloat, lineStart: CGFloat, thickness: CGFloat, into g: inout FlowGeometry) {
        let offsets = lineOffsets(count: sizes.count, total: sizes.reduce(0) { $0 + cross($1) }, lastCross: cross(sizes.last!),
                                  isLast: isLast, available: available, spacing: spacing)
        // The frames follow from these (FlowGeometry computes them).
        g.rowStart.append(lineStart)
        g.rowEnd.append(lineStart + thickness)
        g.rowFirstItem.append(g.itemSizes.count)
        g.rowCrossStart.append(crossStart + offsets.start)
        g.rowGap.append(offsets.gap)
        for size in sizes { g.itemSizes.append(size) }
    }
}

extension FlowGeometryBuilder {
    /// Where a line's first item starts across the axis, and the gap between its items: a full
    /// line is justified (one item is centred); the last line keeps the gap a full line of its
    /// last item's size would have.
    package func lineOffsets(count n: Int, total: CGFloat, lastCross: CGFloat, isLast: Bool,
                     available: CGFloat, spacing: CGFloat) -> (start: CGFloat, gap: CGFloat) {
        if isLast {
            let fitting = lastCross + spacing > 0 ? Int(((available + spacing) / (lastCross + spacing)).rounded(.down) + 0.0001) : n
            let virtualCount = max(n, fitting)
            guard virtualCount >= 2 else { return ((available - total) / 2, spacing) }
            let virtualTotal = total + CGFloat(virtualCount - n) * lastCross
            return (0, (available - virtualTotal) / CGFloat(virtualCount - 1))
        }
        if n == 1 { return ((available - total) / 2, spacing) }
        return (0, (available - total) / CGFloat(n - 1))
    }
}

extension FlowSectionMetrics {
    private var isValid: Bool {
        inset.top.isFinite && inset.left.isFinite && inset.bottom.isFinite && inset.right.isFinite
            && lineSpacing.isFinite && interitemSpacing.isFinite
            && headerSize.width >= 0 && headerSize.height >= 0 && headerSize.width < .infinity && headerSize.height < .infinity
            && footerSize.width >= 0 && footerSize.height >= 0 && footerSize.width < .infinity && footerSize.height < .infinity
    }

    /// The metrics with every NaN or infinite value made 0, and negative reference sizes too;
    /// `report` hears what was wrong (the layout says it once per distinct problem).
    ///
    /// Negative spacings and insets are kept: UIKit lays items out with them (overlapping covers
    /// in a Cover Flow layout use a negative line spacing).
    /// `section` nil: the layout's own properties, which every section has.
    package func sanitized(section: Int?, report: (String) -> Void) -> FlowSectionMetrics {
        // The usual case, without building the names used in messages (a layout of 100,000
        // sections asks this on every pass).
        if isValid { return self }
        func fix(_ value: CGFloat, _ name: String, allowNegative: Bool = true) -> CGFloat {
            if value.isFinite, allowNegative || value >= 0 { return value }
            report("UICollectionViewFlowLayout: invalid \(name) \(value) \(section.map { "in section \($0)" } ?? "(the layout's property, every section)"); using 0")
            return 0
        }
        func fix(_ size: CGSize, _ name: String) -> CGSize {
            CGSize(width: fix(size.width, name + " width", allowNegative: false), height: fix(size.height, name + " height", allowNegative: false))
        }
        return FlowSectionMetrics(
            inset: EdgeInsets(top: fix(inset.top, "section inset top"), left: fix(inset.left, "section inset left"),
                                bottom: fix(inset.bottom, "section inset bottom"), right: fix(inset.right, "section inset right")),
            lineSpacing: fix(lineSpacing, "minimum line spacing"),
            interitemSpacing: fix(interitemSpacing, "minimum interitem spacing"),
            headerSize: fix(headerSize, "header reference size"),
            footerSize: fix(footerSize, "footer reference size"))
    }
}
