import Foundation

/// The kind of a layer transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a moving transition comes from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation adds transitions under.
public let kCATransition = "transition"

/// A transition of a view's layer: the layer's look when the transition is added turns into
/// its look as it changes afterwards — faded (`.fade`), pushed out (`.push`), or covered by
/// the new look moving in (`.moveIn`).
///
/// Add it, then change the content (`label.layer.add(fade, forKey: kCATransition);
/// label.text = "…"`): the old look is captured when it is added.
/// - Note: Transitions show on the layers of views; `.reveal` moves as `.push`, and
///   `startProgress`/`endProgress` are kept but the transition runs whole.
open class CATransition: CAAnimation, @unchecked Sendable {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override func copyValues(into copy: CAAnimation) {
        super.copyValues(into: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
    }

    /// The view transition this shows as.
    var viewTransitionKind: ViewTransition.Kind {
        let direction: CGVector = switch subtype {
        case .fromLeft?: CGVector(dx: 1, dy: 0)
        case .fromTop?: CGVector(dx: 0, dy: 1)
        case .fromBottom?: CGVector(dx: 0, dy: -1)
        default: CGVector(dx: -1, dy: 0)
        }
        switch type {
        case .moveIn: return .moveIn(direction)
        case .push, .reveal: return .push(direction)
        default: return .crossDissolve
        }
    }
}
