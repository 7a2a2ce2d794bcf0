import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// An onboarding flow as apps build it with UIPageViewController: five pages from a data
/// source, swiped through, with a page control, the delegate's calls, and turns from code.
@MainActor struct PageViewControllerTests {
    final class Page: UIViewController {
        let number: Int
        var appearances: [String] = []
        init(_ number: Int) {
            self.number = number
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = [UIColor.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue][number]
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            label.text = "Page \(number + 1)"
            view.addSubview(label)
        }
        override func viewWillAppear(_ animated: Bool) { appearances.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { appearances.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { appearances.append("willDisappear") }
    }

    @MainActor final class Flow: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages = (0..<5).map { Page($0) }
        var calls: [String] = []
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            let number = (viewController as! Page).number
            return number > 0 ? pages[number - 1] : nil
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            let number = (viewController as! Page).number
            return number < 4 ? pages[number + 1] : nil
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { 5 }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            calls.append("willTransitionTo \((pendingViewControllers.first as? Page)?.number ?? -1)")
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            calls.append("didFinish from \((previousViewControllers.first as? Page)?.number ?? -1) completed \(completed)")
        }
    }

    private func start() -> (HeadlessScreen, UIPageViewController, Flow) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let flow = Flow()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = flow
        pager.delegate = flow
        pager.setViewControllers([flow.pages[0]], direction: .forward, animated: false)
        screen.window.rootViewController = pager
        screen.runUntilIdle()
        return (screen, pager, flow)
    }

    @Test func aSwipeTurnsThePageAndTheDelegateHearsIt() throws {
        let (screen, pager, flow) = start()
        #expect(screen.frameOfText("Page 1") != nil && pager.viewControllers?.first === flow.pages[0])
        #expect(flow.pages[0].appearances == ["willAppear", "didAppear"])
        #expect(flow.pages[1].appearances.isEmpty, "the page beside is loaded, not shown")
        #expect(pager.pages.pageControl.numberOfPages == 5 && !pager.pages.pageControl.isHidden)
        screen.drag(from: CGPoint(x: 350, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.3)
        screen.runUntilIdle()
        #expect(pager.viewControllers?.first === flow.pages[1])
        #expect(flow.calls == ["willTransitionTo 1", "didFinish from 0 completed true"])
        #expect(pager.pages.pageControl.currentPage == 1)
        #expect(flow.pages[1].appearances == ["willAppear", "didAppear"] && flow.pages[0].appearances.last == "willDisappear")
        let frame = try #require(screen.frameOfText("Page 2"))
        #expect(frame.minX == 20, "the page fills the screen: \(frame)")
    }

    @Test func aShortSwipeGoesBack() {
        let (screen, pager, flow) = start()
        screen.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 260, y: 300), duration: 2)
        screen.runUntilIdle()
        #expect(pager.viewControllers?.first === flow.pages[0])
        #expect(flow.calls == ["willTransitionTo 1", "didFinish from 0 completed false"])
        screen.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.3)
        screen.runUntilIdle()
        #expect(pager.viewControllers?.first === flow.pages[0], "nothing before the first page")
    }

    @Test func turningFromCodeSlidesAndTellsTheDelegateNothing() {
        let (screen, pager, flow) = start()
        var completed: [Bool] = []
        pager.setViewControllers([flow.pages[3]], direction: .forward, animated: true) { completed.append($0) }
        screen.advance(by: 0.1)
        #expect(pager.pages.scrollView.contentOffset.x > 0, "sliding")
        screen.runUntilIdle()
        #expect(pager.viewControllers?.first === flow.pages[3])
        #expect(completed == [true])
        #expect(flow.calls.isEmpty)
        #expect(screen.frameOfText("Page 4") != nil)
    }

    @Test func anEmptyListIsRefusedWithAMessage() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (_, pager, flow) = start()
        pager.setViewControllers([], direction: .forward, animated: false)
        #expect(pager.viewControllers?.first === flow.pages[0])
        #expect(messages.all.contains { $0.contains("the list is empty") })
    }
}
