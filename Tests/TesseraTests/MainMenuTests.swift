import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// An app delegate that edits the main menu, as Mac Catalyst apps do.
private final class MenuAppDelegate: UIResponder, UIApplicationDelegate {
    var refreshed = 0
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)
        let refresh = UIKeyCommand(title: "Refresh", action: Selector("refresh:"), input: "r", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("com.example.refresh"), options: .displayInline,
                                   children: [refresh]), atStartOfMenu: .view)
        builder.replaceChildren(ofMenu: .help) { $0 + [UICommand(title: "Tessera Help", action: Selector("showHelp:"))] }
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("refresh:") || super.canPerformAction(action, withSender: sender)
    }
    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        guard action == Selector("refresh:") else { return super.perform(action, withSender: sender) }
        refreshed += 1
        return true
    }
    override func validate(_ command: UICommand) {
        if command.action == Selector("refresh:") { command.title = "Refresh Now" }
    }
}

@MainActor struct MainMenuTests {
    private func withDelegate(_ body: (MenuAppDelegate) throws -> Void) rethrows {
        let previous = UIApplication.shared.delegate
        let delegate = MenuAppDelegate()
        UIApplication.shared.delegate = delegate
        UIMenuSystem.main.setNeedsRebuild()
        defer {
            UIApplication.shared.delegate = previous
            UIMenuSystem.main.setNeedsRebuild()
        }
        try body(delegate)
    }

    @Test func theStandardMainMenuHasUIKitsMenusAndGroups() {
        UIMenuSystem.main.setNeedsRebuild()
        let root = UIMenuSystem.main.menu
        #expect(root.children.map(\.title) == ["Application", "File", "Edit", "Format", "View", "Window", "Help"])
        let edit = MenuTreeBuilder.find(.standardEdit, in: root)
        #expect(edit?.children.map(\.title) == ["Cut", "Copy", "Paste", "Delete", "Select All"])
    }

    @Test func theAppDelegateBuildsTheMenuThroughTheResponderChain() throws {
        try withDelegate { _ in
            let root = UIMenuSystem.main.menu
            #expect(root.children.map(\.title) == ["Application", "File", "Edit", "View", "Window", "Help"])
            let view = try #require(MenuTreeBuilder.find(.view, in: root))
            #expect((view.children.first as? UIMenu)?.identifier.rawValue == "com.example.refresh")
            #expect(MenuTreeBuilder.find(.help, in: root)?.children.map(\.title) == ["Tessera Help"])
        }
    }

    @Test func aBuilderFindsAndMovesMenus() {
        let builder = MenuTreeBuilder(system: .main, root: StandardMainMenu.root())
        let mine = UIMenu(title: "Tools", identifier: UIMenu.Identifier("tools"), children: [])
        builder.insertSibling(mine, afterMenu: .edit)
        builder.insertSibling(UIMenu(title: "Before", identifier: UIMenu.Identifier("before")), beforeMenu: .edit)
        #expect(builder.root.children.map(\.title) == ["Application", "File", "Before", "Edit", "Tools", "Format", "View", "Window", "Help"])
        builder.replace(menu: UIMenu.Identifier("tools"), with: UIMenu(title: "Utilities", identifier: UIMenu.Identifier("utilities")))
        #expect(builder.menu(for: UIMenu.Identifier("tools")) == nil && builder.menu(for: UIMenu.Identifier("utilities")) != nil)
        #expect(builder.command(for: .copy, propertyList: nil)?.title == "Copy")
        builder.insertChild(UIMenu(title: "Last", identifier: UIMenu.Identifier("last")), atEndOfMenu: .help)
        #expect(builder.menu(for: .help)?.children.map(\.title) == ["Last"])
    }

    @Test func aMissingMenuIsReportedAndNothingChanges() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let builder = MenuTreeBuilder(system: .main, root: StandardMainMenu.root())
        builder.remove(menu: UIMenu.Identifier("com.example.nowhere"))
        #expect(builder.root.children.count == 7)
        #expect(messages.all.contains { $0.contains("com.example.nowhere") && $0.contains("nothing changed") })
    }

    @Test func theMainMenusKeyCommandsWorkAnywhereAfterValidation() throws {
        try withDelegate { delegate in
            let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
            screen.rootViewController = UIViewController()
            screen.runUntilIdle()
            screen.press(.keyboardR, modifiers: .command)
            screen.runUntilIdle()
            #expect(delegate.refreshed == 1, "the key reached the app delegate through the chain")
            let refresh = try #require(UIMenuSystem.main.keyCommand(matching: HostInput.key(.keyboardR, modifiers: .command, characters: nil)))
            #expect(refresh.title == "Refresh Now", "validated before it ran")
        }
    }
}
