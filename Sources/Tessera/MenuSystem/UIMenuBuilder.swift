import Foundation

/// What `buildMenu(with:)` edits: a menu system's tree, found and changed by identifier.
@preconcurrency @MainActor public protocol UIMenuBuilder: AnyObject {
    /// The system being built (``UIMenuSystem/main``).
    var system: UIMenuSystem { get }
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func action(for identifier: UIAction.Identifier) -> UIAction?
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu)
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    func remove(menu removedIdentifier: UIMenu.Identifier)
}

/// The builder of a menu system: a tree of menus it rewrites on each change (menus keep their
/// children for good, so a change makes new menus along the path to the root).
@MainActor final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { Self.find(identifier, in: root) }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        Self.leaves(of: root).compactMap { $0 as? UIAction }.first { $0.identifier == identifier }
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        Self.leaves(of: root).compactMap { $0 as? UICommand }.first { command in
            command.action == action && String(describing: command.propertyList) == String(describing: propertyList)
        }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu) {
        edit(parentOf: replacedIdentifier) { children in
            children.map { ($0 as? UIMenu)?.identifier == replacedIdentifier ? replacementGroup : $0 }
        }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        edit(parentIdentifier, childrenBlock)
    }

    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        edit(parentOf: siblingIdentifier) { children in
            children.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [siblingGroup, $0] : [$0] }
        }
    }

    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        edit(parentOf: siblingIdentifier) { children in
            children.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [$0, siblingGroup] : [$0] }
        }
    }

    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        edit(parentIdentifier) { [childGroup] + $0 }
    }

    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        edit(parentIdentifier) { $0 + [childGroup] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        edit(parentOf: removedIdentifier) { children in
            children.filter { ($0 as? UIMenu)?.identifier != removedIdentifier }
        }
    }

    // MARK: The tree

    /// Rewrites the children of the menu named `identifier`; a name not in the tree is reported.
    private func edit(_ identifier: UIMenu.Identifier, _ change: ([UIMenuElement]) -> [UIMenuElement]) {
        guard let rewritten = Self.rewrite(root, identifier, change) else {
            TesseraDiagnostics.report("UIMenuBuilder: no menu \(identifier.rawValue) in the \(system.name) menu; nothing changed")
            return
        }
        root = rewritten
    }

    private func edit(parentOf identifier: UIMenu.Identifier, _ change: ([UIMenuElement]) -> [UIMenuElement]) {
        guard let parent = Self.parent(of: identifier, in: root) else {
            TesseraDiagnostics.report("UIMenuBuilder: no menu \(identifier.rawValue) in the \(system.name) menu; nothing changed")
            return
        }
        edit(parent.identifier, change)
    }

    /// `menu` with the children of the menu named `identifier` changed, or nil when it is not there.
    private static func rewrite(_ menu: UIMenu, _ identifier: UIMenu.Identifier,
                                _ change: ([UIMenuElement]) -> [UIMenuElement]) -> UIMenu? {
        if menu.identifier == identifier { return menu.replacingChildren(change(menu.children)) }
        for (index, child) in menu.children.enumerated() {
            guard let submenu = child as? UIMenu, let rewritten = rewrite(submenu, identifier, change) else { continue }
            var children = menu.children
            children[index] = rewritten
            return menu.replacingChildren(children)
        }
        return nil
    }

    static func find(_ identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
        if menu.identifier == identifier { return menu }
        for case let submenu as UIMenu in menu.children {
            if let found = find(identifier, in: submenu) { return found }
        }
        return nil
    }

    private static func parent(of identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
        for case let submenu as UIMenu in menu.children {
            if submenu.identifier == identifier { return menu }
            if let found = parent(of: identifier, in: submenu) { return found }
        }
        return nil
    }

    static func leaves(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { child -> [UIMenuElement] in
            if let submenu = child as? UIMenu { return leaves(of: submenu) }
            return child is UIMenuLeaf ? [child] : []
        }
    }
}
