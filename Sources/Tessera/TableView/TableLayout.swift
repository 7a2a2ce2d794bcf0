import Foundation
import TesseraCore

/// A table's elements as layout attributes, where its style puts them: the geometry says how
/// far down each element is, the style how wide it is, whether plain headers and footers pin to
/// the visible edges, and how inset-grouped rows are inset. The placement and update-animation
/// parts take attributes, so the table hands them these as a collection view's layout would.
@MainActor final class TableLayout {
    static let headerKind = "UITableViewSectionHeader"
    static let footerKind = "UITableViewSectionFooter"
    /// How far inset-grouped rows are inset from each side (iOS's on a phone in portrait).
    nonisolated static let insetGroupedMargin: CGFloat = 20

    let style: UITableView.Style
    var geometry: TableGeometry
    /// The table's width.
    var width: CGFloat

    init(style: UITableView.Style, geometry: TableGeometry, width: CGFloat) {
        self.style = style
        self.geometry = geometry
        self.width = width
    }

    /// How far rows are inset from each side.
    var rowMargin: CGFloat { style == .insetGrouped ? Self.insetGroupedMargin : 0 }

    /// The element's place with no pinning.
    func frame(of element: TableGeometry.Element) -> CGRect {
        switch element {
        case .row(let section, let row):
            let span = geometry.span(ofRow: row, inSection: section)
            return CGRect(x: rowMargin, y: span.top, width: max(0, width - 2 * rowMargin), height: span.height)
        case .header(let section):
            let part = geometry.sections[section]
            return CGRect(x: 0, y: part.top, width: width, height: part.headerHeight)
        case .footer(let section):
            let part = geometry.sections[section]
            return CGRect(x: 0, y: part.footerTop, width: width, height: part.footerHeight)
        }
    }

    /// The element's attributes; plain headers and footers pinned inside `visible` (the
    /// bounds less the content insets) while their section shows.
    func attributes(for element: TableGeometry.Element, visible: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes: UICollectionViewLayoutAttributes
        var frame = frame(of: element)
        switch element {
        case .row(let section, let row):
            attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(row: row, section: section))
        case .header(let section):
            attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.headerKind, with: IndexPath(row: 0, section: section))
            attributes.zIndex = 10
            if style == .plain { frame.origin.y = pinnedHeaderTop(section, visible: visible) }
        case .footer(let section):
            attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: Self.footerKind, with: IndexPath(row: 0, section: section))
            attributes.zIndex = 10
            if style == .plain { frame.origin.y = pinnedFooterTop(section, visible: visible) }
        }
        attributes.frame = frame
        return attributes
    }

    /// A plain header stays at the top of the visible area until its section's bottom pushes it up.
    private func pinnedHeaderTop(_ section: Int, visible: CGRect) -> CGFloat {
        let part = geometry.sections[section]
        return max(part.top, min(visible.minY, part.bottom - part.footerHeight - part.headerHeight))
    }

    /// A plain footer stays at the bottom of the visible area until its section's top pulls it down.
    private func pinnedFooterTop(_ section: Int, visible: CGRect) -> CGFloat {
        let part = geometry.sections[section]
        return min(part.footerTop, max(visible.maxY - part.footerHeight, part.rowsTop))
    }

    /// The attributes of every element whose (pinned) frame overlaps `rect`, top to bottom.
    func attributes(in rect: CGRect, visible: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        geometry.forEachElement(from: rect.minY, to: rect.maxY) { element, _, _ in
            if case .row = element { result.append(attributes(for: element, visible: visible)) }
        }
        for section in geometry.sectionRange(overlapping: rect.minY, rect.maxY) {
            let part = geometry.sections[section]
            for element in [TableGeometry.Element.header(section: section), .footer(section: section)] {
                let height = element == .header(section: section) ? part.headerHeight : part.footerHeight
                guard height > 0 else { continue }
                let attributes = attributes(for: element, visible: visible)
                if attributes.frame.maxY > rect.minY, attributes.frame.minY < rect.maxY { result.append(attributes) }
            }
        }
        return result
    }

    /// The element `attributes` stand for.
    static func element(for attributes: UICollectionViewLayoutAttributes) -> TableGeometry.Element {
        let path = attributes.indexPath
        switch attributes.representedElementKind {
        case headerKind?: return .header(section: path.section)
        case footerKind?: return .footer(section: path.section)
        default: return .row(section: path.section, row: path.row)
        }
    }
}
