import Foundation

/// A leaf a user can choose: an action or a command.
typealias MenuLeafElement = UIMenuElement & UIMenuLeaf

/// One line of a shown menu, from a menu's tree of elements (a pure step: no views).
enum MenuRow {
    /// A choosable element; `owner` is the menu that holds it (for single selection).
    case leaf(MenuLeafElement, owner: UIMenu)
    /// A submenu behind a row with a chevron.
    case submenu(UIMenu)
    /// The row that goes back from a submenu to its parent.
    case back(String)
    /// An inline menu's title.
    case header(String)
    /// The band between inline groups.
    case separator
    /// A deferred element still loading.
    case loading
    /// Small or medium elements (or a palette) side by side.
    case tiles([(MenuLeafElement, UIMenu)], imagesOnly: Bool)
}

enum MenuRows {
    /// The rows `menu` shows: hidden elements left out, inline menus between separators, small
    /// and medium elements and palettes as tiles (four, three or six a row), deferred elements
    /// resolved or loading.
    static func rows(for menu: UIMenu, resolve: (UIDeferredMenuElement) -> [UIMenuElement]?) -> [MenuRow] {
        var rows: [MenuRow] = []
        append(menu.children, of: menu, to: &rows, resolve: resolve)
        return tidied(rows)
    }

    private static func append(_ children: [UIMenuElement], of menu: UIMenu, to rows: inout [MenuRow],
                               resolve: (UIDeferredMenuElement) -> [UIMenuElement]?) {
        let tiled = menu.options.contains(.displayAsPalette) || menu.preferredElementSize != .large
        var tiles: [(MenuLeafElement, UIMenu)] = []
        for child in children {
            if let leaf = child as? MenuLeafElement {
                guard !leaf.attributes.contains(.hidden) else { continue }
                if tiled { tiles.append((leaf, menu)) } else { rows.append(.leaf(leaf, owner: menu)) }
            } else if let submenu = child as? UIMenu {
                appendSubmenu(submenu, to: &rows, resolve: resolve)
            } else if let deferred = child as? UIDeferredMenuElement {
                if let elements = resolve(deferred) {
                    append(elements, of: menu, to: &rows, resolve: resolve)
                } else {
                    rows.append(.loading)
                }
            }
        }
        appendTiles(tiles, of: menu, to: &rows)
    }

    private static func appendSubmenu(_ submenu: UIMenu, to rows: inout [MenuRow],
                                      resolve: (UIDeferredMenuElement) -> [UIMenuElement]?) {
        guard submenu.options.contains(.displayInline) || submenu.options.contains(.displayAsPalette) else {
            rows.append(.submenu(submenu))
            return
        }
        rows.append(.separator)
        if !submenu.title.isEmpty { rows.append(.header(submenu.title)) }
        append(submenu.children, of: submenu, to: &rows, resolve: resolve)
        rows.append(.separator)
    }

    private static func appendTiles(_ tiles: [(MenuLeafElement, UIMenu)], of menu: UIMenu, to rows: inout [MenuRow]) {
        guard !tiles.isEmpty else { return }
        let palette = menu.options.contains(.displayAsPalette)
        let perRow = palette ? 6 : (menu.preferredElementSize == .small ? 4 : 3)
        var start = 0
        while start < tiles.count {
            rows.append(.tiles(Array(tiles[start..<min(start + perRow, tiles.count)]), imagesOnly: palette))
            start += perRow
        }
    }

    /// No separator first, last or twice in a row.
    private static func tidied(_ rows: [MenuRow]) -> [MenuRow] {
        var result: [MenuRow] = []
        for row in rows {
            if case .separator = row {
                if result.isEmpty { continue }
                if case .separator = result.last! { continue }
            }
            result.append(row)
        }
        if case .separator? = result.last { result.removeLast() }
        return result
    }
}
