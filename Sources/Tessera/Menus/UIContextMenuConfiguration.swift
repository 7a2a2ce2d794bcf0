import Foundation

/// A menu: a title and its actions (modern UIKit's context menus).
@preconcurrency @MainActor open class UIMenu: NSObject {
    public let title: String
    public let children: [UIAction]
    public init(title: String = "", children: [UIAction]) { self.title = title; self.children = children; super.init() }
}

/// What a long press on an item shows in modern UIKit: a menu made on demand.
/// - Note: Tessera shows the menu's actions in the same bar as the edit menu; there is no preview.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying?
    let actionProvider: (([UIMenu]) -> UIMenu?)?

    public init(identifier: NSCopying? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenu]) -> UIMenu?)? = nil) {
        self.identifier = identifier
        self.actionProvider = actionProvider
        super.init()
    }
}
