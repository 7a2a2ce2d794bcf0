import Foundation

/// A range of lengths (a limit attachment's).
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat
    public init(minimum: CGFloat, maximum: CGFloat) { self.minimum = minimum; self.maximum = maximum }
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}

/// Ties an item to an anchor point or to another item: a spring when `frequency` is above zero
/// (`damping` its damping ratio: 0 none, 1 critical), a rigid rod of `length` otherwise; the
/// class functions make UIKit's other kinds (fixed, pin, sliding, limit, friction).
///
/// Attachment points are offsets from the items' centres in their own (turning) coordinates;
/// an attachment off the centre makes the item swing and turn.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable { case items, anchor }

    public let items: [UIDynamicItem]
    public let attachedBehaviorType: AttachmentType
    open var anchorPoint: CGPoint { didSet { dynamicAnimator?.wake() } }
    open var length: CGFloat { didSet { dynamicAnimator?.wake() } }
    /// Oscillations per second of the spring; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    open var damping: CGFloat = 0 { didSet { dynamicAnimator?.wake() } }
    /// The torque that resists turning, for friction attachments.
    open var frictionTorque: CGFloat = 0
    /// The lengths a limit attachment allows (and a sliding attachment's travel).
    open var attachmentRange = UIFloatRange.infinite
    private let offsets: (CGPoint, CGPoint)
    /// Set by the class functions: which joint this is.
    private var special: PhysicsJointKind?
    private var joint: PhysicsJoint?
    private var builtWith: (kind: PhysicsJointKind, length: CGFloat)?

    /// Attaches `item` to `anchor`, at their current distance.
    public convenience init(item: UIDynamicItem, attachedToAnchor anchor: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: anchor)
    }

    public required init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor anchor: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = anchor
        offsets = (CGPoint(x: offset.horizontal, y: offset.vertical), .zero)
        let point = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = hypot(point.x - anchor.x, point.y - anchor.y)
        super.init()
    }

    /// Attaches `item` to `other` at their current distance.
    public convenience init(item: UIDynamicItem, attachedTo other: UIDynamicItem) {
        self.init(item: item, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: .zero)
    }

    public required init(item: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo other: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        items = [item, other]
        attachedBehaviorType = .items
        anchorPoint = other.center
        offsets = (CGPoint(x: offset1.horizontal, y: offset1.vertical), CGPoint(x: offset2.horizontal, y: offset2.vertical))
        length = hypot(item.center.x + offset1.horizontal - other.center.x - offset2.horizontal,
                       item.center.y + offset1.vertical - other.center.y - offset2.vertical)
        super.init()
    }

    /// The two items keep their distance and their angle to each other, as if welded at `point`.
    public class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> Self {
        make(.fixed, item1, item2, point)
    }

    /// The two items turn freely about `point`, which they share.
    public class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> Self {
        make(.pin, item1, item2, point)
    }

    /// The second item slides along `axis` through `point` relative to the first, without turning.
    public class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
                                        axisOfTranslation axis: CGVector) -> Self {
        make(.slide(axis: axis), item1, item2, point)
    }

    /// The item slides along `axis` through `point`, without turning.
    public class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> Self {
        let behavior = Self(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
        behavior.special = .slide(axis: axis)
        return behavior
    }

    /// The items may be as far apart as the distance between the points, no further (a rope).
    public class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
                                      offsetFromCenter offset2: UIOffset) -> Self {
        let behavior = Self(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.attachmentRange = UIFloatRange(minimum: 0, maximum: behavior.length)
        behavior.special = .limit(minimum: 0, maximum: behavior.length)
        return behavior
    }

    /// Friction at `point` that resists the item sliding and turning over the reference view.
    public class func frictionAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint) -> Self {
        let behavior = Self(item: item, offsetFromCenter: UIOffset(horizontal: point.x - item.center.x, vertical: point.y - item.center.y),
                            attachedToAnchor: point)
        behavior.special = .friction(force: 0, torque: 0)
        return behavior
    }

    private class func make(_ kind: PhysicsJointKind, _ item1: UIDynamicItem, _ item2: UIDynamicItem, _ point: CGPoint) -> Self {
        let offset1 = UIOffset(horizontal: point.x - item1.center.x, vertical: point.y - item1.center.y)
        let offset2 = UIOffset(horizontal: point.x - item2.center.x, vertical: point.y - item2.center.y)
        let behavior = Self(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.special = kind
        return behavior
    }

    override var ownItems: [UIDynamicItem] { items }

    /// The joint this attachment is now, from its properties.
    private var kind: PhysicsJointKind {
        switch special {
        case .limit?:
            let range = attachmentRange
            return .limit(minimum: range.minimum.isFinite ? max(range.minimum, 0) : 0, maximum: range.maximum.isFinite ? range.maximum : 1e9)
        case .friction?:
            // UIKit does not say how strong a friction attachment is. Tessera's resists sliding
            // with a force of 1,000 (mass · points/s²: a 100 × 100 item of density 1 stops from
            // 1,000 points/s in a second), plus 1,000 for each unit of `damping`.
            return .friction(force: max(damping, 0) * 1000 + 1000, torque: max(frictionTorque, 0))
        case let other?:
            return other
        case nil:
            // A spring faster than 60 Hz is one the 240 steps a second cannot follow (it would
            // gain energy each step until the numbers overflow): it acts as a 60 Hz spring.
            guard frequency > 0, FiniteInput.isFinite(frequency, "UIAttachmentBehavior.frequency", "the attachment is a rod") else { return .rod }
            let safeDamping = FiniteInput.checked(damping, "UIAttachmentBehavior.damping")
            return .spring(frequency: min(frequency, Self.fastestSpring), damping: min(max(safeDamping, 0), 100))
        }
    }

    /// The fastest spring the simulation follows, in hertz.
    static let fastestSpring: CGFloat = 60

    override func prepare(_ simulation: DynamicsSimulation, reference: CGRect) {
        let kind = self.kind
        let wantedLength = min(max(FiniteInput.checked(length, "UIAttachmentBehavior.length"), 0), 1e9)
        if joint == nil || builtWith?.kind != kind {
            if let joint { simulation.world.removeJoint(joint) }
            let a = simulation.body(for: items[0])
            let b = items.count > 1 ? simulation.body(for: items[1]) : nil
            let anchorB = b == nil ? anchorPoint : offsets.1
            joint = simulation.world.addJoint(kind, a, anchorA: offsets.0, b, anchorB: anchorB, length: wantedLength)
            builtWith = (kind, wantedLength)
        }
        guard let joint else { return }
        if builtWith?.length != wantedLength {
            joint.length = wantedLength
            builtWith?.length = wantedLength
        }
        if attachedBehaviorType == .anchor, special.map({ if case .friction = $0 { false } else { true } }) ?? true, anchorPoint.x.isFinite, anchorPoint.y.isFinite, joint.worldAnchor != anchorPoint {
            joint.worldAnchor = anchorPoint
        }
    }

    override func detach() {
        if let joint, let world = dynamicAnimator?.simulation?.world { world.removeJoint(joint) }
        joint = nil
        builtWith = nil
    }
}
