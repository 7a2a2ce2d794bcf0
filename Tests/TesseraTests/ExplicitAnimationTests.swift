import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Explicit Core Animation animations, read at virtual times: timing, fill modes, removal,
/// delegates and the presentation layer.
@MainActor @Suite(.serialized) struct ExplicitAnimationTests {
    private final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start \(anim.value(forKey: "name") ?? "")") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            events.append("stop \(anim.value(forKey: "name") ?? "") \(flag)")
        }
    }

    private func close(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    private func layerOnScreen() -> (HeadlessScreen, CALayer) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        screen.window.layer.addSublayer(layer)
        return (screen, layer)
    }

    @Test func aBasicAnimationMovesThePresentationNotTheModel() {
        let (screen, layer) = layerOnScreen()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()?.position.x, 50))
        #expect(layer.position.x == 10, "the model keeps its value")
        #expect(layer.animationKeys() == ["move"])
        screen.advance(by: 0.6)
        #expect(layer.animation(forKey: "move") == nil, "removed on completion")
        #expect(layer.presentation()?.position.x == 10, "back to the model value")
    }

    @Test func delegatesHearStartAndStopInOrder() {
        let (screen, layer) = layerOnScreen()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        fade.delegate = recorder
        fade.setValue("fade", forKey: "name")
        layer.add(fade, forKey: "fade")
        fade.duration = 10
        screen.advance(by: 0.1)
        #expect(recorder.events == ["start fade"])
        screen.advance(by: 0.5)
        #expect(recorder.events == ["start fade", "stop fade true"], "the copy added runs 0.5 s, not the changed original")
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        spin.delegate = recorder
        spin.setValue("spin", forKey: "name")
        layer.add(spin, forKey: "spin")
        screen.advance(by: 0.1)
        layer.removeAnimation(forKey: "spin")
        #expect(recorder.events.suffix(2) == ["start spin", "stop spin false"])
    }

    @Test func fillModeForwardsKeepsTheEndWhenNotRemoved() {
        let (screen, layer) = layerOnScreen()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2
        grow.duration = 0.3
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        layer.add(grow, forKey: "grow")
        screen.advance(by: 1)
        #expect(close(layer.presentation()?.transform.m11, 2))
        #expect(layer.transform == CATransform3DIdentity)
        #expect(layer.animation(forKey: "grow") != nil)
    }

    @Test func aFutureBeginWithBackwardsFillShowsTheStartEarly() {
        let (screen, layer) = layerOnScreen()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = CACurrentMediaTime() + 1
        fade.fillMode = .backwards
        layer.add(fade, forKey: nil)
        screen.advance(by: 0.5)
        #expect(close(layer.presentation().map { CGFloat($0.opacity) }, 0.2), "before it begins, the start shows")
        #expect(layer.animationKeys() == nil, "an animation added without a key has no key")
        screen.advance(by: 1)
        #expect(close(layer.presentation().map { CGFloat($0.opacity) }, 0.6), "half way from 0.2 to 1")
    }

    @Test func repeatsAndAutoreversesRunBackAndForth() {
        let (screen, layer) = layerOnScreen()
        let bob = CABasicAnimation(keyPath: "position.y")
        bob.fromValue = 0
        bob.toValue = 100
        bob.duration = 1
        bob.autoreverses = true
        bob.repeatCount = 2
        layer.add(bob, forKey: "bob")
        screen.advance(by: 1.25)
        #expect(close(layer.presentation()?.position.y, 75), "on the way back")
        screen.advance(by: 1)
        #expect(close(layer.presentation()?.position.y, 25), "the second pass")
        screen.advance(by: 2)
        #expect(layer.animation(forKey: "bob") == nil, "four seconds in all")
    }

    @Test func anEndlessSpinnerDoesNotKeepTheAppBusy() {
        let (screen, layer) = layerOnScreen()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        let start = CACurrentMediaTime()
        screen.runUntilIdle()
        #expect(CACurrentMediaTime() - start < 0.5, "idle at once")
        #expect(AnimationEngine.shared.needsFrames, "but frames keep coming")
        screen.advance(by: 2.25)
        let turned = layer.presentedState.transform
        #expect(close(turned.m11, 0, 0.05) && close(turned.m12, 1, 0.05), "a quarter turn past two full ones")
        layer.removeFromSuperlayer()
        screen.advance(by: 0.1)
        #expect(!AnimationEngine.shared.needsFrames, "off screen, no frames")
    }

    @Test func settingSpeedToZeroPausesTheLayersAnimations() {
        let (screen, layer) = layerOnScreen()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        screen.advance(by: 0.25)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        screen.advance(by: 1)
        #expect(close(layer.presentation()?.position.x, 25), "held where it was")
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        screen.advance(by: 0.25)
        #expect(close(layer.presentation()?.position.x, 50), "resumed from there")
    }

    @Test func keyframesPassThroughTheirValuesAtTheirTimes() {
        let (screen, layer) = layerOnScreen()
        let hop = CAKeyframeAnimation(keyPath: "position.x")
        hop.values = [0, 100, 40]
        hop.keyTimes = [0, 0.25, 1]
        hop.duration = 1
        layer.add(hop, forKey: "hop")
        screen.advance(by: 0.125)
        #expect(close(layer.presentation()?.position.x, 50))
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()?.position.x, 70))
        let step = CAKeyframeAnimation(keyPath: "opacity")
        step.values = [1, 0.5, 0]
        step.calculationMode = .discrete
        step.duration = 3
        layer.add(step, forKey: "step")
        screen.advance(by: 1.5)
        #expect(close(layer.presentation().map { CGFloat($0.opacity) }, 0.5), "jumps to each value")
        let along = CAKeyframeAnimation(keyPath: "position")
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        along.path = path.cgPath
        along.duration = 2
        layer.add(along, forKey: "along")
        screen.advance(by: 1.5)
        let p = layer.presentation()?.position
        #expect(close(p?.x, 100) && close(p?.y, 50), "three quarters of the way along the path")
    }

    @Test func aSpringOvershootsAndSettles() {
        let (screen, layer) = layerOnScreen()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 5)
        layer.add(spring, forKey: "spring")
        var highest: CGFloat = 0
        for _ in 0..<60 {
            screen.advance(by: 1.0 / 60)
            highest = max(highest, layer.presentation()?.position.x ?? 0)
        }
        #expect(highest > 105, "it overshoots (\(highest))")
        screen.advance(by: spring.settlingDuration)
        #expect(layer.animation(forKey: "spring") == nil)
    }

    @Test func aGroupRunsItsAnimationsOnOneTimeline() {
        let (screen, layer) = layerOnScreen()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 0.5
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 2
        layer.add(group, forKey: "group")
        screen.advance(by: 1)
        #expect(close(layer.presentation().map { CGFloat($0.opacity) }, 0.5), "a child with no duration takes the group's")
        #expect(close(layer.presentation()?.position.y, 50))
        screen.advance(by: 1.1)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aStrokeEndAnimationDrawsTheLineProgressively() {
        let (screen, _) = layerOnScreen()
        let canvas = UIView(frame: screen.window.bounds)
        canvas.backgroundColor = .white
        screen.window.addSubview(canvas)
        let line = CAShapeLayer()
        line.frame = canvas.bounds
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 200, y: 100))
        line.path = path.cgPath
        line.strokeColor = UIColor.black.cgColor
        line.lineWidth = 4
        canvas.layer.addSublayer(line)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        line.add(draw, forKey: "draw")
        screen.advance(by: 0.5)
        #expect(close(line.presentation()?.strokeEnd, 0.5))
        #expect(line.strokeEnd == 1)
        let image = screen.renderImage()
        #expect(image.rgba(x: 60, y: 100).r == 0, "drawn up to the middle")
        #expect(image.rgba(x: 140, y: 100).r == 255, "not past it")
    }

    @Test func aFadeTransitionBlendsTheOldLookIntoTheNew() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let view = UIView(frame: screen.window.bounds)
        view.backgroundColor = .red
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(fade, forKey: kCATransition)
        view.backgroundColor = .blue
        screen.advance(by: 0.5)
        let p = screen.renderImage().rgba(x: 50, y: 50)
        #expect(abs(Int(p.r) - 128) < 12 && abs(Int(p.b) - 128) < 12, "half red, half blue: \(p)")
        screen.advance(by: 0.6)
        #expect(screen.renderImage().rgba(x: 50, y: 50).b == 255)
    }

    @Test func aLayerClassOfTheAppsOwnHasAPresentationAndBacksAView() {
        final class RingLayer: CAShapeLayer {
            var setUp = false
            required init() {
                super.init()
                setUp = true
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override init(layer: Any) { super.init(layer: layer) }
        }
        final class RingView: UIView {
            override class var layerClass: AnyClass { RingLayer.self }
        }
        let ring = RingLayer()
        ring.strokeEnd = 0.3
        let shown = ring.presentation()
        #expect(shown.map { type(of: $0) == RingLayer.self } == true)
        #expect(shown?.strokeEnd == 0.3, "Tessera's class values are copied")
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect((view.layer as? RingLayer)?.setUp == true, "the view's layer is the app's class, made with init()")
        #expect(view.layer.delegate === view)
    }

    @Test func boxedTransformsAndNamedCurvesAnimateAsObjectiveCCodeWritesThem() {
        let (screen, layer) = layerOnScreen()
        let slide = CAKeyframeAnimation(keyPath: "transform")
        slide.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeTranslation(40, 0, 0))]
        slide.duration = 1
        slide.repeatCount = HUGE
        slide.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "linear"))
        layer.add(slide, forKey: "slide")
        screen.advance(by: 0.25)
        #expect(close(layer.presentation()?.transform.m41, 10), "a quarter of the way, linearly")
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1)).caTransform3DValue.m22 == 3)
        #expect(NSCoder.cgPoint(for: "{12, -3.5}") == CGPoint(x: 12, y: -3.5))
    }
}
