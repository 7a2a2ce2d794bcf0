import Foundation
import Testing
import TesseraTesting
@_spi(Host) @testable import Tessera

/// Associated objects as UIKit libraries use them to add stored properties in extensions.
@MainActor struct AssociatedObjectTests {
    private final class Tracker {
        nonisolated(unsafe) static var released = 0
        deinit { Tracker.released += 1 }
    }

    nonisolated(unsafe) private static var badgeKey: UInt8 = 0
    nonisolated(unsafe) private static var trackerKey: UInt8 = 0

    @Test func aStoredPropertyInAnExtension() {
        let view = UIView()
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) == nil)
        objc_setAssociatedObject(view, &Self.badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) as? String == "3")
        #expect(objc_getAssociatedObject(UIView(), &Self.badgeKey) == nil, "another object has its own")
        objc_setAssociatedObject(view, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) == nil, "nil removes the value")
    }

    @Test func valuesAreReleasedWithTheirObject() {
        Tracker.released = 0
        var view: UIView? = UIView()
        objc_setAssociatedObject(view!, &Self.trackerKey, Tracker(), .OBJC_ASSOCIATION_RETAIN)
        #expect(Tracker.released == 0, "retained while its object lives")
        view = nil
        AssociatedObjects.shared.purge()
        #expect(Tracker.released == 1)
        #expect(objc_getAssociatedObject(UIView(), &Self.trackerKey) == nil, "a new object at the old address sees nothing")
    }

    @Test func assignDoesNotKeepTheValueAndCopyCopiesIt() {
        let view = UIView()
        Tracker.released = 0
        objc_setAssociatedObject(view, &Self.trackerKey, Tracker(), .OBJC_ASSOCIATION_ASSIGN)
        #expect(Tracker.released == 1, "assign does not retain")
        #expect(objc_getAssociatedObject(view, &Self.trackerKey) == nil, "and reads nil once the value is gone")
        let text = NSMutableString(string: "draft")
        objc_setAssociatedObject(view, &Self.badgeKey, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append(" changed")
        let stored = objc_getAssociatedObject(view, &Self.badgeKey) as? NSString
        #expect(stored.map { String($0) } == "draft")
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Self.badgeKey) == nil)
    }

    @Test func foundationsIntegerNames() {
        let count: NSInteger = -3
        let index: NSUInteger = 3
        #expect(count + Int(index) == 0)
    }
}

/// Classic key-value observing: `addObserver(_:forKeyPath:options:context:)` and an override of
/// `observeValue(forKeyPath:of:change:context:)`, as pull-to-refresh libraries watch a scroll view.
@MainActor struct ClassicKeyValueObservingTests {
    private final class RefreshHeader: UIView {
        var heard: [(String?, CGPoint?, CGPoint?)] = []
        var contexts: [UnsafeMutableRawPointer?] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard.append((keyPath, change?[.oldKey] as? CGPoint, change?[.newKey] as? CGPoint))
            contexts.append(context)
        }
    }

    nonisolated(unsafe) private static var context: UInt8 = 0

    @Test func aScrollViewsContentOffsetIsHeardUntilTheObserverIsRemoved() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        screen.window.addSubview(scrollView)
        let header = RefreshHeader()
        scrollView.addSubview(header)
        scrollView.addObserver(header, forKeyPath: "contentOffset", options: [.initial, .new, .old], context: &Self.context)
        #expect(header.heard.count == 1, ".initial calls at once")
        #expect(header.heard.first?.2 == .zero)
        scrollView.contentOffset = CGPoint(x: 0, y: 80)
        screen.runUntilIdle()
        #expect(header.heard.count == 2)
        #expect(header.heard.last?.0 == "contentOffset")
        #expect(header.heard.last?.1 == .zero && header.heard.last?.2 == CGPoint(x: 0, y: 80))
        #expect(header.contexts.last == UnsafeMutableRawPointer(&Self.context), "the registration's context")
        screen.runUntilIdle()
        #expect(header.heard.count == 2, "no change, no call")
        scrollView.removeObserver(header, forKeyPath: "contentOffset", context: &Self.context)
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        screen.runUntilIdle()
        #expect(header.heard.count == 2, "removed: silent")
    }

    @Test func aLabelsTextAndAControlsState() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let label = UILabel()
        let toggle = UISwitch()
        let observer = RefreshHeader()
        screen.window.addSubview(label)
        screen.window.addSubview(toggle)
        label.addObserver(observer, forKeyPath: "text", options: [.new], context: nil)
        toggle.addObserver(observer, forKeyPath: "enabled", options: [.new], context: nil)
        label.text = "Loaded"
        toggle.isEnabled = false
        screen.runUntilIdle()
        #expect(observer.heard.map(\.0).sorted { ($0 ?? "") < ($1 ?? "") } == ["enabled", "text"])
        label.removeObserver(observer, forKeyPath: "text")
        toggle.removeObserver(observer, forKeyPath: "enabled")
    }

    @Test func removingAnObserverThatIsNotRegisteredIsReported() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let scrollView = UIScrollView()
        scrollView.removeObserver(RefreshHeader(), forKeyPath: "contentSize")
        #expect(messages.all.contains { $0.contains("Cannot remove an observer <RefreshHeader> for the key path \"contentSize\" from <UIScrollView>") })
    }

    @Test func anUnhandledChangeIsReported() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let view = UIView()
        let plain = UIView()
        screen.window.addSubview(view)
        view.addObserver(plain, forKeyPath: "frame", context: nil)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        screen.runUntilIdle()
        #expect(messages.all.contains { $0.contains("observeValue(forKeyPath:of:change:context:) message was received but not handled") && $0.contains("frame") })
        view.removeObserver(plain, forKeyPath: "frame")
    }
}

