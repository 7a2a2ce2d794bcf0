import Foundation
import Tessera

/// A card you can throw: dragging holds it by the finger with a `UIAttachmentBehavior` (it
/// swings about where it was grabbed); letting go throws it with an instantaneous
/// `UIPushBehavior` from the pan's velocity; it bounces off the screen's edges
/// (`UICollisionBehavior`) and slows down (`UIDynamicItemBehavior` resistance). A tap snaps it
/// back to the middle (`UISnapBehavior`).
public final class ThrowCardViewController: UIViewController {
    public private(set) var card: UIView = ThrowableCard()
    public private(set) var animator: UIDynamicAnimator!
    private var hold: UIAttachmentBehavior?
    private var snap: UISnapBehavior?
    private let properties = UIDynamicItemBehavior(items: [])
    private let collision = UICollisionBehavior(items: [])

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Throw a card"
        view.backgroundColor = .systemGroupedBackground
        card.frame = CGRect(x: 0, y: 0, width: 200, height: 130)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 14
        let label = UILabel(frame: card.bounds.insetBy(dx: 12, dy: 12))
        label.text = "Drag me and let go"
        label.textColor = .white
        label.textAlignment = .center
        label.numberOfLines = 2
        card.addSubview(label)
        view.addSubview(card)
        (card as? ThrowableCard)?.thrown = { [weak self] direction in self?.toss(direction) }
        (card as? ThrowableCard)?.snappedBack = { [weak self] in self?.snapBack() }
        animator = UIDynamicAnimator(referenceView: view)
        properties.addItem(card)
        properties.resistance = 0.8
        properties.angularResistance = 1.5
        properties.elasticity = 0.5
        properties.friction = 0.4
        collision.addItem(card)
        collision.translatesReferenceBoundsIntoBoundary = true
        let pan = UIPanGestureRecognizer()
        pan.addHandler { [weak self] in self?.handle($0 as! UIPanGestureRecognizer) }
        card.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer()
        tap.addHandler { [weak self] _ in self?.snapBack() }
        view.addGestureRecognizer(tap)
    }

    private var placed = false
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !placed, view.bounds.width > 0 else { return }
        placed = true
        card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        let finger = pan.location(in: view)
        switch pan.state {
        case .began:
            animator.removeAllBehaviors()
            snap = nil
            let grab = pan.location(in: card)
            let offset = UIOffset(horizontal: grab.x - card.bounds.midX, vertical: grab.y - card.bounds.midY)
            let hold = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: finger)
            self.hold = hold
            animator.addBehavior(hold)
        case .changed:
            hold?.anchorPoint = finger
        case .ended, .cancelled:
            if let hold { animator.removeBehavior(hold) }
            hold = nil
            let velocity = pan.velocity(in: view)
            let push = UIPushBehavior(items: [card], mode: .instantaneous)
            // Magnitude 1 is 100 points a second for a 100 × 100 card: scale by its mass.
            let mass = card.bounds.width * card.bounds.height / 10_000
            push.pushDirection = CGVector(dx: velocity.x / 100 * mass, dy: velocity.y / 100 * mass)
            [push, properties, collision].forEach(animator.addBehavior)
        default:
            break
        }
    }

    /// The card flies back to the middle, upright.
    public func snapBack() {
        guard hold == nil else { return }
        animator.removeAllBehaviors()
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        self.snap = snap
        animator.addBehavior(snap)
    }

    /// Throws the card as a flick would, toward `direction` (for the keyboard and screen readers).
    public func toss(_ direction: CGVector) {
        guard hold == nil else { return }
        animator.removeAllBehaviors()
        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        let mass = card.bounds.width * card.bounds.height / 10_000
        push.pushDirection = CGVector(dx: direction.dx * mass, dy: direction.dy * mass)
        [push, properties, collision].forEach(animator.addBehavior)
    }
}

/// The card the keyboard can reach: Tab focuses it, Space (or a screen reader's double tap)
/// throws it, and its actions throw it left or right or bring it back.
final class ThrowableCard: UIView {
    var thrown: ((CGVector) -> Void)?
    var snappedBack: (() -> Void)?

    override var canBecomeFocused: Bool { true }

    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }

    override var accessibilityLabel: String? {
        get { "Card" }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .button }
        set {}
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            [UIAccessibilityCustomAction(name: "Throw left") { [weak self] _ in self?.throwCard(dx: -12) ?? false },
             UIAccessibilityCustomAction(name: "Throw right") { [weak self] _ in self?.throwCard(dx: 12) ?? false },
             UIAccessibilityCustomAction(name: "Bring back") { [weak self] _ in
                 self?.snappedBack?()
                 return true
             }]
        }
        set {}
    }

    override func accessibilityActivate() -> Bool { throwCard(dx: 12) }

    private func throwCard(dx: CGFloat) -> Bool {
        thrown?(CGVector(dx: dx, dy: -8))
        return true
    }
}
