import Foundation

/// Which kind of timing curve a provider gives.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// A timing curve for a property animator: a cubic Bézier or a spring.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: one of UIKit's four, or two control points.
@preconcurrency @MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The ease-in-out curve.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = UICubicTimingParameters.controlPoints(of: curve)
        controlPoint1 = points.0
        controlPoint2 = points.1
        isBuiltin = true
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }

    /// Core Animation's control points for UIKit's named curves.
    private static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}

/// A spring timing curve, by damping ratio or by the physical mass, stiffness and damping.
@preconcurrency @MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    let dampingRatio: CGFloat

    /// A critically damped spring.
    public override convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio.isFinite && ratio > 0 ? ratio : 1
        initialVelocity = velocity
        super.init()
    }

    /// A spring with a physical mass, stiffness and damping; its damping ratio is
    /// `damping / (2 √(stiffness × mass))`.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(stiffness, 0.0001) * max(mass, 0.0001)).squareRoot()
        self.init(dampingRatio: damping / critical, initialVelocity: velocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}

extension UITimingCurveProvider {
    /// The curve Tessera's animations run on, for an animation of `duration`.
    func curve(duration: TimeInterval) -> AnimationTiming.Curve {
        if let spring = springTimingParameters {
            return .spring(SpringTiming(dampingRatio: spring.dampingRatio, initialVelocity: spring.initialVelocity.dx, duration: duration))
        }
        return .bezier((cubicTimingParameters ?? UICubicTimingParameters()).timingFunction)
    }
}
