import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Key-value observation of the properties UIKit documents as observable calls the handler at
/// each change, before the setter returns, as UIKit's KVO does; and a paused property animator
/// moves its views when it is scrubbed.
@MainActor struct ObservationAtEachChangeTests {
    @Test func eachContentOffsetChangeIsHeardBeforeTheSetterReturns() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        var heard: [CGFloat] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
            heard.append(change.newValue?.y ?? -1)
        }
        scrollView.contentOffset.y = 10
        #expect(heard == [10], "heard before the setter returns")
        scrollView.contentOffset.y = 20
        scrollView.contentOffset.y = 10
        #expect(heard == [10, 20, 10], "each change, even one set back within a turn")
        scrollView.contentOffset.y = 10
        #expect(heard == [10, 20, 10], "the same value again is no change")
        observation.invalidate()
    }

    @Test func aSubclassObservedByItsOwnKeyPathHearsEachChange() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var old: [CGSize] = []
        let observation = table.observe(\.contentSize, options: [.old]) { _, change in
            old.append(change.oldValue ?? CGSize(width: -1, height: -1))
        }
        table.contentSize = CGSize(width: 100, height: 500)
        table.contentSize = CGSize(width: 100, height: 700)
        #expect(old == [.zero, CGSize(width: 100, height: 500)])
        observation.invalidate()
    }

    @Test func viewGeometryAndVisibilityAreHeardAtEachChange() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect] = []
        var alphas: [CGFloat] = []
        var hidden: [Bool] = []
        let observations = [
            view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue ?? .null) },
            view.observe(\.alpha, options: [.new]) { _, change in alphas.append(change.newValue ?? -1) },
            view.observe(\.isHidden, options: [.new]) { _, change in hidden.append(change.newValue ?? false) },
        ]
        view.center = CGPoint(x: 20, y: 5)
        view.frame.size.width = 30
        view.alpha = 0.5
        view.isHidden = true
        #expect(frames == [CGRect(x: 15, y: 0, width: 10, height: 10), CGRect(x: 15, y: 0, width: 30, height: 10)])
        #expect(alphas == [0.5])
        #expect(hidden == [true])
        observations.forEach { $0.invalidate() }
    }

    @Test func classicObserversHearEachChangeToo() {
        final class Watcher: UIView {
            var offsets: [CGPoint] = []
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {
                offsets.append(change?[.newKey] as? CGPoint ?? .zero)
            }
        }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        scrollView.addObserver(watcher, forKeyPath: "contentOffset", options: [.new], context: nil)
        scrollView.contentOffset.y = 5
        scrollView.contentOffset.y = 0
        #expect(watcher.offsets == [CGPoint(x: 0, y: 5), .zero])
        scrollView.removeObserver(watcher, forKeyPath: "contentOffset")
    }

    @Test func aHandlerThatChangesWhatItObservesSettlesOrIsStopped() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var calls = 0
        // Clamps the offset, as apps that forbid scrolling past a point do.
        let clamp = scrollView.observe(\.contentOffset) { scrollView, _ in
            calls += 1
            if scrollView.contentOffset.y > 50 { scrollView.contentOffset.y = 50 }
        }
        scrollView.contentOffset.y = 80
        #expect(scrollView.contentOffset.y == 50)
        #expect(calls == 2, "the change and the clamp")
        clamp.invalidate()
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        TesseraDiagnostics.forgetSaid()
        var runaway = 0
        let never = scrollView.observe(\.contentOffset) { scrollView, _ in
            runaway += 1
            scrollView.contentOffset.y += 1
        }
        scrollView.contentOffset.y = 0
        #expect(runaway > 1 && runaway <= 17, "stopped: \(runaway)")
        #expect(messages.all.contains { $0.contains("changed the value it observes") })
        never.invalidate()
    }

    @Test func aScrollViewScrolledByDraggingIsHeardAtEachFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        screen.window.addSubview(scrollView)
        final class Delegate: NSObject, UIScrollViewDelegate {
            var offsets: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                if offsets.last != scrollView.contentOffset.y { offsets.append(scrollView.contentOffset.y) }
            }
        }
        let delegate = Delegate()
        scrollView.delegate = delegate
        var heard: [CGFloat] = []
        let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in heard.append(change.newValue?.y ?? -1) }
        screen.drag(from: CGPoint(x: 100, y: 180), to: CGPoint(x: 100, y: 20))
        screen.runUntilIdle()
        // The delegate also hears a scroll at rest (offset 0) when the view is first laid out.
        #expect(heard == Array(delegate.offsets.drop { $0 == 0 }), "each offset the delegate saw, in order")
        #expect(heard.count > 8)
        observation.invalidate()
    }
}
