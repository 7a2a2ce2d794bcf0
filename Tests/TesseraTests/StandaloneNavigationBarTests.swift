import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct StandaloneNavigationBarTests {
    final class Guard: NSObject, UINavigationBarDelegate, UIToolbarDelegate {
        var log: [String] = []
        var allowsPop = true
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            log.append("should push \(item.title ?? "")")
            return true
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("did push \(item.title ?? "")") }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            log.append("should pop \(item.title ?? "")")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("did pop \(item.title ?? "")") }
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test func aStandaloneBarPushesAndPopsItsItemsAskingItsDelegate() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 300), scale: 1)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let guardian = Guard()
        bar.delegate = guardian
        bar.items = [UINavigationItem(title: "Mailboxes")]
        screen.window.addSubview(bar)
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        screen.runUntilIdle()
        #expect(bar.topItem?.title == "Inbox" && bar.backItem?.title == "Mailboxes")
        #expect(screen.frameOfText("Inbox") != nil)
        let back = try #require(screen.frameOfText("‹ Mailboxes"))
        guardian.allowsPop = false
        screen.tap(at: CGPoint(x: back.midX, y: back.midY))
        screen.runUntilIdle()
        #expect(bar.items?.count == 2, "the delegate kept it")
        guardian.allowsPop = true
        screen.tap(at: CGPoint(x: back.midX, y: back.midY))
        screen.runUntilIdle()
        #expect(bar.items?.map(\.title) == ["Mailboxes"])
        #expect(guardian.log == ["should push Inbox", "did push Inbox", "should pop Inbox", "should pop Inbox", "did pop Inbox"])
        #expect(bar.barPosition == .topAttached)
    }

    @Test func aNavigationControllersBarReportsItsControllersItems() {
        let first = UIViewController()
        first.title = "One"
        let second = UIViewController()
        second.title = "Two"
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let navigation = UINavigationController(rootViewController: first)
        screen.rootViewController = navigation
        navigation.pushViewController(second, animated: false)
        screen.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(bar.items?.count == 2 && bar.topItem === second.navigationItem && bar.backItem === first.navigationItem)
        #expect(bar.popItem(animated: false) === second.navigationItem)
        #expect(navigation.viewControllers == [first])
        #expect(bar.barPosition == .top)
        let toolbar = UIToolbar()
        #expect(toolbar.barPosition == .bottom)
    }
}