/// Timers made with a target and a selector, as ported: the method is called with the timer
/// and its userInfo. (The main run loop's timers fire in the window host and the gallery; a test
/// runner does not run that loop, so these fire the timers themselves.)
@MainActor struct TargetActionTimerTests {
    final class Ticker {
        var ticks: [String] = []
        func tick(_ timer: Timer) { ticks.append(timer.userInfo as? String ?? "nil") }
        func beat() { ticks.append("beat") }
    }

    @Test func aScheduledTimerCallsTheMethodWithItsUserInfo() {
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 60, target: ticker, selector: Ticker.tick(_:), userInfo: "toast", repeats: true)
        defer { timer.invalidate() }
        timer.fire()
        timer.fire()
        #expect(ticker.ticks == ["toast", "toast"])
        #expect(timer.userInfo as? String == "toast")
        #expect(timer.isValid, "a repeating timer goes on")
    }

    @Test func aSingleTimerFiresOnceAndLetsItsTargetGo() {
        var ticker: Ticker? = Ticker()
        weak var released = ticker
        let timer = TargetActionTimer(timeInterval: 60, target: ticker!, selector: Ticker.beat, userInfo: nil, repeats: false)
        timer.fire()
        #expect(ticker?.ticks == ["beat"])
        #expect(!timer.isValid, "a single timer is done once it fired")
        ticker = nil
        #expect(released == nil, "the timer no longer holds its target")
    }
}

/// The first responder goes with its view when the view leaves the window.
@MainActor struct FirstResponderLeavesTests {
    @Test func aFieldRemovedWithItsContainerResigns() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let form = UIView(frame: screen.window.bounds)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        form.addSubview(field)
        screen.window.addSubview(form)
        #expect(field.becomeFirstResponder())
        form.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(UIResponder.currentFirstResponder == nil)
    }
}

/// `type.init()` on a controller metatype, as tessera-port writes it.
@MainActor struct ControllerMetatypeTests {
    final class Detail: UIViewController {
        override class func makeWithDefaultInitializer() -> UIViewController { Detail() }
    }

    @Test func theClassMethodMakesTheClassTheMetatypeHolds() {
        let types: [UIViewController.Type] = [UIViewController.self, Detail.self]
        let made = types.map { $0.makeWithDefaultInitializer() }
        #expect(type(of: made[0]) == UIViewController.self)
        #expect(made[1] is Detail)
    }
}
