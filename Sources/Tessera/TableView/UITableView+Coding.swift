import Foundation

/// A static table's sections as a storyboard lays them out (`dataMode="static"`): their titles
/// and their cells, made once with the table and connected like any of the scene's objects.
@MainActor final class TableStaticContent {
    struct Section {
        let header: String?
        let footer: String?
        let cells: [UITableViewCell]
    }

    let sections: [Section]

    init(sections: [Section]) { self.sections = sections }

    func cell(at indexPath: IndexPath) -> UITableViewCell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].cells.indices.contains(indexPath.row) else {
            return nil
        }
        return sections[indexPath.section].cells[indexPath.row]
    }
}

extension UITableView {
    func decodeTableAttributes(_ coder: NSCoder) {
        decodeHeights(coder)
        let separators: [String: UITableViewCell.SeparatorStyle] = ["none": .none, "default": .singleLine, "singleLine": .singleLine]
        if let separator = coder.decodedCase("separatorStyle", separators) { separatorStyle = separator }
        if let allows = coder.decodedFlag("allowsSelection") { allowsSelection = allows }
        if let multiple = coder.decodedFlag("allowsMultipleSelection") { allowsMultipleSelection = multiple }
        guard let decoder = coder as? NibDecoder else { return }
        for (identifier, nib) in decoder.prototypeNibs(in: "prototypes") {
            register(nib, forCellReuseIdentifier: identifier)
        }
        if coder.decoded("dataMode", as: String.self) == "static" { staticContent = staticSections(decoder) }
    }

    /// Heights as the Size inspector writes them; -1 is "Automatic".
    private func decodeHeights(_ coder: NSCoder) {
        func height(_ key: String) -> CGFloat? {
            coder.decodedNumber(key).map { $0 < 0 ? UITableView.automaticDimension : $0 }
        }
        if let value = height("rowHeight") { rowHeight = value }
        if let value = height("estimatedRowHeight") { estimatedRowHeight = value }
        if let value = height("sectionHeaderHeight") { sectionHeaderHeight = value }
        if let value = height("sectionFooterHeight") { sectionFooterHeight = value }
    }

    private func staticSections(_ decoder: NibDecoder) -> TableStaticContent {
        let sections = decoder.elements(in: "sections").map { section in
            let cells = (section.child(named: "cells")?.children ?? []).compactMap { decoder.make($0) as? UITableViewCell }
            return TableStaticContent.Section(header: section["headerTitle"], footer: section["footerTitle"], cells: cells)
        }
        return TableStaticContent(sections: sections)
    }
}
