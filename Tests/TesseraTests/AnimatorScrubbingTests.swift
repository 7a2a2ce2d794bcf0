import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A paused `UIViewPropertyAnimator` moves its views to `fractionComplete` — what an
/// interactive transition's pan gesture does — however the animator got paused, and whatever
/// its block animates.
@MainActor struct AnimatorScrubbingTests {
    private func redSquare(in screen: HeadlessScreen) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        screen.window.addSubview(view)
        return view
    }

    private func isRed(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> Bool {
        let p = screen.renderImage().rgba(x: x, y: y)
        return p.r > 200 && p.g < 60 && p.b < 60
    }

    @Test func anAnimatorPausedWhileRunningScrubsTheRenderedView() {
        let screen = HeadlessScreen(size: CGSize(width: 220, height: 40), scale: 1)
        let view = redSquare(in: screen)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 210 }
        animator.startAnimation()
        screen.advance(by: 0.2)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        screen.runUntilIdle()
        // Halfway from x 10 to 210: the square spans 100…120.
        #expect(isRed(screen, 110, 10), "drawn halfway")
        #expect(!isRed(screen, 10, 10) && !isRed(screen, 210, 10))
        animator.fractionComplete = 0.9
        screen.runUntilIdle()
        #expect(isRed(screen, 190, 10), "drawn at 90 %")
        #expect(!isRed(screen, 110, 10))
    }

    @Test func scrubbingALayoutDrivenAnimationMovesTheViewsLaidOut() {
        let screen = HeadlessScreen(size: CGSize(width: 220, height: 40), scale: 1)
        let view = redSquare(in: screen)
        view.translatesAutoresizingMaskIntoConstraints = false
        let leading = view.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor)
        NSLayoutConstraint.activate([leading, view.topAnchor.constraint(equalTo: screen.window.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20)])
        screen.runUntilIdle()
        // The pattern of interactive panels: change a constraint, lay out in the block.
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) {
            leading.constant = 200
            screen.window.layoutIfNeeded()
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        screen.runUntilIdle()
        #expect(view.frame.minX == 200, "the model is the end")
        #expect(abs(view.layer.presentedState.position.x - 110) < 1, "shown halfway: \(view.layer.presentedState.position.x)")
        #expect(isRed(screen, 110, 10))
        animator.fractionComplete = 0.1
        screen.runUntilIdle()
        #expect(view.layer.presentedState.position.x < 60, "scrubbed back: \(view.layer.presentedState.position.x)")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        screen.runUntilIdle()
        #expect(isRed(screen, 210, 10), "finished at the end")
    }

    @Test func scrubbingOpacityAndTransformTogether() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let view = redSquare(in: screen)
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) {
            view.alpha = 0
            view.transform = CGAffineTransform(translationX: 60, y: 0)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        screen.runUntilIdle()
        let shown = view.layer.presentedState
        #expect(shown.opacity > 0.05 && shown.opacity < 0.95, "opacity between: \(shown.opacity)")
        #expect(shown.transform.m41 > 5 && shown.transform.m41 < 55, "moved part way: \(shown.transform.m41)")
    }

    @Test func startedAndPausedAtOnceThenScrubbed() {
        let screen = HeadlessScreen(size: CGSize(width: 220, height: 40), scale: 1)
        let view = redSquare(in: screen)
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { view.center.x = 210 })
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        screen.runUntilIdle()
        #expect(abs(view.layer.presentedState.position.x - 110) < 15, "near halfway on ease-in-out: \(view.layer.presentedState.position.x)")
    }

    @Test func animationsAddedWhilePausedScrubWithTheRest() {
        let screen = HeadlessScreen(size: CGSize(width: 220, height: 40), scale: 1)
        let view = redSquare(in: screen)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 210 }
        animator.pauseAnimation()
        animator.addAnimations { view.alpha = 0 }
        animator.fractionComplete = 0.5
        screen.runUntilIdle()
        #expect(abs(view.layer.presentedState.position.x - 110) < 1)
        #expect(abs(view.layer.presentedState.opacity - 0.5) < 0.05, "the added block scrubs too: \(view.layer.presentedState.opacity)")
    }

    @Test func anAnimatorPausedOnCompletionScrubsBack() {
        let screen = HeadlessScreen(size: CGSize(width: 220, height: 40), scale: 1)
        let view = redSquare(in: screen)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 210 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        screen.runUntilIdle()
        #expect(animator.state == .active && !animator.isRunning, "paused at the end, still active")
        animator.fractionComplete = 0.5
        screen.runUntilIdle()
        #expect(abs(view.layer.presentedState.position.x - 110) < 1, "scrubbed back: \(view.layer.presentedState.position.x)")
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.runUntilIdle()
        #expect(positions.isEmpty && animator.state == .active, "paused at the end again, not completed")
        #expect(view.layer.presentedState.position.x == 210)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        screen.runUntilIdle()
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }
}
