import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor struct AnimationCurveTests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-3) -> Bool { abs(a - b) <= tolerance }

    /// Moves a view's x from 0 to 100 with `options` over 1 s and returns the presented x at `times`.
    private func presentedX(options: UIView.AnimationOptions, at times: [TimeInterval]) -> [CGFloat] {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        let start = screen.now
        UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.frame.origin.x = 100 })
        #expect(view.frame.origin.x == 100, "the model value changes at once")
        return times.map { t in view.layer.presentedState(at: start + t).frame.minX }
    }

    @Test func linear() {
        let xs = presentedX(options: .curveLinear, at: [0, 0.25, 0.5, 0.75, 1, 2])
        #expect(zip(xs, [0, 25, 50, 75, 100, 100]).allSatisfy { close($0, $1) })
    }

    @Test func easeInOutIsSymmetric() {
        let xs = presentedX(options: .curveEaseInOut, at: [0.25, 0.5, 0.75])
        #expect(close(xs[1], 50))
        #expect(close(xs[0] + xs[2], 100))
        // cubic-bezier(0.42, 0, 0.58, 1) at x = 0.25: the curve parameter s solves
        // 3(1-s)²s·0.42 + 3(1-s)s²·0.58 + s³ = 0.25, giving y ≈ 0.1291.
        #expect(close(xs[0], 12.91, 0.05))
    }

    @Test func easeInStartsSlowAndEaseOutStartsFast() {
        let easeIn = presentedX(options: .curveEaseIn, at: [0.5])[0]
        let easeOut = presentedX(options: .curveEaseOut, at: [0.5])[0]
        // cubic-bezier(0.42, 0, 1, 1) at 0.5 ≈ 0.3153; ease-out is its mirror image.
        #expect(close(easeIn, 31.53, 0.05))
        #expect(close(easeOut, 100 - 31.53, 0.05))
    }

    @Test func timingFunctionMatchesItsBezierDefinition() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        for s in stride(from: 0.05, through: 0.95, by: 0.1) {
            let u = 1 - s
            let x = 3 * u * u * s * 0.42 + 3 * u * s * s * 0.58 + s * s * s
            let y = 3 * u * u * s * 0 + 3 * u * s * s * 1 + s * s * s
            #expect(close(f.value(at: CGFloat(x)), CGFloat(y), 1e-5))
        }
    }

    @Test func delayHoldsTheStartValue() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        let start = screen.now
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(close(view.layer.presentedState(at: start + 0.25).opacity, 1))
        #expect(close(view.layer.presentedState(at: start + 1.0).opacity, 0.5))
        #expect(close(view.layer.presentedState(at: start + 1.5).opacity, 0))
    }

    @Test func springFollowsTheDampedOscillator() {
        let duration: TimeInterval = 1
        let critical = SpringTiming(dampingRatio: 1, initialVelocity: 0, duration: duration)
        let w = log(1000.0) / duration
        for t in [0.1, 0.3, 0.6] {
            let expected = 1 - exp(-w * t) * (1 + w * t)
            #expect(close(critical.value(atElapsed: t), CGFloat(expected), 1e-9))
        }
        let bouncy = SpringTiming(dampingRatio: 0.3, initialVelocity: 0, duration: duration)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { bouncy.value(atElapsed: $0) }
        #expect(samples.max()! > 1.2, "an under-damped spring overshoots")
        #expect(bouncy.value(atElapsed: duration) == 1)
        let pushed = SpringTiming(dampingRatio: 1, initialVelocity: 5, duration: duration)
        #expect(pushed.value(atElapsed: 0.05) > critical.value(atElapsed: 0.05), "initial velocity gives a head start")
    }

    @Test func springAnimationMovesTheView() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        let start = screen.now
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { view.center = CGPoint(x: 105, y: 5) })
        let spring = SpringTiming(dampingRatio: 0.5, initialVelocity: 0, duration: 0.8)
        let x = view.layer.presentedState(at: start + 0.2).position.x
        #expect(close(x, 5 + 100 * spring.value(atElapsed: 0.2), 1e-6))
        screen.advance(by: 0.8)
        #expect(view.layer.presentedState.position.x == 105)
        #expect(AnimationEngine.shared.isIdle)
    }

    @Test func everyAnimatablePropertyAnimates() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .black
        screen.window.addSubview(view)
        let start = screen.now
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.bounds = CGRect(x: 0, y: 0, width: 30, height: 50)
            view.center = CGPoint(x: 100, y: 100)
            view.alpha = 0
            view.transform3D = CATransform3DMakeScale(3, 3, 1)
            view.backgroundColor = .white
        })
        let half = view.layer.presentedState(at: start + 0.5)
        #expect(half.bounds.size == CGSize(width: 20, height: 30))
        #expect(half.position == CGPoint(x: 52.5, y: 52.5))
        #expect(close(half.opacity, 0.5))
        #expect(close(half.transform.m11, 2) && close(half.transform.m22, 2))
        #expect(close(half.backgroundColor!.red, 0.5))
        #expect(Set(view.layer.animationKeys() ?? []) == Set(AnimatableProperty.allCases.map(\.rawValue)))
    }

    @Test func performWithoutAnimationAppliesAtOnce() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.center = CGPoint(x: 50, y: 50)
        })
        #expect(close(view.layer.presentedState.opacity, 0.2))
        #expect(view.layer.animationKeys() == ["position"])
    }
}
