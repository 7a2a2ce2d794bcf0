import Benchmark
import Demos
import Foundation
import Tessera
import TesseraCairo
import TesseraTesting

/// A 1280×800 screen of 50 animated layers, mixed as apps use them: ring spinners (a shape
/// layer turning), pulsing dots (a replicator of three), shimmering placeholders (a gradient
/// whose locations sweep), progress rings (strokeEnd) and fading badges (opacity), ten each,
/// in tiles of a grid.
@MainActor func makeLayerAnimationScreen(animated: Bool) -> HeadlessScreen {
    let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
    let controller = UIViewController()
    screen.rootViewController = controller
    controller.view.backgroundColor = .white
    for index in 0..<50 {
        let tile = UIView(frame: CGRect(x: 10 + CGFloat(index % 10) * 126, y: 10 + CGFloat(index / 10) * 156, width: 118, height: 148))
        tile.backgroundColor = UIColor(white: 0.95, alpha: 1)
        tile.layer.cornerRadius = 10
        let layer = animatedLayer(kind: index % 5, animated: animated)
        layer.position = CGPoint(x: 59, y: 74)
        tile.layer.addSublayer(layer)
        controller.view.addSubview(tile)
    }
    screen.runUntilIdle()
    return screen
}

@MainActor private func endless(_ keyPath: String, from: Any, to: Any, duration: CFTimeInterval) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    animation.repeatCount = .infinity
    animation.autoreverses = keyPath != "transform.rotation.z"
    return animation
}

@MainActor private func animatedLayer(kind: Int, animated: Bool) -> CALayer {
    switch kind {
    case 0, 3:
        let ring = CAShapeLayer()
        ring.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 26, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 6
        ring.lineCap = .round
        ring.strokeEnd = 0.75
        if animated {
            let animation = kind == 0 ? endless("transform.rotation.z", from: 0, to: 2 * CGFloat.pi, duration: 1)
                : endless("strokeEnd", from: 0, to: 1, duration: 1.5)
            ring.add(animation, forKey: "spin")
        }
        return ring
    case 1:
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 60, height: 16)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.backgroundColor = UIColor.systemGreen.cgColor
        if animated { dot.add(endless("transform.scale", from: 1, to: 0.3, duration: 0.45), forKey: "pulse") }
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
        replicator.instanceDelay = 0.15
        return replicator
    case 2:
        let shimmer = CAGradientLayer()
        shimmer.bounds = CGRect(x: 0, y: 0, width: 100, height: 120)
        shimmer.colors = [UIColor.systemGray5.cgColor, UIColor.systemGray6.cgColor, UIColor.systemGray5.cgColor]
        shimmer.startPoint = CGPoint(x: 0, y: 0.5)
        shimmer.endPoint = CGPoint(x: 1, y: 0.5)
        shimmer.locations = [0.2, 0.5, 0.8]
        shimmer.cornerRadius = 8
        if animated { shimmer.add(endless("locations", from: [-0.6, -0.3, 0], to: [1, 1.3, 1.6], duration: 1.4), forKey: "shimmer") }
        return shimmer
    default:
        let badge = CALayer()
        badge.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        badge.cornerRadius = 20
        badge.backgroundColor = UIColor.systemRed.cgColor
        if animated { badge.add(endless("opacity", from: 1, to: 0.2, duration: 0.8), forKey: "fade") }
        return badge
    }
}

func layerAnimationBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(3))
    // One frame of the screen: the clock moves a frame, the loop turns, the frame is drawn.
    // The same layers standing still are the floor the running animations add to.
    for animated in [true, false] {
        Benchmark("Layer animations frame 1280×800, 50 layers \(animated ? "running" : "still")", configuration: configuration) { benchmark in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let screen = makeLayerAnimationScreen(animated: animated)
                let target = CairoImage(width: 1280, height: 800)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    screen.advance(by: 1.0 / 60)
                    screen.renderer.render(screen.window, into: target, scale: 1)
                }
                benchmark.stopMeasurement()
            }
        }
    }
}
