import Foundation
@_spi(Host) import Tessera

/// Reads the app's views into the tree a UI test queries, with UIKit's accessibility rules:
/// hidden and transparent views and `accessibilityElementsHidden` subtrees are left out; an
/// element's subviews are not read (a cell's are: its labels are found inside it, as on iOS);
/// `accessibilityElements` (and controls' own, such as a segmented control's segments) take
/// the place of subviews. Views that only arrange others are left out and their children
/// lifted, unless they carry an identifier or a label.
@MainActor enum ElementTree {
    /// The application: its display name as label, the shown window as its child.
    static func application(window: UIWindow, title: String, frame: CGRect) -> ElementSnapshot {
        var attributes = ElementAttributes()
        attributes.label = title
        attributes.frame = frame
        let root = ElementSnapshot(object: nil, type: .application, attributes: attributes)
        root.adopt(snapshots(of: window))
        return root
    }

    /// What `view` is to its parent: itself, or the elements inside it when it is left out.
    static func snapshots(of view: UIView) -> [ElementSnapshot] {
        guard isShown(view) else { return [] }
        let type = ElementTypes.type(of: view)
        let children = childSnapshots(of: view, type: type)
        guard keeps(view, type: type) else { return children }
        let node = ElementSnapshot(object: view, type: type, attributes: ElementAttributeReader.attributes(of: view, type: type))
        node.adopt(children)
        return [node]
    }

    private static func childSnapshots(of view: UIView, type: XCUIElement.ElementType) -> [ElementSnapshot] {
        // A list's items are its cells on screen (its off-screen items' stand-ins are for screen readers).
        let isList = view is UICollectionView || view is UITableView
        let accessible = view.isAccessibilityElement || isList ? [] : AccessibilityNode(view).children
        if view.accessibilityElements != nil || accessible.contains(where: { !($0.object is UIView) }) {
            if isList { return (view.accessibilityElements ?? []).flatMap { snapshots(of: $0 as AnyObject) } }
            return accessible.flatMap { snapshots(of: $0.object) }
        }
        if view.isAccessibilityElement && type != .cell { return [] }
        // A picker wheel is one element, its value the row at rest, as on iOS.
        if type == .pickerWheel { return [] }
        return AccessibilityChildren.readingOrder(view.subviews.filter { isShown($0) && isListed($0, in: view) }).flatMap(snapshots(of:))
    }

    private static func snapshots(of object: AnyObject) -> [ElementSnapshot] {
        if let view = object as? UIView { return snapshots(of: view) }
        guard let element = object as? UIAccessibilityElement else { return [] }
        let node = AccessibilityNode(element)
        let type = ElementTypes.type(for: element.accessibilityTraits) ?? .other
        let snapshot = ElementSnapshot(object: element, type: type, attributes: ElementAttributeReader.attributes(of: node))
        snapshot.adopt(node.children.flatMap { snapshots(of: $0.object) })
        return [snapshot]
    }

    private static func keeps(_ view: UIView, type: XCUIElement.ElementType) -> Bool {
        if type != .other || view.isAccessibilityElement { return true }
        return !(view.accessibilityIdentifier ?? "").isEmpty || !(view.accessibilityLabel ?? "").isEmpty
    }

    /// A list's cells count when the list says they show (`visibleCells`): a cell it has let go
    /// of is not one of its rows, even while it is still a subview.
    private static func isListed(_ subview: UIView, in list: UIView) -> Bool {
        if let table = list as? UITableView, subview is UITableViewCell {
            return table.visibleCells.contains { $0 === subview }
        }
        if let collectionView = list as? UICollectionView, let cell = subview as? UICollectionViewCell, collectionView.indexPath(for: cell) != nil {
            return collectionView.visibleCells.contains { $0 === subview }
        }
        return true
    }

    /// Hidden, transparent and accessibility-hidden views are not read; nor is a label with no
    /// text (it says nothing and shows nothing).
    static func isShown(_ view: UIView) -> Bool {
        if let label = view as? UILabel, (label.text ?? "").isEmpty, label.attributedText?.length ?? 0 == 0 { return false }
        return AccessibilityChildren.isShown(view)
    }
}
