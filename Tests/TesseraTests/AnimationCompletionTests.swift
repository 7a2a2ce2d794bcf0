import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor final class CompletionLog { var calls: [(name: String, finished: Bool, time: TimeInterval)] = [] }

@MainActor struct AnimationCompletionTests {
    private func setUp() -> (HeadlessScreen, UIView, CompletionLog) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        return (screen, view, CompletionLog())
    }

    @Test func completionRunsOnceWhenTheAnimationEnds() {
        let (screen, view, log) = setUp()
        let start = screen.now
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { finished in
            log.calls.append(("a", finished, screen.now))
        })
        screen.advance(by: 0.45)
        #expect(log.calls.isEmpty)
        screen.runUntilIdle()
        #expect(log.calls.count == 1)
        #expect(log.calls[0].finished)
        #expect(log.calls[0].time >= start + 0.5 - 1e-6 && log.calls[0].time < start + 0.5 + 2 * HeadlessScreen.frameInterval)
        screen.advance(by: 1)
        #expect(log.calls.count == 1)
    }

    @Test func aNewAnimationOfTheSamePropertyInterruptsAndStartsFromWhatIsShown() {
        let (screen, view, log) = setUp()
        let start = screen.now
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 },
                       completion: { log.calls.append(("first", $0, screen.now)) })
        screen.advance(by: 0.5)
        let shown = view.layer.presentedState.position.x
        #expect(abs(shown - 55) < 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 0 },
                       completion: { log.calls.append(("second", $0, screen.now)) })
        #expect(abs(view.layer.presentedState.position.x - shown) < 1e-6, "the new animation starts where the old one was")
        screen.runUntilIdle()
        #expect(log.calls.map(\.name) == ["first", "second"])
        #expect(log.calls.map(\.finished) == [false, true])
        #expect(log.calls[0].time < start + 0.6)
    }

    @Test func settingWithoutAnimationInterrupts() {
        let (screen, view, log) = setUp()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.calls.append(("a", $0, 0)) })
        screen.advance(by: 0.2)
        view.alpha = 0.7
        #expect(view.layer.presentedState.opacity == 0.7)
        screen.runUntilIdle()
        #expect(log.calls.map(\.finished) == [false])
    }

    @Test func removeAllAnimationsInterrupts() {
        let (screen, view, log) = setUp()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0; view.center = .zero },
                       completion: { log.calls.append(("a", $0, 0)) })
        screen.advance(by: 0.2)
        view.layer.removeAllAnimations()
        screen.runUntilIdle()
        #expect(log.calls.map(\.finished) == [false], "one completion for the whole group")
        #expect(view.layer.presentedState.opacity == 0)
    }

    @Test func anAnimationThatChangesNothingCompletesOnTheNextTurn() {
        let (screen, view, log) = setUp()
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { log.calls.append(("a", $0, 0)) })
        #expect(log.calls.isEmpty, "never synchronously")
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(log.calls.map(\.finished) == [true])
    }

    @Test func completionWaitsForTheLongestAnimationInTheGroup() {
        let (screen, view, log) = setUp()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(other)
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { log.calls.append(("short", $0, screen.now)) })
        UIView.animate(withDuration: 0.6, animations: { other.alpha = 0 }, completion: { log.calls.append(("long", $0, screen.now)) })
        screen.runUntilIdle()
        #expect(log.calls.map(\.name) == ["short", "long"])
        #expect(log.calls[1].time - log.calls[0].time > 0.25)
    }

    @Test func animationsDisabledApplyAtOnceAndStillComplete() {
        let (screen, view, log) = setUp()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.calls.append(("a", $0, 0)) })
        #expect(view.layer.presentedState.opacity == 0)
        screen.advance(by: HeadlessScreen.frameInterval)
        #expect(log.calls.map(\.finished) == [true])
    }

    @Test func displayLinkFiresEveryFrameUntilInvalidated() {
        let (screen, _, _) = setUp()
        final class Counter { var stamps: [TimeInterval] = [] }
        let counter = Counter()
        let link = CADisplayLink { link in counter.stamps.append(link.timestamp) }
        link.add(to: .main, forMode: .common)
        screen.advance(by: 0.1)
        #expect(counter.stamps.count == 6)
        #expect(abs(counter.stamps[1] - counter.stamps[0] - HeadlessScreen.frameInterval) < 1e-9)
        link.invalidate()
        screen.advance(by: 0.1)
        #expect(counter.stamps.count == 6)
    }
}
