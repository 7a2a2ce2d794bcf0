import Foundation

/// Where a table's sections and rows lie along its height: each section a header, its rows
/// and a footer, sections one after another with `spacing` between them.
///
/// A section whose rows share one height is computed, not stored (a million rows cost
/// nothing); a section of varied heights keeps each row's bottom edge, so a row is found by
/// binary search. Sections are found by binary search too, so every query is logarithmic and
/// a scroll frame's cost does not grow with the number of rows. Heights that are not finite
/// or are negative count as 0; the table view reports them.
package struct TableGeometry: Sendable {
    /// One section as the table describes it before its geometry is built.
    package struct SectionSpec: Sendable {
        package var headerHeight: CGFloat
        package var footerHeight: CGFloat
        package var rowCount: Int
        /// The height of every row, or nil when rows are asked one by one.
        package var uniformRowHeight: CGFloat?

        package init(headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, rowCount: Int, uniformRowHeight: CGFloat? = nil) {
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.rowCount = rowCount
            self.uniformRowHeight = uniformRowHeight
        }
    }

    /// A section's rows: all one height, or each row's bottom edge from the rows' top.
    package enum Rows: Sendable, Equatable {
        case uniform(count: Int, height: CGFloat)
        case varied(bottoms: [CGFloat])

        package var count: Int {
            switch self {
            case .uniform(let count, _): count
            case .varied(let bottoms): bottoms.count
            }
        }

        package var height: CGFloat {
            switch self {
            case .uniform(let count, let height): CGFloat(count) * height
            case .varied(let bottoms): bottoms.last ?? 0
            }
        }

        /// Row `row`'s top and height from the rows' top.
        package func span(of row: Int) -> (top: CGFloat, height: CGFloat) {
            switch self {
            case .uniform(_, let height):
                return (CGFloat(row) * height, height)
            case .varied(let bottoms):
                let top = row == 0 ? 0 : bottoms[row - 1]
                return (top, bottoms[row] - top)
            }
        }

        /// The row at `offset` from the rows' top (the first row whose bottom is below it).
        package func row(at offset: CGFloat) -> Int? {
            guard count > 0, offset >= 0, offset < height else { return nil }
            switch self {
            case .uniform(let count, let height):
                return height > 0 ? min(count - 1, Int(offset / height)) : 0
            case .varied(let bottoms):
                return TableGeometry.firstIndex(in: bottoms) { $0 > offset }
            }
        }
    }

    package struct Section: Sendable, Equatable {
        /// Where the header starts.
        package var top: CGFloat
        package var headerHeight: CGFloat
        package var rows: Rows
        package var footerHeight: CGFloat

        package var rowsTop: CGFloat { top + headerHeight }
        package var footerTop: CGFloat { rowsTop + rows.height }
        package var bottom: CGFloat { footerTop + footerHeight }
    }

    /// One element along the height: a header, a row or a footer, with its span.
    package enum Element: Hashable, Sendable {
        case header(section: Int)
        case row(section: Int, row: Int)
        case footer(section: Int)
    }

    package private(set) var sections: [Section] = []
    package let spacing: CGFloat
    /// Where the first section starts (below a table header view).
    package let top: CGFloat

    /// Builds the geometry; `rowHeight(section, row)` is asked only in sections without a
    /// uniform height.
    package init(sections specs: [SectionSpec], top: CGFloat = 0, spacing: CGFloat = 0,
                 rowHeight: (Int, Int) -> CGFloat = { _, _ in 0 }) {
        self.top = Self.clean(top)
        self.spacing = Self.clean(spacing)
        var y = self.top
        sections.reserveCapacity(specs.count)
        for (index, spec) in specs.enumerated() {
            let rows = Self.rows(of: spec, section: index, rowHeight: rowHeight)
            let section = Section(top: y, headerHeight: Self.clean(spec.headerHeight), rows: rows,
                                  footerHeight: Self.clean(spec.footerHeight))
            sections.append(section)
            y = section.bottom + self.spacing
        }
    }

    /// The height of everything: the last section's bottom (the top when there is none).
    package var contentHeight: CGFloat { sections.last?.bottom ?? top }

    package func rowCount(in section: Int) -> Int { sections[section].rows.count }

    /// Row `row` of `section`: its top and height.
    package func span(ofRow row: Int, inSection section: Int) -> (top: CGFloat, height: CGFloat) {
        let part = sections[section]
        let span = part.rows.span(of: row)
        return (part.rowsTop + span.top, span.height)
    }

    /// The section whose span holds `y` (spacing belongs to the section above it).
    package func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty, y >= top, y < contentHeight else { return nil }
        let next = Self.firstIndex(in: sections) { $0.top > y } ?? sections.count
        return max(0, next - 1)
    }

    /// The element at `y`, if any (nil in spacing between sections).
    package func element(at y: CGFloat) -> Element? {
        guard let index = section(at: y) else { return nil }
        let part = sections[index]
        if y < part.rowsTop { return .header(section: index) }
        if let row = part.rows.row(at: y - part.rowsTop) { return .row(section: index, row: row) }
        if y >= part.footerTop, y < part.bottom { return .footer(section: index) }
        return nil
    }

    /// Calls `visit` for every element that overlaps `minY..<maxY`, top to bottom, with its
    /// top and height. Elements of zero height are left out.
    package func forEachElement(from minY: CGFloat, to maxY: CGFloat,
                                _ visit: (Element, CGFloat, CGFloat) -> Void) {
        guard maxY > minY, !sections.isEmpty else { return }
        let first = max(0, (Self.firstIndex(in: sections) { $0.bottom > minY } ?? sections.count))
        var index = first
        while index < sections.count, sections[index].top < maxY {
            visitSection(index, from: minY, to: maxY, visit)
            index += 1
        }
    }

    private func visitSection(_ index: Int, from minY: CGFloat, to maxY: CGFloat,
                              _ visit: (Element, CGFloat, CGFloat) -> Void) {
        let part = sections[index]
        if part.headerHeight > 0, part.top < maxY, part.rowsTop > minY {
            visit(.header(section: index), part.top, part.headerHeight)
        }
        var row = part.rows.row(at: max(0, minY - part.rowsTop)) ?? (minY < part.rowsTop ? 0 : part.rows.count)
        while row < part.rows.count {
            let span = part.rows.span(of: row)
            let rowTop = part.rowsTop + span.top
            guard rowTop < maxY else { break }
            if span.height > 0 { visit(.row(section: index, row: row), rowTop, span.height) }
            row += 1
        }
        if part.footerHeight > 0, part.footerTop < maxY, part.bottom > minY {
            visit(.footer(section: index), part.footerTop, part.footerHeight)
        }
    }

    /// Gives row `row` of `section` a new height (a self-sized row) and moves what follows.
    /// A uniform section becomes varied when the new height differs.
    package mutating func setHeight(_ height: CGFloat, ofRow row: Int, inSection section: Int) {
        let height = Self.clean(height)
        let old = sections[section].rows
        let delta = height - old.span(of: row).height
        guard delta != 0 else { return }
        var bottoms: [CGFloat]
        switch old {
        case .uniform(let count, let uniform): bottoms = (0..<count).map { CGFloat($0 + 1) * uniform }
        case .varied(let stored): bottoms = stored
        }
        for index in row..<bottoms.count { bottoms[index] += delta }
        sections[section].rows = .varied(bottoms: bottoms)
        for later in (section + 1)..<sections.count { sections[later].top += delta }
    }

    private static func rows(of spec: SectionSpec, section: Int, rowHeight: (Int, Int) -> CGFloat) -> Rows {
        let count = max(0, spec.rowCount)
        if let uniform = spec.uniformRowHeight { return .uniform(count: count, height: clean(uniform)) }
        var bottoms: [CGFloat] = []
        bottoms.reserveCapacity(count)
        var y: CGFloat = 0
        for row in 0..<count {
            y += clean(rowHeight(section, row))
            bottoms.append(y)
        }
        return .varied(bottoms: bottoms)
    }

    /// A height or offset as the geometry uses it: not finite or negative is 0.
    package static func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

    /// The first index whose element satisfies `isPast` in a collection where it holds from
    /// some index on; nil when it holds nowhere.
    static func firstIndex<C: RandomAccessCollection>(in elements: C, where isPast: (C.Element) -> Bool) -> Int? where C.Index == Int {
        var low = elements.startIndex, high = elements.endIndex
        while low < high {
            let middle = (low + high) / 2
            if isPast(elements[middle]) { high = middle } else { low = middle + 1 }
        }
        return low < elements.endIndex ? low : nil
    }
}
