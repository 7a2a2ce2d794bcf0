import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Three tabs — Albums (a navigation controller, badge 3), Search, Settings — on a desktop screen.
@MainActor struct TabBarControllerTests {
    final class Recorder: UITabBarControllerDelegate {
        var log: [String] = []
        var refuse: String?
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.tabBarItem.title ?? "")")
            return viewController.tabBarItem.title != refuse
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.tabBarItem.title ?? "")")
        }
    }

    final class Page: UIViewController {
        let text: String
        var appeared = 0
        init(_ text: String) {
            self.text = text
            super.init(nibName: nil, bundle: nil)
            title = text
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
            label.text = "\(text) page"
            view.addSubview(label)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appeared += 1
        }
    }

    private func setUp() -> (HeadlessScreen, UITabBarController, [Page], UINavigationController, Recorder) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let pages = [Page("Albums"), Page("Search"), Page("Settings")]
        let albums = UINavigationController(rootViewController: pages[0])
        albums.tabBarItem = UITabBarItem(title: "Albums", image: UIImage(systemName: "photo"), tag: 1)
        albums.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.setViewControllers([albums, pages[1], pages[2]], animated: false)
        let recorder = Recorder()
        tabs.delegate = recorder
        screen.rootViewController = tabs
        screen.runUntilIdle()
        return (screen, tabs, pages, albums, recorder)
    }

    @Test func theFirstTabShowsAboveTheBar() throws {
        let (screen, tabs, pages, _, _) = setUp()
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.items?.map(\.title) == ["Albums", "Search", "Settings"])
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 600 - UITabBar.height, width: 800, height: UITabBar.height))
        #expect(screen.frameOfText("Albums page") != nil && screen.frameOfText("Search page") == nil)
        #expect(screen.frameOfText("Settings") != nil, "the tab titles are drawn")
        #expect(screen.frameOfText("3") != nil, "the badge")
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("tab-bar.png"))
        }
        #expect(pages[1].tabBarController === tabs && pages[0].tabBarController === tabs, "through the navigation controller too")
    }

    @Test func clickingATabAsksThenSelectsThenTells() throws {
        let (screen, tabs, pages, _, recorder) = setUp()
        let search = try #require(screen.frameOfText("Search"))
        screen.tap(at: CGPoint(x: search.midX, y: search.midY))
        screen.runUntilIdle()
        #expect(recorder.log == ["should Search", "did Search"])
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === pages[1])
        #expect(screen.frameOfText("Search page") != nil && screen.frameOfText("Albums page") == nil)
        #expect(pages[1].appeared == 1)
        recorder.refuse = "Settings"
        let settings = try #require(screen.frameOfText("Settings"))
        screen.tap(at: CGPoint(x: settings.midX, y: settings.midY))
        screen.runUntilIdle()
        #expect(tabs.selectedIndex == 1 && recorder.log.last == "should Settings", "the delegate refused")
        #expect(tabs.tabBar.selectedItem === pages[1].tabBarItem)
    }

    @Test func selectingFromCodeTellsNoOneAndABadIndexIsReported() {
        let (screen, tabs, pages, _, recorder) = setUp()
        tabs.selectedViewController = pages[2]
        screen.runUntilIdle()
        #expect(tabs.selectedIndex == 2 && recorder.log.isEmpty)
        #expect(screen.frameOfText("Settings page") != nil)
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        tabs.selectedIndex = 7
        #expect(tabs.selectedIndex == 2)
        #expect(messages.all.contains { $0.contains("selectedIndex 7") && $0.contains("there are 3") })
    }

    @Test func clickingTheSelectedNavigationTabPopsToItsRoot() throws {
        let (screen, _, _, albums, _) = setUp()
        albums.pushViewController(Page("Album"), animated: false)
        screen.runUntilIdle()
        #expect(albums.viewControllers.count == 2)
        let tab = try #require(screen.frameOfText("Albums"))
        #expect(tab.minY >= 600 - UITabBar.height, "the front-most Albums is the tab's")
        screen.tap(at: CGPoint(x: tab.midX, y: tab.midY))
        screen.runUntilIdle()
        #expect(albums.viewControllers.count == 1, "back to the root, as iOS does")
    }
}

/// Tabs.storyboard: a tab bar controller whose relationship segues name a Library tab (an image
/// and a badge) and a system Favorites tab.
@MainActor struct TabBarStoryboardTests {
    @Test func aStoryboardsTabBarControllerHasItsTabsInOrder() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let tabs = try #require(UIStoryboard(name: "Tabs", bundle: .module).instantiateInitialViewController() as? UITabBarController)
        #expect(tabs.viewControllers?.map { $0.tabBarItem.title } == ["Library", "Favorites"])
        #expect(tabs.viewControllers?.first?.tabBarItem.badgeValue == "12")
        #expect(tabs.viewControllers?.first?.tabBarItem.image != nil, "the system symbol")
        screen.rootViewController = tabs
        screen.runUntilIdle()
        #expect(screen.frameOfText("The library") != nil && screen.frameOfText("12") != nil)
        let favorites = try #require(screen.frameOfText("Favorites"))
        screen.tap(at: CGPoint(x: favorites.midX, y: favorites.midY))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Your favourites") != nil && tabs.selectedIndex == 1)
    }
}
