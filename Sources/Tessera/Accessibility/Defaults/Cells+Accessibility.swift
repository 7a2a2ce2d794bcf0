import Foundation

// A cell reads its content as one element ("Buy coffee, Done"), selected when the row is, as
// UIKit's list and table cells do. A cell that holds controls of its own (a switch, a field)
// is not one element: its parts are read one by one so each can be used. A list cell's
// accessories become actions: Delete, Insert, Expand or Collapse, Move Up and Move Down.

extension UICollectionViewCell: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        var defaults = CellReading.defaults(of: self, selected: isSelected)
        // A list cell shown as a section header reads as a heading.
        if appliedAttributes?.representedElementKind == UICollectionView.elementKindSectionHeader { defaults.traits.insert(.header) }
        if let outline = (self as? UICollectionViewListCell)?.accessoryViews.first(where: { $0.accessory.kind.isOutline && !$0.isHidden }) {
            defaults.value = [defaults.value, outline.isExpanded ? "expanded" : "collapsed"].compactMap { $0 }.joined(separator: ", ")
        }
        return defaults
    }

    var accessibilityDefaultActions: [UIAccessibilityCustomAction]? {
        guard let list = self as? UICollectionViewListCell else { return nil }
        let actions = list.accessoryViews.filter { !$0.isHidden && $0.alpha > 0.01 }.flatMap(CellReading.actions(for:))
        return actions.isEmpty ? nil : actions
    }
}

extension UITableViewCell: AccessibilityDefaultsProviding {
    /// A row with a checkmark reads as selected, as UIKit's do.
    var accessibilityDefaults: AccessibilityDefaults {
        CellReading.defaults(of: self, selected: isSelected || (isEditing ? editingAccessoryType : accessoryType) == .checkmark)
    }
}

@MainActor enum CellReading {
    static func defaults(of cell: UIView, selected: Bool) -> AccessibilityDefaults {
        let content = AccessibilityChildren.exposed(inside: cell)
        let hasControls = content.contains { $0.object is UIControl || $0.object is UIAccessibilityElement || $0.object is CellAccessoryView }
        // The info button is read on its own ("More Info"), not as part of the row's name.
        let named = content.filter { !($0.object is CellAccessoryView) }
        let label = (pictureLabels(in: cell) + named.compactMap(\.label)).filter { !$0.isEmpty }.joined(separator: ", ")
        let value = content.compactMap(\.value).filter { !$0.isEmpty }.joined(separator: ", ")
        return AccessibilityDefaults(isElement: !hasControls, label: label.isEmpty ? nil : label,
                                     value: value.isEmpty ? nil : value, traits: selected ? .selected : [])
    }

    /// The names of the pictures the cell shows (image views that are not elements themselves,
    /// whose images say what they show): a photo cell reads its photo.
    private static func pictureLabels(in view: UIView) -> [String] {
        var labels: [String] = []
        for subview in view.subviews where AccessibilityChildren.isShown(subview) {
            if let imageView = subview as? UIImageView, !imageView.isAccessibilityElement, let label = imageView.image?.accessibilityLabel {
                labels.append(label)
            } else if !subview.isAccessibilityElement {
                labels += pictureLabels(in: subview)
            }
        }
        return labels
    }

    /// What an accessory does, as actions a screen reader lists.
    static func actions(for view: CellAccessoryView) -> [UIAccessibilityCustomAction] {
        switch view.accessory.kind {
        case .delete: return [UIAccessibilityCustomAction(name: "Delete") { [weak view] _ in act(view) }]
        case .insert: return [UIAccessibilityCustomAction(name: "Insert") { [weak view] _ in act(view) }]
        case .outlineDisclosure:
            return [UIAccessibilityCustomAction(name: view.isExpanded ? "Collapse" : "Expand") { [weak view] _ in act(view) }]
        case .reorder:
            return [UIAccessibilityCustomAction(name: "Move Up") { [weak view] _ in move(view, by: -1) },
                    UIAccessibilityCustomAction(name: "Move Down") { [weak view] _ in move(view, by: 1) }]
        default: return []
        }
    }

    private static func act(_ view: CellAccessoryView?) -> Bool {
        guard let view else { return false }
        view.act()
        return true
    }

    /// Moves the row one place through UIKit's interactive movement, so the data source (or a
    /// diffable data source's reordering handlers) hears it as it hears a drag.
    private static func move(_ view: CellAccessoryView?, by step: Int) -> Bool {
        guard let cell = view?.superview as? UICollectionViewCell, let collectionView = cell.owningCollectionView,
              let path = collectionView.indexPath(for: cell) else { return false }
        let target = IndexPath(item: path.item + step, section: path.section)
        guard target.item >= 0, target.item < collectionView.numberOfItems(inSection: path.section),
              let targetFrame = collectionView.layoutAttributesForItem(at: target)?.frame,
              collectionView.beginInteractiveMovementForItem(at: path) else { return false }
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: targetFrame.midX, y: targetFrame.midY))
        collectionView.endInteractiveMovement()
        return true
    }
}
