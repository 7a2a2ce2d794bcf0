import Foundation
import Testing
@testable @_spi(Host) import Tessera
@_spi(Host) import TesseraTesting

/// Low-memory warnings: who hears them and in which order.
@MainActor struct MemoryWarningTests {
    @MainActor final class Log {
        var heard: [String] = []
    }

    final class Delegate: UIResponder, UIApplicationDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.heard.append("app delegate") }
    }

    final class Listening: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            log.heard.append(name)
        }
    }

    @Test func theDelegateTheNotificationThenEveryControllerHearIt() {
        let log = Log()
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let root = Listening("root", log: log)
        let child = Listening("child", log: log)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        screen.rootViewController = root
        screen.runUntilIdle()
        root.present(Listening("presented", log: log), animated: false)
        screen.runUntilIdle()
        let previous = UIApplication.shared.delegate
        let delegate = Delegate(log: log)
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = previous }
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                              object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { log.heard.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        screen.simulateMemoryWarning()
        #expect(log.heard == ["app delegate", "notification", "root", "child", "presented"])
    }

    /// A cache as UIKit code writes one: `addObserver(self, selector: #selector(…))`, which
    /// tessera-port turns into the method itself, in each of the method's three shapes.
    final class Cache {
        var entries = ["a": 1]
        var heard: [String] = []
        init() {
            NotificationCenter.default.addObserver(self, selector: Cache.clear(_:), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Cache.clearBridged(notification:), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
            NotificationCenter.default.addObserver(self, selector: Cache.clearPlain, name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        }
        func clear(_ note: Notification) { heard.append("Notification \(note.name.rawValue)") }
        func clearBridged(notification: NSNotification) { heard.append("NSNotification \(notification.name.rawValue)") }
        func clearPlain() {
            entries.removeAll()
            heard.append("plain")
        }
    }

    @Test func aCacheObservingWithSelectorsEmptiesItselfUntilItStopsObserving() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let cache = Cache()
        screen.simulateMemoryWarning()
        let name = UIApplication.didReceiveMemoryWarningNotification.rawValue
        #expect(Set(cache.heard) == ["Notification \(name)", "NSNotification \(name)", "plain"])
        #expect(cache.entries.isEmpty)
        NotificationCenter.default.removeObserver(cache)
        cache.heard.removeAll()
        screen.simulateMemoryWarning()
        #expect(cache.heard.isEmpty, "removeObserver(_:) ends all three registrations")
    }
}
