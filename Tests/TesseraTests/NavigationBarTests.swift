import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// The navigation bar as apps configure it: several bar button items, images and custom views,
/// a title view, back button modes, large titles that collapse, and appearances.
@MainActor struct NavigationBarTests {
    private func start(_ root: UIViewController, size: CGSize = CGSize(width: 400, height: 700)) -> (HeadlessScreen, UINavigationController) {
        let screen = HeadlessScreen(size: size, scale: 1)
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runUntilIdle()
        return (screen, navigation)
    }

    @Test func rightItemsRunFromTheRightEdgeInAndCustomViewsShow() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.backgroundColor = .systemRed
        var tapped: [String] = []
        let compose = UIBarButtonItem(title: "Compose", style: .plain) { tapped.append("compose") }
        let search = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [compose, search, UIBarButtonItem(customView: badge)]
        let (screen, navigation) = start(root)
        let bar = navigation.navigationBar
        let composeView = try #require(compose.shownView)
        let searchView = try #require(search.shownView)
        let composeFrame = composeView.convert(composeView.bounds, to: nil)
        let searchFrame = searchView.convert(searchView.bounds, to: nil)
        let badgeFrame = badge.convert(badge.bounds, to: nil)
        #expect(composeFrame.maxX == 392, "the first item is the rightmost: \(composeFrame)")
        #expect(searchFrame.maxX < composeFrame.minX && badgeFrame.maxX < searchFrame.minX, "the others to its left")
        #expect(badgeFrame.size == CGSize(width: 30, height: 20) && badge.superview === bar)
        #expect((searchView as? UIButton)?.image(for: .normal) != nil, "an image item shows its image")
        #expect(root.navigationItem.rightBarButtonItem === compose)
        screen.tap(at: CGPoint(x: composeFrame.midX, y: composeFrame.midY))
        #expect(tapped == ["compose"])
    }

    @Test func aTitleViewAndBackButtonModes() throws {
        let root = UIViewController()
        root.title = "Albums"
        root.navigationItem.backButtonTitle = "All"
        let (screen, navigation) = start(root)
        let detail = UIViewController()
        let segmented = UISegmentedControl(items: ["Photos", "Videos"])
        segmented.frame = CGRect(x: 0, y: 0, width: 160, height: 30)
        detail.navigationItem.titleView = segmented
        navigation.pushViewController(detail, animated: false)
        screen.runUntilIdle()
        #expect(navigation.navigationBar.backButton.title(for: .normal) == "‹ All", "the item below's backButtonTitle")
        let frame = segmented.convert(segmented.bounds, to: nil)
        #expect(frame.midX == 200 && frame.width == 160, "centred: \(frame)")
        detail.navigationItem.backButtonDisplayMode = .minimal
        screen.runUntilIdle()
        #expect(navigation.navigationBar.backButton.title(for: .normal) == "‹")
    }

    @Test func aLargeTitleCollapsesAsTheListScrolls() throws {
        let list = UITableViewController(style: .plain)
        list.title = "Library"
        let (screen, navigation) = start(list)
        navigation.navigationBar.prefersLargeTitles = true
        screen.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96, "44 + 52 for the large title: \(bar.frame)")
        #expect(screen.frameOfText("Library").map { $0.height > 30 } == true, "the title drawn large")
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("large-title.png"))
        }
        list.tableView.contentOffset.y += 30
        screen.runUntilIdle()
        #expect(bar.frame.height == 66, "collapsing with the scroll: \(bar.frame.height)")
        list.tableView.contentOffset.y += 100
        screen.runUntilIdle()
        #expect(bar.frame.height == 44)
        #expect(bar.titleLabel.alpha == 1, "the small title once the large one is gone")
        let detail = UIViewController()
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: false)
        screen.runUntilIdle()
        #expect(bar.frame.height == 44)
    }

    @Test func anAppearanceColoursTheBarAndItsTitle() throws {
        let root = UIViewController()
        root.title = "Weather"
        let (screen, navigation) = start(root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        screen.runUntilIdle()
        let pixel = screen.renderImage().rgba(x: 20, y: 20)
        #expect(abs(Int(pixel.r) - 26) <= 1 && abs(Int(pixel.g) - 77) <= 1 && abs(Int(pixel.b) - 153) <= 1, "the bar's background: \(pixel)")
        #expect(navigation.navigationBar.titleLabel.textColor == .white)
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        root.navigationItem.scrollEdgeAppearance = edge
        screen.runUntilIdle()
        #expect(navigation.navigationBar.currentAppearance === edge, "the item's scroll-edge look while nothing is scrolled")
    }

    @Test func aTabBarAppearanceColoursItsItems() throws {
        let tabs = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        first.tabBarItem.badgeValue = "3"
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 700), scale: 1)
        screen.window.rootViewController = tabs
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.stackedLayoutAppearance.selected.iconColor = .systemYellow
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemBlue
        tabs.tabBar.standardAppearance = appearance
        screen.runUntilIdle()
        let bottom = screen.renderImage().rgba(x: 5, y: 690)
        #expect(bottom.r == 0 && bottom.g == 0 && bottom.b == 0, "the black bar: \(bottom)")
        let titles = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }.flatMap { $0.subviews.compactMap { $0 as? UILabel } }
        #expect(titles.contains { $0.text == "Search" && $0.textColor == .white })
        #expect(titles.contains { $0.text == "3" && $0.backgroundColor == .systemBlue } == false, "the selected tab's badge is the selected state's")
    }
}

/// A search field's tokens, as a mail or photos search shows filters.
@MainActor struct SearchTokenTests {
    @Test func tokensShowBeforeTheTextAndBackspaceRemovesTheLast() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 1)
        let field = UISearchTextField(frame: CGRect(x: 10, y: 10, width: 380, height: 36))
        screen.window.addSubview(field)
        let person = UISearchToken(icon: nil, text: "Anna")
        person.representedObject = 42
        field.insertToken(person, at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "Photos"), at: 1)
        screen.runUntilIdle()
        let anna = try #require(screen.frameOfText("Anna"))
        let photos = try #require(screen.frameOfText("Photos"))
        #expect(anna.maxX < photos.minX, "in order, left to right")
        _ = field.becomeFirstResponder()
        screen.type("beach")
        screen.runUntilIdle()
        #expect(field.text == "beach")
        let typed = field.convert(field.editingRect(forBounds: field.bounds), to: nil)
        #expect(typed.minX > photos.maxX, "the text follows the tokens: \(typed) after \(photos)")
        for _ in 0..<5 { screen.press(.keyboardDeleteOrBackspace) }
        #expect(field.text == "" && field.tokens.count == 2, "backspace takes the text first")
        screen.press(.keyboardDeleteOrBackspace)
        #expect(field.tokens.map(\.text) == ["Anna"])
        #expect(field.tokens.first?.representedObject as? Int == 42)
        _ = field.resignFirstResponder()
    }

    @Test func removingATokenOutOfRangeIsReported() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let field = UISearchTextField()
        field.removeToken(at: 3)
        #expect(messages.all.contains { $0.contains("removeToken(at: 3): out of range; the field has 0 token(s)") })
    }
}
