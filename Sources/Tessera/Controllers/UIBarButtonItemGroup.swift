import Foundation

/// Bar button items kept together in a bar (iOS 16's item groups), with an item that can stand
/// for them when the bar is too narrow.
/// - Note: A desktop window's bar shows the group's items; the representative item is kept
///   for code that sets it.
@preconcurrency @MainActor open class UIBarButtonItemGroup: NSObject {
    open var barButtonItems: [UIBarButtonItem] {
        didSet { adopt() }
    }
    open var representativeItem: UIBarButtonItem?
    /// Whether the representative item shows instead of the items (never on a desktop's bar).
    open var isDisplayingRepresentativeItem: Bool { false }
    /// Whether the group stays when the bar is customized.
    open var alwaysAvailable = false
    /// A hidden group takes no room in its bar.
    open var isHidden = false

    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
        adopt()
    }

    /// A group that stays where it is.
    public static func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group the user may move (kept with its identifier).
    public static func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                    items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    private func adopt() {
        for item in barButtonItems { item.buttonGroup = self }
    }
}

extension UIBarButtonItem {
    /// A group holding just this item.
    public func creatingFixedGroup() -> UIBarButtonItemGroup { .fixedGroup(items: [self]) }
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }
}
