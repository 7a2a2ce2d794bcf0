import Foundation
import Tessera

/// A family of activity indicators drawn with layers, as indicator libraries draw them: a
/// ring that turns (`CAShapeLayer` + `CABasicAnimation` on `transform.rotation.z`), a ring that
/// draws and undraws itself (`strokeStart`/`strokeEnd` in a `CAAnimationGroup`), three dots
/// that pulse in turn and a circle of fading dots (`CAReplicatorLayer` with `instanceDelay`),
/// and equalizer bars (`CAKeyframeAnimation` on `transform.scale.y`). Every animation repeats
/// for ever (`repeatCount = .infinity`). The Pause button holds them all where they are, the
/// way Core Animation pauses a layer (`speed = 0`, `timeOffset` at the current layer time),
/// and resumes them from there.
public final class ActivityIndicatorsViewController: UIViewController {
    public private(set) var pauseButton: UIButton!
    public private(set) var isPaused = false
    /// The indicators' views, in the order shown.
    public private(set) var indicators: [UIView] = []
    private let names = ["Ring", "Drawing ring", "Pulsing dots", "Fading circle", "Equalizer"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Activity Indicators"
        view.backgroundColor = .systemBackground
        let makers: [(UIView) -> Void] = [addRing, addDrawingRing, addPulsingDots, addFadingCircle, addEqualizer]
        for (maker, name) in zip(makers, names) {
            let tile = UIView()
            tile.backgroundColor = .secondarySystemBackground
            tile.layer.cornerRadius = 12
            tile.accessibilityLabel = name
            maker(tile)
            let caption = UILabel()
            caption.text = name
            caption.font = .preferredFont(forTextStyle: .footnote)
            caption.textColor = .secondaryLabel
            caption.textAlignment = .center
            caption.tag = 1
            tile.addSubview(caption)
            indicators.append(tile)
            view.addSubview(tile)
        }
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Pause"
        pauseButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.togglePause() })
        view.addSubview(pauseButton)
    }

    /// Pauses every indicator where it is, or resumes them from there.
    public func togglePause() {
        isPaused.toggle()
        for layer in indicators.map(\.layer) {
            if isPaused {
                let now = layer.convertTime(CACurrentMediaTime(), from: nil)
                layer.speed = 0
                layer.timeOffset = now
            } else {
                let pausedAt = layer.timeOffset
                layer.speed = 1
                layer.timeOffset = 0
                layer.beginTime = 0
                layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
            }
        }
        pauseButton.configuration?.title = isPaused ? "Resume" : "Pause"
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 16, dy: 16)
        let columns = area.width > 600 ? 5 : 2
        let side = (area.width - CGFloat(columns - 1) * 12) / CGFloat(columns)
        for (index, tile) in indicators.enumerated() {
            let column = index % columns, row = index / columns
            tile.frame = CGRect(x: area.minX + CGFloat(column) * (side + 12), y: area.minY + CGFloat(row) * (side + 12),
                                width: side, height: side)
            // Each indicator sits in the middle of its tile, above the caption.
            for layer in tile.layer.sublayers ?? [] where !(layer.delegate is UIView) {
                layer.position = CGPoint(x: side / 2, y: side / 2 - 10)
            }
            tile.viewWithTag(1)?.frame = CGRect(x: 0, y: side - 30, width: side, height: 20)
        }
        let last = indicators.last?.frame ?? area
        pauseButton.frame = CGRect(x: area.midX - 60, y: last.maxY + 24, width: 120, height: 44)
    }

    private func ring(_ radius: CGFloat, color: UIColor) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.bounds = CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: radius, y: radius), radius: radius - 3,
                                 startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = color.cgColor
        ring.lineWidth = 5
        ring.lineCap = .round
        return ring
    }

    private func spin(duration: CFTimeInterval) -> CABasicAnimation {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = duration
        spin.repeatCount = .infinity
        return spin
    }

    private func addRing(to tile: UIView) {
        let ring = ring(24, color: .systemBlue)
        ring.strokeEnd = 0.75
        ring.add(spin(duration: 1), forKey: "spin")
        tile.layer.addSublayer(ring)
    }

    private func addDrawingRing(to tile: UIView) {
        let ring = ring(24, color: .systemPink)
        let head = CABasicAnimation(keyPath: "strokeEnd")
        head.fromValue = 0
        head.toValue = 1
        head.duration = 0.75
        head.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let tail = CABasicAnimation(keyPath: "strokeStart")
        tail.fromValue = 0
        tail.toValue = 1
        tail.beginTime = 0.5
        tail.duration = 0.75
        tail.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let group = CAAnimationGroup()
        group.animations = [head, tail]
        group.duration = 1.25
        group.repeatCount = .infinity
        ring.add(group, forKey: "draw")
        ring.add(spin(duration: 2), forKey: "spin")
        tile.layer.addSublayer(ring)
    }

    private func addPulsingDots(to tile: UIView) {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 60, height: 16)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.backgroundColor = UIColor.systemGreen.cgColor
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.45
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
        replicator.instanceDelay = 0.15
        tile.layer.addSublayer(replicator)
    }

    private func addFadingCircle(to tile: UIView) {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        let dot = CALayer()
        dot.frame = CGRect(x: 24, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        dot.backgroundColor = UIColor.systemOrange.cgColor
        dot.opacity = 0.15
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: "fade")
        replicator.addSublayer(dot)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        tile.layer.addSublayer(replicator)
    }

    private func addEqualizer(to tile: UIView) {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 6, height: 40)
        bar.cornerRadius = 3
        bar.backgroundColor = UIColor.systemPurple.cgColor
        bar.anchorPoint = CGPoint(x: 0.5, y: 1)
        bar.position = CGPoint(x: 3, y: 40)
        let bounce = CAKeyframeAnimation(keyPath: "transform.scale.y")
        bounce.values = [0.3, 1, 0.5, 0.8, 0.3]
        bounce.duration = 1
        bounce.repeatCount = .infinity
        bar.add(bounce, forKey: "bounce")
        replicator.addSublayer(bar)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(11, 0, 0)
        replicator.instanceDelay = 0.2
        tile.layer.addSublayer(replicator)
    }
}
