import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A glide (a bounce back or a flick's coast) and an app that moves the content during it.
@MainActor struct ScrollGlideTests {
    /// A scroll view pulled down past its top and let go, stepped until its bounce starts.
    private func pulledAndReleased(_ screen: HeadlessScreen) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        let touch = screen.pressAndDrag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), hold: 0, duration: 0.4)
        screen.lift(touch)
        screen.advance(by: 1.0 / 60)
        return scrollView
    }

    @Test func aBounceBackEndsAtTheTopWhenLeftAlone() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let scrollView = pulledAndReleased(screen)
        #expect(scrollView.isDecelerating && scrollView.contentOffset.y < -20, "\(scrollView.contentOffset)")
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0 && !scrollView.isDecelerating)
    }

    /// What a pull-to-refresh header does when it starts loading: it grows the top inset and
    /// sets the offset itself. The glide ends there instead of pulling the content back to the
    /// old top under the header.
    @Test func anOffsetTheAppSetsDuringTheBounceIsKept() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let scrollView = pulledAndReleased(screen)
        scrollView.contentInset.top = 60
        scrollView.contentOffset.y = -60
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y == -60, "the header stays in view: \(scrollView.contentOffset)")
        #expect(!scrollView.isDecelerating)
    }

    @Test func anOffsetSetOutOfBoundsBouncesBackUnderTheNewInsets() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let scrollView = pulledAndReleased(screen)
        scrollView.contentInset.top = 30
        scrollView.contentOffset.y = -90
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y == -30, "back to the top of the new inset: \(scrollView.contentOffset)")
    }
}
