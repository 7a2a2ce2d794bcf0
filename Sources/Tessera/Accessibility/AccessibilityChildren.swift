import Foundation

/// Which elements a container exposes, in reading order, following UIKit's rules:
/// hidden or transparent views and `accessibilityElementsHidden` subtrees are skipped; an
/// element's subviews are not visited; `accessibilityElements` replaces the subviews; a
/// subview with `accessibilityViewIsModal` hides its siblings; subviews are read top to
/// bottom, then leading to trailing. Views that only arrange others are flattened away; a
/// view stays as a container node when it is a list (collection or table view), groups its
/// children, names a container type, is modal, or is a window.
@_spi(Host) @MainActor public enum AccessibilityChildren {
    static func children(of object: AnyObject) -> [AccessibilityNode] {
        if let items = object as? AccessibilityItemContainer, items.accessibilityStorage?.elements == nil {
            return (0..<count(of: object)).compactMap { child(of: object, at: $0) }
        }
        if let view = object as? UIView {
            return view.isAccessibilityElement ? [] : exposed(inside: view)
        }
        if let element = object as? UIAccessibilityElement, !element.isAccessibilityElement {
            return (element.accessibilityElements ?? []).flatMap(nodes(for:))
        }
        return []
    }

    static func count(of object: AnyObject) -> Int {
        if let items = object as? AccessibilityItemContainer, items.accessibilityStorage?.elements == nil {
            return items.accessibilityItemCount + supplementary(of: items).count
        }
        return children(of: object).count
    }

    static func child(of object: AnyObject, at index: Int) -> AccessibilityNode? {
        if let items = object as? AccessibilityItemContainer, items.accessibilityStorage?.elements == nil {
            let count = items.accessibilityItemCount
            if index < count { return items.accessibilityItem(at: index).map(AccessibilityNode.init) }
            let extra = supplementary(of: items)
            return extra.indices.contains(index - count) ? extra[index - count] : nil
        }
        let all = children(of: object)
        return all.indices.contains(index) ? all[index] : nil
    }

    /// A collection view's headers and footers on screen, after its items (a list's items are
    /// all counted; its headers only while they show).
    static func supplementary(of list: AccessibilityItemContainer) -> [AccessibilityNode] {
        guard let collectionView = list as? UICollectionView else { return [] }
        return readingOrder(supplementaryViews(of: collectionView)).flatMap(nodes(for:))
    }

    /// The headers and footers a collection view shows now.
    static func supplementaryViews(of collectionView: UICollectionView) -> [UIView] {
        collectionView.subviews.filter { view in
            (view as? UICollectionReusableView)?.appliedAttributes?.representedElementCategory == .supplementaryView && isShown(view)
        }
    }

    /// The nodes inside `view` (not `view` itself).
    static func exposed(inside view: UIView) -> [AccessibilityNode] {
        if let elements = view.accessibilityElements ?? (view as? AccessibilityDefaultsProviding)?.accessibilityDefaultElements {
            return elements.flatMap(nodes(for:))
        }
        var subviews = view.subviews.filter(isShown)
        if let modal = subviews.last(where: \.accessibilityViewIsModal) { subviews = [modal] }
        return readingOrder(subviews).flatMap(nodes(for:))
    }

    /// What `object` is to its parent: itself, or the nodes inside it when it only arranges them.
    static func nodes(for object: Any) -> [AccessibilityNode] {
        if let view = object as? UIView {
            guard isShown(view) else { return [] }
            if view.isAccessibilityElement || staysANode(view) { return [AccessibilityNode(view)] }
            return exposed(inside: view)
        }
        if let element = object as? UIAccessibilityElement {
            let shows = element.isAccessibilityElement || element.accessibilityElements != nil
            return shows ? [AccessibilityNode(element)] : []
        }
        return []
    }

    public static func isShown(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    static func staysANode(_ view: UIView) -> Bool {
        view is AccessibilityItemContainer || view is UIWindow || view is UICollectionViewCell || view is UITableViewCell
            || view.shouldGroupAccessibilityChildren
            || view.accessibilityContainerType != .none || view.accessibilityViewIsModal
    }

    /// Top to bottom, then leading to trailing, by frame in the window; ties keep their order.
    public static func readingOrder(_ views: [UIView]) -> [UIView] {
        let keyed = views.enumerated().map { (index: $0.offset, view: $0.element, frame: $0.element.convert($0.element.bounds, to: nil)) }
        return keyed.sorted { a, b in
            if abs(a.frame.minY - b.frame.minY) > 0.5 { return a.frame.minY < b.frame.minY }
            if abs(a.frame.minX - b.frame.minX) > 0.5 { return a.frame.minX < b.frame.minX }
            return a.index < b.index
        }.map(\.view)
    }
}

/// A list whose elements are its items, every one of them whether on screen or not: a
/// collection view or a table view.
@MainActor protocol AccessibilityItemContainer: UIView {
    var accessibilityItemCount: Int { get }
    /// The item's cell when it is on screen, otherwise a stand-in that scrolls it there when a
    /// screen reader moves to it.
    func accessibilityItem(at index: Int) -> AnyObject?
}

extension UIView {
    func accessibilityContainerCount() -> Int {
        if let elements = accessibilityStorage?.elements { return elements.count }
        if let items = self as? AccessibilityItemContainer { return items.accessibilityItemCount }
        return 0
    }

    func accessibilityContainerElement(at index: Int) -> Any? {
        if let elements = accessibilityStorage?.elements { return elements.indices.contains(index) ? elements[index] : nil }
        if let items = self as? AccessibilityItemContainer { return items.accessibilityItem(at: index) }
        return nil
    }

    func accessibilityContainerIndex(of element: Any) -> Int {
        let object = element as AnyObject
        if let elements = accessibilityStorage?.elements {
            return elements.firstIndex { ($0 as AnyObject) === object } ?? NSNotFound
        }
        // An item's number comes from its index path, without visiting the others.
        if let standIn = object as? ItemAccessibilityElement, standIn.accessibilityContainer === self { return standIn.flatIndex }
        if let collectionView = self as? UICollectionView, let cell = object as? UICollectionViewCell,
           let path = collectionView.indexPath(for: cell), AccessibilityRoles.isItem(cell) {
            return ListIndexing.flatIndex(of: path, count: collectionView.numberOfItems(inSection:))
        }
        if let table = self as? UITableView, let cell = object as? UITableViewCell, let path = table.indexPath(for: cell) {
            return ListIndexing.flatIndex(of: path, count: table.numberOfRows(inSection:))
        }
        return NSNotFound
    }

    /// A scroll view pages by its height (or width) less a line, as UIKit's three-finger swipe.
    func scrollForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let scroll = self as? UIScrollView else { return false }
        let page = CGSize(width: max(scroll.bounds.width - 44, 1), height: max(scroll.bounds.height - 44, 1))
        var offset = scroll.contentOffset
        switch direction {
        case .up, .previous: offset.y -= page.height
        case .down, .next: offset.y += page.height
        case .left: offset.x -= page.width
        case .right: offset.x += page.width
        }
        let inset = scroll.adjustedContentInset
        let maxX = max(-inset.left, scroll.contentSize.width + inset.right - scroll.bounds.width)
        let maxY = max(-inset.top, scroll.contentSize.height + inset.bottom - scroll.bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        guard offset != scroll.contentOffset else { return false }
        scroll.setContentOffset(offset, animated: false)
        UIAccessibility.post(notification: .pageScrolled, argument: nil)
        return true
    }
}
