import Foundation

/// One thing a screen reader sees — a view, a `UIAccessibilityElement`, an item of a list —
/// read through the UIKit accessibility API, as the Linux bridge and headless tests read it.
///
/// Nodes are made on demand and hold their object weakly, so a tree read now and again later
/// sees what the app shows then.
@MainActor public struct AccessibilityNode {
    /// The view or element (or a list's stand-in for an item not on screen).
    public let object: AnyObject

    public init(_ object: AnyObject) { self.object = object }

    var view: UIView? { object as? UIView }
    var element: UIAccessibilityElement? { object as? UIAccessibilityElement }

    /// Whether the object is an element (read as one) rather than a container of elements.
    public var isElement: Bool { view?.isAccessibilityElement ?? element?.isAccessibilityElement ?? false }
    public var label: String? { view?.accessibilityLabel ?? element?.accessibilityLabel }
    public var value: String? { view?.accessibilityValue ?? element?.accessibilityValue }
    public var hint: String? { view?.accessibilityHint ?? element?.accessibilityHint }
    public var identifier: String? { view?.accessibilityIdentifier ?? element?.accessibilityIdentifier }
    public var traits: UIAccessibilityTraits { view?.accessibilityTraits ?? element?.accessibilityTraits ?? .none }
    /// The frame in window coordinates.
    public var frame: CGRect { view?.accessibilityFrame ?? element?.accessibilityFrame ?? .zero }
    public var activationPoint: CGPoint { view?.accessibilityActivationPoint ?? element?.accessibilityActivationPoint ?? .zero }
    public var customActions: [UIAccessibilityCustomAction] {
        (view?.accessibilityCustomActions ?? element?.accessibilityCustomActions) ?? []
    }
    var containerType: UIAccessibilityContainerType {
        view?.accessibilityContainerType ?? element?.accessibilityContainerType ?? .none
    }

    /// What the element is, from its traits first and then its class.
    public var role: AccessibilityRole { AccessibilityRoles.role(of: self) }

    /// The elements and containers under this one, in reading order.
    public var children: [AccessibilityNode] { AccessibilityChildren.children(of: object) }
    /// The children on screen: a list's items whose cells show (in item order), every child
    /// of anything else. What a person can see and touch.
    public var shownChildren: [AccessibilityNode] {
        if let collectionView = object as? UICollectionView, collectionView.accessibilityStorage?.elements == nil {
            let cells: [UIView] = collectionView.indexPathsForVisibleItems.sorted().compactMap { collectionView.cellForItem(at: $0) }
            // Headers and footers on screen are read where they sit, between the items.
            let shown = cells.filter(AccessibilityChildren.isShown) + AccessibilityChildren.supplementaryViews(of: collectionView)
            return AccessibilityChildren.readingOrder(shown).flatMap(AccessibilityChildren.nodes(for:))
        }
        if let table = object as? UITableView, table.accessibilityStorage?.elements == nil {
            return (table.indexPathsForVisibleRows ?? []).sorted().compactMap { table.cellForRow(at: $0) }
                .filter(AccessibilityChildren.isShown).map(AccessibilityNode.init)
        }
        return children
    }
    /// How many children there are, without making them (a list counts every item).
    public var childCount: Int { AccessibilityChildren.count(of: object) }
    /// The child at `index`, made without making the others.
    public func child(at index: Int) -> AccessibilityNode? { AccessibilityChildren.child(of: object, at: index) }

    /// Where this element sits in a data table (a grid or a table), when it is in one.
    public var tablePosition: (row: Int, column: Int)? {
        guard let cell = object as? UIAccessibilityContainerDataTableCell else { return nil }
        return (cell.accessibilityRowRange().location, cell.accessibilityColumnRange().location)
    }

    /// Whether a person can act on it: enabled and not marked `.notEnabled`.
    public var isEnabled: Bool {
        if traits.contains(.notEnabled) { return false }
        return (view as? UIControl)?.isEnabled ?? true
    }

    static func didLoseFocus(_ object: AnyObject?) {
        (object as? UIView)?.accessibilityElementDidLoseFocus()
        (object as? UIAccessibilityElement)?.accessibilityElementDidLoseFocus()
    }

    static func didBecomeFocused(_ object: AnyObject?) {
        (object as? UIView)?.accessibilityElementDidBecomeFocused()
        (object as? UIAccessibilityElement)?.accessibilityElementDidBecomeFocused()
        guard let object else { return }
        NotificationCenter.default.post(name: UIAccessibility.elementFocusedNotification, object: nil,
                                        userInfo: [UIAccessibility.focusedElementUserInfoKey: object])
    }
}
