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
        /// With no uniform height: the height every row starts at, its real one asked as it
        /// shows (`setHeight`); nil asks every row up front.
        package var estimatedRowHeight: CGFloat?

        package init(headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, rowCount: Int, uniformRowHeight: CGFloat? = nil,
                     estimatedRowHeight: CGFloat? = nil) {
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
            self.rowCount = rowCount
            self.uniformRowHeight = uniformRowHeight
            self.estimatedRowHeight = estimatedRowHeight
        }
    }

    /// A section's rows: all one height; each row's bottom edge from the rows' top (every
    /// height asked up front); or an estimate for every row with the real heights of the rows
    /// measured so far (asked as rows show).
    package enum Rows: Sendable, Equatable {
        case uniform(count: Int, height: CGFloat)
        case varied(bottoms: [CGFloat])
        case estimated(count: Int, estimate: CGFloat, exact: ExactHeights)

        package var count: Int {
            switch self {
            case .uniform(let count, _): count
            case .varied(let bottoms): bottoms.count
            case .estimated(let count, _, _): count
            }
        }

        package var height: CGFloat {
            switch self {
            case .uniform(let count, let height): CGFloat(count) * height
            case .varied(let bottoms): bottoms.last ?? 0
            case .estimated(let count, let estimate, let exact): CGFloat(count) * estimate + exact.totalDifference
            }
        }

        /// Whether row `row`'s height is its real one (not an estimate still to be asked).
        package func isExact(_ row: Int) -> Bool {
            guard case .estimated(_, _, let exact) = self else { return true }
            return exact.height(of: row) != nil
        }

        /// Row `row`'s top and height from the rows' top.
        package func span(of row: Int) -> (top: CGFloat, height: CGFloat) {
            switch self {
            case .uniform(_, let height):
                return (CGFloat(row) * height, height)
            case .varied(let bottoms):
                let top = row == 0 ? 0 : bottoms[row - 1]
                return (top, bottoms[row] - top)
            case .estimated(_, let estimate, let exact):
                let top = CGFloat(row) * estimate + exact.difference(before: row)
                return (top, exact.height(of: row) ?? estimate)
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
            case .estimated(let count, _, _):
                // The first row whose bottom is below the offset: O(log n · log k).
                return TableGeometry.firstIndex(in: 0..<count) { row in
                    let span = self.span(of: row)
                    return span.top + span.height > offset
                }
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

    /// The number of rows in each section.
    package var rowCounts: [Int] { sections.map(\.rows.count) }

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

    /// The sections whose span overlaps `minY..<maxY`.
    package func sectionRange(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard maxY > minY else { return 0..<0 }
        let first = Self.firstIndex(in: sections) { $0.bottom > minY } ?? sections.count
        let end = Self.firstIndex(in: sections) { $0.top >= maxY } ?? sections.count
        return first..<max(first, end)
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

    /// Gives row `row` of `section` its real height (asked as it shows, or self-sized) and
    /// moves what follows; returns by how much. A uniform or estimated section records it
    /// sparsely (O(k) for k measured rows); a varied one moves every bottom below (O(n)).
    @discardableResult
    package mutating func setHeight(_ height: CGFloat, ofRow row: Int, inSection section: Int) -> CGFloat {
        let height = Self.clean(height)
        let old = sections[section].rows
        let delta = height - old.span(of: row).height
        switch old {
        case .uniform(let count, let uniform):
            guard delta != 0 else { return 0 }
            var exact = ExactHeights()
            exact.set(height, ofRow: row, estimate: uniform)
            sections[section].rows = .estimated(count: count, estimate: uniform, exact: exact)
        case .estimated(let count, let estimate, var exact):
            exact.set(height, ofRow: row, estimate: estimate)
            sections[section].rows = .estimated(count: count, estimate: estimate, exact: exact)
        case .varied(var bottoms):
            guard delta != 0 else { return 0 }
            for index in row..<bottoms.count { bottoms[index] += delta }
            sections[section].rows = .varied(bottoms: bottoms)
        }
        guard delta != 0 else { return 0 }
        for later in (section + 1)..<sections.count { sections[later].top += delta }
        return delta
    }

    private static func rows(of spec: SectionSpec, section: Int, rowHeight: (Int, Int) -> CGFloat) -> Rows {
        let count = max(0, spec.rowCount)
        if let uniform = spec.uniformRowHeight { return .uniform(count: count, height: clean(uniform)) }
        if let estimate = spec.estimatedRowHeight { return .estimated(count: count, estimate: clean(estimate), exact: ExactHeights()) }
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
