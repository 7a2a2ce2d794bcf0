import Foundation

/// A menu system: the app's main menu (a Mac's menu bar), or context menus.
///
/// The main menu starts as UIKit's standard one — the application, File, Edit, Format, View,
/// Window and Help menus with their standard groups — and the system asks the application,
/// and through the responder chain its delegate, to change it in `buildMenu(with:)`. It is
/// built when first used and again after ``setNeedsRebuild()``.
///
/// Its key commands work everywhere in the app: a key no responder, no key command along the
/// chain and no standard binding took runs the main menu's command with that key, sent up the
/// responder chain from the first responder after the performer's `validate(_:)`.
/// - Note: Tessera's window does not draw a menu bar; the main menu's key commands work, and
///   a test or host reads the tree from ``UIMenuSystem/main``.
@preconcurrency @MainActor open class UIMenuSystem: NSObject {
    /// The main menu's system.
    public static let main = UIMenuSystem(name: "main")
    /// The context menus' system.
    public static let context = UIMenuSystem(name: "context")

    let name: String
    private var built: UIMenu?

    private init(name: String) {
        self.name = name
        super.init()
    }

    /// Builds the menu again the next time it is used.
    open func setNeedsRebuild() { built = nil }

    /// Asks `validate(_:)` again the next time a command is used (commands are validated each
    /// time they are used, so this has nothing more to do).
    open func setNeedsRevalidate() {}

    /// The menu tree, built now if it needs to be.
    var menu: UIMenu {
        if let built { return built }
        let builder = MenuTreeBuilder(system: self, root: self === UIMenuSystem.main ? StandardMainMenu.root() : UIMenu(identifier: .root))
        UIApplication.shared.buildMenu(with: builder)
        built = builder.root
        return builder.root
    }

    /// The enabled key command of the tree that `key` types, if any.
    func keyCommand(matching key: UIKey) -> UIKeyCommand? {
        MenuTreeBuilder.leaves(of: menu).compactMap { $0 as? UIKeyCommand }.first { $0.matches(key) && !$0.attributes.contains(.disabled) }
    }

    /// Runs the main menu's command for `key` from `start` along the chain; false when none
    /// matches, nobody can perform it, or its validation disables it.
    func performKeyCommand(matching key: UIKey, from start: UIResponder) -> Bool {
        guard let command = keyCommand(matching: key),
              let target = start.target(forAction: command.action, withSender: command) else { return false }
        target.validate(command)
        guard !command.attributes.contains(.disabled) else { return false }
        command.sender = self
        _ = target.perform(command.action, withSender: command)
        command.sender = nil
        return true
    }
}

/// UIKit's standard main menu.
@MainActor enum StandardMainMenu {
    static func root() -> UIMenu {
        UIMenu(title: "", identifier: .root, children: [application(), file(), edit(), format(), view(), window(), help()])
    }

    private static func key(_ title: String, _ action: Selector, _ input: String, _ flags: UIKeyModifierFlags = .command) -> UIKeyCommand {
        UIKeyCommand(title: title, action: action, input: input, modifierFlags: flags)
    }

    private static func group(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
        UIMenu(title: "", identifier: identifier, options: .displayInline, children: children)
    }

    private static func application() -> UIMenu {
        UIMenu(title: "Application", identifier: .application, children: [
            group(.about, [UICommand(title: "About", action: "orderFrontStandardAboutPanel:")]),
            group(.preferences, []),
            group(.services, []),
            group(.hide, [key("Hide", "hide:", "h")]),
            group(.quit, [key("Quit", "terminate:", "q")]),
        ])
    }

    private static func file() -> UIMenu {
        UIMenu(title: "File", identifier: .file, children: [
            group(.newScene, []),
            group(.close, [key("Close", "performClose:", "w")]),
            group(.document, []),
            group(.print, [key("Print…", "print:", "p")]),
        ])
    }

    private static func edit() -> UIMenu {
        UIMenu(title: "Edit", identifier: .edit, children: [
            group(.undoRedo, [key("Undo", "undo:", "z"), key("Redo", "redo:", "z", [.command, .shift])]),
            group(.standardEdit, [key("Cut", .cut, "x"), key("Copy", .copy, "c"), key("Paste", .paste, "v"),
                                  UICommand(title: "Delete", action: .delete), key("Select All", .selectAll, "a")]),
            UIMenu(title: "Find", identifier: .find, children: [key("Find…", "find:", "f")]),
            group(.replace, []),
            group(.share, []),
            UIMenu(title: "Spelling and Grammar", identifier: .spelling, children: []),
            UIMenu(title: "Substitutions", identifier: .substitutions, children: []),
            UIMenu(title: "Transformations", identifier: .transformations, children: []),
            UIMenu(title: "Speech", identifier: .speech, children: []),
        ])
    }

    private static func format() -> UIMenu {
        UIMenu(title: "Format", identifier: .format, children: [
            UIMenu(title: "Font", identifier: .font, children: [
                group(.textStyle, [key("Bold", "toggleBoldface:", "b"), key("Italic", "toggleItalics:", "i"),
                                   key("Underline", "toggleUnderline:", "u")]),
                group(.textSize, []),
                group(.textColor, []),
            ]),
            UIMenu(title: "Text", identifier: .text, children: [group(.alignment, []), group(.writingDirection, [])]),
        ])
    }

    private static func view() -> UIMenu {
        UIMenu(title: "View", identifier: .view, children: [group(.toolbar, []), group(.sidebar, []), group(.fullscreen, [])])
    }

    private static func window() -> UIMenu {
        UIMenu(title: "Window", identifier: .window, children: [group(.minimizeAndZoom, []), group(.bringAllToFront, [])])
    }

    private static func help() -> UIMenu {
        UIMenu(title: "Help", identifier: .help, children: [])
    }
}
