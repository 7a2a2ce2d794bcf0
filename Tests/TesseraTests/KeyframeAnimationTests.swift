import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// `UIView.animateKeyframes`, read at virtual times.
@MainActor struct KeyframeAnimationTests {
    @Test func aViewMovesThroughItsKeyframesInOrder() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(box)
        screen.runUntilIdle()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.y = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { box.alpha = 0.5 }
        }, completion: { finished = $0 })
        #expect(box.center == CGPoint(x: 110, y: 110), "the model values are the last keyframes' at once")
        screen.advance(by: 0.25)
        var shown = box.layer.presentation()
        #expect(abs((shown?.position.x ?? 0) - 60) < 1 && abs((shown?.position.y ?? 0) - 10) < 1, "halfway through the first keyframe: \(String(describing: shown?.position))")
        screen.advance(by: 0.5)
        shown = box.layer.presentation()
        #expect(abs((shown?.position.x ?? 0) - 110) < 1 && abs((shown?.position.y ?? 0) - 60) < 1, "halfway through the second: \(String(describing: shown?.position))")
        #expect(abs(CGFloat(shown?.opacity ?? 0) - 0.5) < 0.01, "the alpha keyframe ended at 0.75")
        screen.runUntilIdle()
        #expect(finished == true)
    }

    @Test func twoKeyframesOfOnePropertyChainAndDiscreteJumps() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(box)
        screen.runUntilIdle()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 210 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 10 }
        })
        screen.advance(by: 0.5)
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 210) < 1, "at the turn: \(String(describing: box.layer.presentation()?.position))")
        screen.advance(by: 0.25)
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 110) < 1, "on the way back")
        screen.runUntilIdle()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.4, relativeDuration: 0.2) { box.center.x = 300 }
        })
        screen.advance(by: 0.3)
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 10) < 1, "not yet")
        screen.advance(by: 0.2)
        #expect(abs((box.layer.presentation()?.position.x ?? 0) - 300) < 1, "jumped at the keyframe's start")
    }
}
