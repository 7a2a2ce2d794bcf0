import Foundation

/// How a view answers the pointer over it (iPadOS's pointer effects). On a desktop the
/// pointer stays the system's: an effect shows as a highlight under it and a hand cursor.
public enum UIPointerEffect {
    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable { case none, overlay, underlay }

    /// Whatever suits the view: a highlight here.
    case automatic(UITargetedPreview)
    /// A rounded highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts: slightly larger, with a shadow.
    case lift(UITargetedPreview)
    /// The view is tinted (and optionally shadowed and scaled) while the pointer is over it.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview), .hover(let preview, _, _, _): preview
        }
    }
}

/// The pointer's shape over a view (iPadOS morphs the pointer; a desktop shows the nearest
/// system cursor: a text beam for the beams, the arrow otherwise).
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)

    public static let defaultCornerRadius: CGFloat = 8
}

/// What the pointer does over a region: an effect on the view, a shape, or hidden.
@preconcurrency @MainActor open class UIPointerStyle: NSObject {
    let effect: UIPointerEffect?
    let shape: UIPointerShape?
    let isHidden: Bool
    /// The axes the pointer keeps to (kept: a desktop pointer moves freely).
    let constrainedAxes: UIAxis
    /// Small shapes around the pointer (iPadOS 15's accessories; not drawn on a desktop).
    open var accessories: [UIPointerAccessory] = []

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, isHidden: Bool, constrainedAxes: UIAxis) {
        self.effect = effect
        self.shape = shape
        self.isHidden = isHidden
        self.constrainedAxes = constrainedAxes
        super.init()
    }

    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, isHidden: false, constrainedAxes: [])
    }

    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, isHidden: false, constrainedAxes: constrainedAxes)
    }

    /// The pointer hidden over the region (a video playing).
    public static func hidden() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, isHidden: true, constrainedAxes: []) }
    /// The system's pointer.
    public static func system() -> UIPointerStyle { UIPointerStyle(effect: nil, shape: nil, isHidden: false, constrainedAxes: []) }

    /// The desktop cursor this style shows.
    var cursor: PointerCursor {
        if isHidden { return .hidden }
        switch shape {
        case .verticalBeam?, .horizontalBeam?: return .iBeam
        case .path?, .roundedRect?: return .arrow
        case nil: return effect == nil ? .arrow : .pointingHand
        }
    }
}

/// A small shape shown beside the pointer (an arrow hinting at a drag direction).
@preconcurrency @MainActor open class UIPointerAccessory: NSObject {
    public struct Position: Sendable, Equatable {
        public var offset: CGFloat
        public var angle: CGFloat
        public init(offset: CGFloat, angle: CGFloat) {
            self.offset = offset
            self.angle = angle
        }
        public static let top = Position(offset: 8, angle: 0)
        public static let bottom = Position(offset: 8, angle: .pi)
        public static let leading = Position(offset: 8, angle: 3 * .pi / 2)
        public static let trailing = Position(offset: 8, angle: .pi / 2)
    }

    public let shape: UIPointerShape
    public let position: Position
    open var isOrientationMatchingAngle = true

    public init(_ shape: UIPointerShape, position: Position) {
        self.shape = shape
        self.position = position
        super.init()
    }

    /// An arrow pointing away from the pointer at `position`.
    public static func arrow(_ position: Position) -> UIPointerAccessory {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: -4))
        path.addLine(to: CGPoint(x: 4, y: 2))
        path.addLine(to: CGPoint(x: -4, y: 2))
        path.close()
        return UIPointerAccessory(.path(path), position: position)
    }
}

/// A part of a view with a pointer style of its own.
@preconcurrency @MainActor open class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays in the region once in (kept).
    open var latchingAxes: UIAxis = []

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}

/// Where the pointer is when the interaction asks for a region.
@preconcurrency @MainActor open class UIPointerRegionRequest: NSObject {
    /// In the interaction's view's coordinates.
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}

/// The desktop cursor the pointer shows (what a host sets on its window).
@_spi(Host) public enum PointerCursor: Sendable, Hashable {
    case arrow, pointingHand, iBeam, crosshair, hidden

    /// What the pointer shows now: set as it moves over views.
    @MainActor public internal(set) static var current: PointerCursor = .arrow
}
