import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct ViewHierarchyTests {
    @Test func subviewOrderAndMoves() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a); parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews == [c, a, b])
        parent.bringSubviewToFront(c)
        #expect(parent.subviews == [a, b, c])
        parent.sendSubviewToBack(b)
        #expect(parent.subviews == [b, a, c])
        parent.insertSubview(b, aboveSubview: c)
        #expect(parent.subviews == [a, c, b])
        parent.insertSubview(a, belowSubview: b)
        #expect(parent.subviews == [c, a, b])
        let other = UIView()
        other.addSubview(a)
        #expect(parent.subviews == [c, b] && a.superview === other)
        b.removeFromSuperview()
        #expect(parent.subviews == [c] && b.superview == nil)
        c.tag = 7
        #expect(parent.viewWithTag(7) === c)
        #expect(c.isDescendant(of: parent) && !parent.isDescendant(of: c))
    }

    @Test func zPositionDecidesDrawingOrder() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach(parent.addSubview)
        a.layer.zPosition = 2
        c.layer.zPosition = -1
        #expect(parent.subviewsInDrawingOrder == [c, b, a])
    }

    @Test func windowAndMoveCallbacks() {
        final class Probe: UIView {
            var log: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow \(newWindow != nil)") }
            override func didMoveToWindow() { log.append("didMoveToWindow \(window != nil)") }
            override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview \(newSuperview != nil)") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview \(superview != nil)") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let probe = Probe()
        window.addSubview(probe)
        #expect(probe.window === window)
        probe.removeFromSuperview()
        #expect(probe.log == ["willMoveToWindow true", "willMoveToSuperview true", "didMoveToSuperview true", "didMoveToWindow true",
                              "willMoveToWindow false", "willMoveToSuperview false", "didMoveToSuperview false", "didMoveToWindow false"])
    }

    @Test func responderChainGoesThroughTheViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
    }

    @Test func firstResponderNeedsPermission() {
        final class Eager: UIView { override var canBecomeFirstResponder: Bool { true } }
        let plain = UIView(), eager = Eager()
        #expect(!plain.becomeFirstResponder())
        #expect(eager.becomeFirstResponder() && eager.isFirstResponder)
        #expect(eager.resignFirstResponder() && !eager.isFirstResponder)
        #expect(!plain.canPerformAction("copy:", withSender: nil))
    }

    @Test func invalidSizesAreReportedAndZeroed() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: -5))
        #expect(view.bounds.size == .zero)
        view.frame = CGRect(x: 1, y: 2, width: 30, height: CGFloat.infinity)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 0))
        #expect(messages.all.count == 2)
        #expect(messages.all.first?.contains("invalid size") == true)
        #expect(messages.all.first?.contains("nan") == true)
    }
}

/// Collects diagnostics from any thread.
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
    func removeAll() { lock.lock(); messages.removeAll(); lock.unlock() }
}
