import Demos
import Foundation
import Testing
@_spi(Host) import Tessera
import TesseraTesting

/// Every demo through a screen reader's view and the keyboard alone, as the gallery opens it
/// (pushed on a navigation controller, on a phone-sized screen).
@MainActor @Suite struct DemoAccessibilityTests {
    func open(_ demo: DemoDescriptor) -> HeadlessScreen {
        DemoPhotos.register()
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.rootViewController = navigation
        screen.runUntilIdle()
        let controller = demo.make()
        controller.title = demo.title
        navigation.pushViewController(controller, animated: false)
        screen.runUntilIdle()
        return screen
    }

    /// What a person acts on (buttons, adjustables, list items, fields) has a name to hear.
    @Test(arguments: DemoCatalog.all.map(\.id))
    func everyControlADemoShowsHasAName(_ id: String) throws {
        let demo = try #require(DemoCatalog.demo(id: id))
        let screen = open(demo)
        let elements = screen.accessibilityElements
        #expect(!elements.isEmpty, "\(id) shows nothing a screen reader can read")
        let acted = elements.filter { $0.traits.contains(.button) || $0.traits.contains(.adjustable) || $0.role == .listItem || $0.role == .tableCell }
        let unnamed = acted.filter { ($0.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty && ($0.value ?? "").isEmpty }
        #expect(unnamed.isEmpty, "\(id): unnamed \(unnamed.map { "\($0.role) at \($0.frame)" })")
    }

    /// Tab reaches the back button and then something of the demo's own, with the focus shown.
    @Test(arguments: DemoCatalog.all.map(\.id))
    func theKeyboardReachesEveryDemo(_ id: String) throws {
        let demo = try #require(DemoCatalog.demo(id: id))
        let screen = open(demo)
        var reached: [String] = []
        for _ in 0..<4 {
            screen.press(.keyboardTab)
            screen.runUntilIdle()
            guard let focused = KeyboardFocus.shared.focusedElement as? UIView else { continue }
            let label = focused.accessibilityLabel ?? "\(type(of: focused))"
            if reached.contains(label) { break }
            reached.append(label)
        }
        #expect(reached.first == "Back", "\(id): the first stop is the back button (read without its chevron), got \(reached)")
        #expect(reached.count >= 2, "\(id): Tab reaches nothing of the demo's own (stops: \(reached))")
        KeyboardFocus.shared.focus(nil)
    }
}
