import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Records `layoutSubviews` calls into a shared log.
@MainActor final class LoggingView: UIView {
    var name = ""
    var log: LayoutLog?
    var onLayout: (() -> Void)?
    override func layoutSubviews() {
        log?.entries.append(name)
        onLayout?()
    }
}

@MainActor final class LayoutLog { var entries: [String] = [] }

@MainActor final class LoggingController: UIViewController {
    var log: LayoutLog?
    override func viewWillLayoutSubviews() { log?.entries.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log?.entries.append("viewDidLayoutSubviews") }
    override func viewDidLoad() { log?.entries.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log?.entries.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.entries.append("viewDidAppear") }
}

@MainActor struct LayoutPassTests {
    private func make(_ name: String, _ log: LayoutLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> LoggingView {
        let view = LoggingView(frame: frame)
        view.name = name
        view.log = log
        return view
    }

    @Test func parentsLayOutBeforeChildrenOnTheNextTurn() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let log = LayoutLog()
        let parent = make("parent", log), child = make("child", log), grandchild = make("grandchild", log)
        parent.addSubview(child)
        child.addSubview(grandchild)
        screen.window.addSubview(parent)
        #expect(log.entries.isEmpty, "adding views lays nothing out until the layout pass")
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(log.entries == ["parent", "child", "grandchild"])
        log.entries.removeAll()
        child.setNeedsLayout()
        #expect(log.entries.isEmpty)
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(log.entries == ["child"])
    }

    @Test func layoutIfNeededRunsAtOnceFromTheTopMostDirtyAncestor() {
        _ = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let log = LayoutLog()
        let parent = make("parent", log), child = make("child", log)
        parent.addSubview(child)
        parent.layoutIfNeeded()
        log.entries.removeAll()
        parent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(log.entries == ["parent", "child"])
        log.entries.removeAll()
        child.layoutIfNeeded()
        #expect(log.entries.isEmpty, "nothing pending, nothing runs")
    }

    @Test func sizeChangesRelayoutButMovesDoNot() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let log = LayoutLog()
        let view = make("view", log)
        screen.window.addSubview(view)
        screen.advance(by: 0.02)
        log.entries.removeAll()
        view.center = CGPoint(x: 80, y: 80)
        screen.advance(by: 0.02)
        #expect(log.entries.isEmpty)
        view.frame.size = CGSize(width: 120, height: 100)
        screen.advance(by: 0.02)
        #expect(log.entries == ["view"])
    }

    @Test func layoutThatDirtiesChildrenIsFinishedInTheSamePass() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let log = LayoutLog()
        let parent = make("parent", log), child = make("child", log)
        parent.addSubview(child)
        screen.window.addSubview(parent)
        screen.advance(by: 0.02)
        log.entries.removeAll()
        parent.onLayout = { child.frame.size.width += 1 }
        parent.setNeedsLayout()
        screen.advance(by: 0.02)
        #expect(log.entries == ["parent", "child"])
    }

    @Test func autoresizingDistributesTheChange() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 60, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        [stretchy, pinnedRight, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 60, width: 20, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func controllerHearsLoadAppearanceAndLayoutInOrder() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let log = LayoutLog()
        let controller = LoggingController()
        controller.log = log
        screen.rootViewController = controller
        screen.runUntilIdle()
        #expect(log.entries == ["viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }
}
