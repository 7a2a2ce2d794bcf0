import QuartzCore
import Testing
import TesseraTesting
import UIKit

/// A progress ring as UIKit apps write one: a view backed by a shape layer, a track layer
/// beneath, an explicit animation with a delegate, and actions turned off for setup.
final class ProgressRingView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    private var ring: CAShapeLayer { layer as! CAShapeLayer }
    private let track = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        track.strokeColor = UIColor.systemGray5.cgColor
        track.fillColor = UIColor.clear.cgColor
        track.lineWidth = 6
        layer.insertSublayer(track, at: 0)
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = nil
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0
        CATransaction.commit()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        let path = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath
        ring.path = path
        track.frame = bounds
        track.path = path
    }

    func setProgress(_ progress: CGFloat, delegate: CAAnimationDelegate?) {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = ring.presentation()?.strokeEnd ?? ring.strokeEnd
        fill.toValue = progress
        fill.duration = 0.5
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fill.delegate = delegate
        ring.strokeEnd = progress
        ring.add(fill, forKey: "progress")
    }
}

final class ProgressViewController: UIViewController, CAAnimationDelegate {
    let ring = ProgressRingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ring)
        let pulse = CAKeyframeAnimation(keyPath: "transform")
        pulse.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(1.1, 1.1, 1))]
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        ring.layer.add(pulse, forKey: "pulse")
    }

    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append(flag ? "finished" : "stopped") }
}

@MainActor struct CoreAnimationClientTests {
    @Test func aRingFillsWithAnExplicitAnimationAndTellsItsDelegate() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let controller = ProgressViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        controller.ring.setProgress(0.8, delegate: controller)
        screen.advance(by: 0.25)
        let shown = (controller.ring.layer as? CAShapeLayer)?.presentation()?.strokeEnd ?? 0
        #expect(shown > 0.1 && shown < 0.8, "filling: \(shown)")
        screen.advance(by: 0.4)
        #expect(controller.events == ["start", "finished"])
        #expect(controller.ring.layer.animation(forKey: "pulse") != nil, "the endless pulse keeps going")
    }
}
