import Foundation

/// A menu: a title and its elements — actions, commands and submenus.
///
/// A submenu shows as a row with a chevron that opens it in place of its parent, unless its
/// options say ``Options-swift.struct/displayInline``: then its children show in the parent,
/// between separators. A menu whose options include ``Options-swift.struct/singleSelection``
/// keeps one of its actions on: choosing one turns it on and the others off, as UIKit does
/// since iOS 15.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// A menu's name, so a menu builder can find it (``UIMenuBuilder``).
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children show in its parent, between separators, instead of behind a row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its title shows in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children show side by side as images.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children of an inline menu show: small and medium ones side by side.
    public enum ElementSize: Int, Sendable {
        case small, medium, large
    }

    /// The menu's name; a menu made without one gets a unique one.
    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.tessera.menu.\(UUID().uuidString)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The leaves that are on, this menu's and its inline submenus'.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.options.contains(.displayInline) ? menu.selectedElements : [] }
            return (child as? UIMenuLeaf)?.state == .on ? [child] : []
        }
    }

    /// A copy of the menu, with the same title, identifier and options, holding `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

extension UIMenu.Identifier {
    // The main menu's standard menus (UIKit's names), for menu builders.
    public static let application = Self("com.apple.menu.application")
    public static let file = Self("com.apple.menu.file")
    public static let edit = Self("com.apple.menu.edit")
    public static let view = Self("com.apple.menu.view")
    public static let window = Self("com.apple.menu.window")
    public static let help = Self("com.apple.menu.help")
    public static let about = Self("com.apple.menu.about")
    public static let preferences = Self("com.apple.menu.preferences")
    public static let services = Self("com.apple.menu.services")
    public static let hide = Self("com.apple.menu.hide")
    public static let quit = Self("com.apple.menu.quit")
    public static let newScene = Self("com.apple.menu.new-scene")
    public static let close = Self("com.apple.menu.close")
    public static let print = Self("com.apple.menu.print")
    public static let document = Self("com.apple.menu.document")
    public static let undoRedo = Self("com.apple.menu.undo-redo")
    public static let standardEdit = Self("com.apple.menu.standard-edit")
    public static let find = Self("com.apple.menu.find")
    public static let replace = Self("com.apple.menu.replace")
    public static let share = Self("com.apple.menu.share")
    public static let textStyle = Self("com.apple.menu.text-style")
    public static let spelling = Self("com.apple.menu.spelling")
    public static let substitutions = Self("com.apple.menu.substitutions")
    public static let transformations = Self("com.apple.menu.transformations")
    public static let speech = Self("com.apple.menu.speech")
    public static let lookup = Self("com.apple.menu.lookup")
    public static let learn = Self("com.apple.menu.learn")
    public static let format = Self("com.apple.menu.format")
    public static let font = Self("com.apple.menu.font")
    public static let textSize = Self("com.apple.menu.text-size")
    public static let textColor = Self("com.apple.menu.text-color")
    public static let text = Self("com.apple.menu.text")
    public static let writingDirection = Self("com.apple.menu.writing-direction")
    public static let alignment = Self("com.apple.menu.align")
    public static let toolbar = Self("com.apple.menu.toolbar")
    public static let sidebar = Self("com.apple.menu.sidebar")
    public static let fullscreen = Self("com.apple.menu.fullscreen")
    public static let minimizeAndZoom = Self("com.apple.menu.minimize-and-zoom")
    public static let bringAllToFront = Self("com.apple.menu.bring-all-to-front")
    /// The top of the main menu.
    public static let root = Self("com.apple.menu.root")
}
