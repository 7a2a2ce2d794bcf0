import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Who gets a drag that starts on a control inside a scroll view, by UIKit's rules: within
/// the 150 ms `delaysContentTouches` holds a touch, the scroll view; after it, the control
/// (`touchesShouldCancel(in:)` is false for controls) unless the app says otherwise.
@MainActor struct ScrollContentTouchTests {
    private final class ScrollingOverControls: UIScrollView {
        override func touchesShouldCancel(in view: UIView) -> Bool { true }
    }

    private func scene(_ scrollView: UIScrollView) -> (HeadlessScreen, UISlider, UIButton) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
        slider.value = 0.5
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 280, height: 60)
        scrollView.addSubview(slider)
        scrollView.addSubview(button)
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        return (screen, slider, button)
    }

    @Test func aHeldDragOnASliderMovesTheSliderNotTheList() {
        let (screen, slider, _) = scene(UIScrollView())
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0.5)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        let touch = screen.pressAndDrag(from: start, to: CGPoint(x: start.x - 100, y: start.y - 60), hold: 0.2, duration: 0.3)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(slider.value < 0.25, "the slider followed the finger: \(slider.value)")
        #expect((slider.superview as? UIScrollView)?.contentOffset.y == 0, "the list did not scroll")
    }

    @Test func aQuickDragThatStartsOnAButtonScrolls() {
        let (screen, _, button) = scene(UIScrollView())
        let scrollView = button.superview as! UIScrollView
        let touch = screen.pressAndDrag(from: CGPoint(x: 160, y: 230), to: CGPoint(x: 160, y: 80), hold: 0, duration: 0.2)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y > 100, "\(scrollView.contentOffset)")
    }

    @Test func aHeldDragOnAButtonScrollsWhenTheScrollViewSaysSo() {
        let (screen, _, button) = scene(ScrollingOverControls())
        let scrollView = button.superview as! UIScrollView
        let touch = screen.pressAndDrag(from: CGPoint(x: 160, y: 230), to: CGPoint(x: 160, y: 80), hold: 0.3, duration: 0.2)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y > 100, "touchesShouldCancel(in:) true: \(scrollView.contentOffset)")
    }

    @Test func aHeldDragOnAButtonKeepsTheButtonsTouch() {
        let (screen, _, button) = scene(UIScrollView())
        let scrollView = button.superview as! UIScrollView
        let touch = screen.pressAndDrag(from: CGPoint(x: 160, y: 230), to: CGPoint(x: 160, y: 80), hold: 0.3, duration: 0.2)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0, "the button kept the touch: \(scrollView.contentOffset)")
    }
}
