import Foundation

extension UIButton {
    /// The menu's configuration; a pop-up button's menu is single-selection whatever its options.
    func menuConfiguration() -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        let shown = changesSelectionAsPrimaryAction
            ? UIMenu(title: menu.title, subtitle: menu.subtitle, image: menu.image, identifier: menu.identifier,
                     options: menu.options.union(.singleSelection), preferredElementSize: menu.preferredElementSize,
                     children: menu.children)
            : menu
        let configuration = UIContextMenuConfiguration(actionProvider: { _ in shown })
        configuration.preferredMenuElementOrder = preferredMenuElementOrder
        return configuration
    }

    func menuDidChange() {
        isContextMenuInteractionEnabled = menu != nil
        guard changesSelectionAsPrimaryAction, let menu else { return }
        // A pop-up button always has a selection: the first leaf when none is on.
        let leaves = menu.children.compactMap { $0 as? MenuLeafElement }
        if !leaves.contains(where: { $0.state == .on }), let first = leaves.first { first.state = .on }
        showSelectedMenuElement()
    }

    /// A pop-up button's title is its selected element's.
    func showSelectedMenuElement() {
        guard changesSelectionAsPrimaryAction, let selected = menu?.selectedElements.first else { return }
        if storedConfiguration != nil {
            configuration?.title = selected.title
        } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
