import Foundation

/// An element's role: from its traits first (what the app said it is), then from its class.
@MainActor enum AccessibilityRoles {
    static func role(of node: AccessibilityNode) -> AccessibilityRole {
        let object = node.object
        if object is UIWindow { return .window }
        if let list = object as? AccessibilityItemContainer {
            return list.accessibilityContainerType == .dataTable ? .table : .list
        }
        if isItem(object) {
            return isInGrid(object) ? .tableCell : .listItem
        }
        if let role = role(for: node.traits) { return role }
        switch object {
        case is UITextField: return .textField
        case is UITextView: return .textView
        case is UIProgressView: return .progressBar
        case let view as UIView where view.accessibilityViewIsModal: return .alert
        case is UIScrollView: return .scrollPane
        default: break
        }
        switch node.containerType {
        case .list: return .list
        case .dataTable: return .table
        default: return node.isElement ? .label : .panel
        }
    }

    static func role(for traits: UIAccessibilityTraits) -> AccessibilityRole? {
        let order: [(UIAccessibilityTraits, AccessibilityRole)] = [
            (.header, .heading), (.adjustable, .slider), (.toggleButton, .toggleButton), (.searchField, .searchField),
            (.tabBar, .tabList), (.link, .link), (.button, .button), (.image, .image), (.staticText, .label),
        ]
        return order.first { traits.contains($0.0) }?.1
    }

    /// A list's item: a cell shown as an item (not as a header), a table row, a stand-in.
    static func isItem(_ object: AnyObject) -> Bool {
        if let cell = object as? UICollectionViewCell { return cell.appliedAttributes?.representedElementCategory ?? .cell == .cell }
        return object is UITableViewCell || object is ItemAccessibilityElement
    }

    private static func isInGrid(_ object: AnyObject) -> Bool {
        let list = (object as? UICollectionViewCell)?.owningCollectionView
            ?? (object as? ItemAccessibilityElement)?.accessibilityContainer as? UICollectionView
        return list?.accessibilityContainerType == .dataTable
    }
}
