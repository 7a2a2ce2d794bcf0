import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct ScrollIndicatorTests {
    private func scrollingPage() -> (HeadlessScreen, UIScrollView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 300, height: 1600)
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        return (screen, scrollView)
    }

    private func bars(_ scrollView: UIScrollView) -> [UIView] { scrollView.subviews.filter { $0 is IndicatorBar } }

    @Test func aDragShowsTheVerticalIndicatorSizedAndPlacedByTheVisibleShareThenItFades() throws {
        let (screen, scrollView) = scrollingPage()
        #expect(bars(scrollView).isEmpty, "none before a scroll")
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(bars(scrollView).isEmpty, "a scroll in code shows none")
        screen.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 100), duration: 0.3)
        let bar = try #require(bars(scrollView).first)
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            for index in 0..<30 {
                let row = UIView(frame: CGRect(x: 20, y: CGFloat(index) * 54, width: 260, height: 44))
                row.backgroundColor = index.isMultiple(of: 2) ? .systemTeal : .systemOrange
                scrollView.addSubview(row)
            }
            scrollView.flashScrollIndicators()
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("scroll-indicator.png"))
        }
        // A quarter of the content shows: the bar is a quarter of the 400-point track.
        #expect(bar.frame.width == 3 && bar.frame.height == 100)
        #expect(bar.frame.maxX == 297, "3 points in from the trailing edge")
        let progress = scrollView.contentOffset.y / 1200
        #expect(abs(bar.frame.minY - (scrollView.contentOffset.y + 300 * progress)) < 0.5)
        screen.runUntilIdle()
        screen.advance(by: 1.5)
        #expect(bars(scrollView).isEmpty, "gone after the scrolling stopped")
    }

    @Test func insetsStylesAndTheFlagsDecideWhereAndWhetherTheyShow() throws {
        let (screen, scrollView) = scrollingPage()
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 10)
        scrollView.indicatorStyle = .white
        scrollView.flashScrollIndicators()
        let bar = try #require(bars(scrollView).first)
        #expect(bar.frame.minY == 50 && bar.frame.maxX == 287 && bar.frame.height == 75)
        #expect(bar.backgroundColor == UIColor(white: 1, alpha: 0.35))
        screen.advance(by: 1.5)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.flashScrollIndicators()
        #expect(bars(scrollView).isEmpty)
    }

    @Test func aDragDismissesTheKeyboardAndKeepsToItsFirstAxis() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 1200, height: 1600)
        scrollView.keyboardDismissMode = .onDrag
        scrollView.isDirectionalLockEnabled = true
        scrollView.bounces = false
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        scrollView.addSubview(field)
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        _ = field.becomeFirstResponder()
        #expect(field.isFirstResponder)
        screen.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 180, y: 100), duration: 0.3)
        #expect(!field.isFirstResponder, "the drag ended the text input")
        #expect(scrollView.contentOffset.x == 0 && scrollView.contentOffset.y > 0, "kept to the vertical axis")
    }
}
