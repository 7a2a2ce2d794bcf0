import Foundation
import Tessera

/// A view whose layer is a gradient (`override class var layerClass`), used as a card.
public final class GradientCardView: UIView {
    public override class var layerClass: AnyClass { CAGradientLayer.self }
    public var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A membership card drawn with layers: a diagonal `CAGradientLayer` (the view's own layer),
/// a soft shadow, `CATextLayer` titles, a progress ring made of a conic gradient masked by a
/// `CAShapeLayer` whose `strokeEnd` springs to the progress (`CASpringAnimation`), and a shine
/// that sweeps across now and then (`CAKeyframeAnimation` on `position.x`). A tap on the card,
/// or the Add Points button, adds ten points of progress.
public final class GradientCardViewController: UIViewController {
    public let card = GradientCardView()
    public private(set) var addButton: UIButton!
    public let progressRing = CAShapeLayer()
    private let ringGradient = CAGradientLayer()
    private let heading = CATextLayer()
    private let subtitle = CATextLayer()
    private let shine = CAGradientLayer()
    /// Confetti over the card when the points reach 100.
    public let confetti = CAEmitterLayer()
    /// Points toward the next reward, out of 100.
    public private(set) var points = 60

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gradient Card"
        view.backgroundColor = .systemGroupedBackground
        card.gradientLayer.colors = [UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor]
        card.gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        card.gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        card.layer.cornerRadius = 20
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 8)
        card.accessibilityLabel = "Membership card"
        card.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.addPoints() })
        view.addSubview(card)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add Points"
        configuration.cornerStyle = .capsule
        addButton = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.addPoints() })
        view.addSubview(addButton)
        setUpText()
        setUpRing()
        setUpShine()
        setUpConfetti()
    }

    private func setUpConfetti() {
        let piece = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        }
        confetti.emitterCells = [UIColor.systemYellow, .systemPink, .systemTeal, .systemGreen].map { color in
            let cell = CAEmitterCell()
            cell.contents = piece.cgImage
            cell.color = color.cgColor
            cell.birthRate = 30
            cell.lifetime = 2.5
            cell.velocity = 180
            cell.velocityRange = 60
            cell.emissionLongitude = -.pi / 2
            cell.emissionRange = .pi / 2
            cell.yAcceleration = 250
            cell.spin = 4
            cell.spinRange = 3
            cell.alphaSpeed = -0.3
            return cell
        }
        confetti.emitterShape = .line
        confetti.birthRate = 0
        view.layer.addSublayer(confetti)
    }

    private func setUpText() {
        for (layer, text, size) in [(heading, "Aurora", CGFloat(30)), (subtitle, "Gold member · 60 of 100 points", CGFloat(15))] {
            layer.string = text
            layer.font = UIFont.boldSystemFont(ofSize: size)
            layer.fontSize = size
            layer.foregroundColor = UIColor.white.cgColor
            layer.contentsScale = UIScreen.main.scale
            card.layer.addSublayer(layer)
        }
    }

    private func setUpRing() {
        ringGradient.type = .conic
        ringGradient.colors = [UIColor.systemYellow.cgColor, UIColor.systemOrange.cgColor, UIColor.systemYellow.cgColor]
        ringGradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        ringGradient.endPoint = CGPoint(x: 0.5, y: 0)
        progressRing.fillColor = nil
        progressRing.strokeColor = UIColor.black.cgColor
        progressRing.lineWidth = 8
        progressRing.lineCap = .round
        progressRing.strokeEnd = CGFloat(points) / 100
        ringGradient.mask = progressRing
        let track = CAShapeLayer()
        track.name = "track"
        track.fillColor = nil
        track.strokeColor = UIColor.white.withAlphaComponent(0.25).cgColor
        track.lineWidth = 8
        card.layer.addSublayer(track)
        card.layer.addSublayer(ringGradient)
    }

    private func setUpShine() {
        shine.colors = [UIColor.white.withAlphaComponent(0).cgColor, UIColor.white.withAlphaComponent(0.35).cgColor,
                        UIColor.white.withAlphaComponent(0).cgColor]
        shine.startPoint = CGPoint(x: 0, y: 0.5)
        shine.endPoint = CGPoint(x: 1, y: 0.5)
        shine.transform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
        card.layer.masksToBounds = false
        let sweep = CAKeyframeAnimation(keyPath: "position.x")
        sweep.values = [-120, -120, 520]
        sweep.keyTimes = [0, 0.6, 1]
        sweep.duration = 3
        sweep.repeatCount = .infinity
        shine.add(sweep, forKey: "shine")
        let clip = CALayer()
        clip.name = "clip"
        clip.masksToBounds = true
        clip.cornerRadius = 20
        clip.addSublayer(shine)
        card.layer.addSublayer(clip)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 24)
        let width = min(area.width, 400)
        card.frame = CGRect(x: area.midX - width / 2, y: area.minY, width: width, height: width * 0.6)
        addButton.frame = CGRect(x: card.frame.midX - 80, y: card.frame.maxY + 32, width: 160, height: 44)
        let bounds = card.bounds
        heading.frame = CGRect(x: 24, y: 24, width: bounds.width - 48, height: 40)
        subtitle.frame = CGRect(x: 24, y: bounds.height - 44, width: bounds.width - 48, height: 22)
        let ringFrame = CGRect(x: bounds.width - 24 - 72, y: 24, width: 72, height: 72)
        let ringPath = UIBezierPath(arcCenter: CGPoint(x: 36, y: 36), radius: 30, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ringGradient.frame = ringFrame
        progressRing.frame = ringGradient.bounds
        progressRing.path = ringPath
        for layer in card.layer.sublayers ?? [] where layer.name == "track" {
            layer.frame = ringFrame
            (layer as? CAShapeLayer)?.path = ringPath
        }
        confetti.emitterPosition = CGPoint(x: card.frame.midX, y: card.frame.maxY)
        confetti.emitterSize = CGSize(width: card.frame.width, height: 1)
        for layer in card.layer.sublayers ?? [] where layer.name == "clip" {
            layer.frame = bounds
            shine.bounds = CGRect(x: 0, y: 0, width: 90, height: bounds.height * 2)
            shine.position = CGPoint(x: -120, y: bounds.midY)
        }
    }

    /// Adds ten points (back to none past 100): the ring springs to the new share.
    public func addPoints() {
        let from = progressRing.presentation()?.strokeEnd ?? progressRing.strokeEnd
        points = points >= 100 ? 0 : points + 10
        subtitle.string = "Gold member · \(points) of 100 points"
        progressRing.strokeEnd = CGFloat(points) / 100
        let spring = CASpringAnimation(keyPath: "strokeEnd")
        spring.fromValue = from
        spring.toValue = progressRing.strokeEnd
        spring.damping = 12
        spring.duration = spring.settlingDuration
        progressRing.add(spring, forKey: "progress")
        if points == 100 { celebrate() }
    }

    /// A burst of confetti: births for half a second (timed by an animation of the emitter's
    /// opacity whose delegate stops them), then the pieces fall and fade.
    private func celebrate() {
        confetti.birthRate = 1
        let burst = CABasicAnimation(keyPath: "opacity")
        burst.fromValue = 1
        burst.toValue = 1
        burst.duration = 0.5
        burst.delegate = self
        confetti.add(burst, forKey: "burst")
    }
}

extension GradientCardViewController: CAAnimationDelegate {
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        confetti.birthRate = 0
    }
}
