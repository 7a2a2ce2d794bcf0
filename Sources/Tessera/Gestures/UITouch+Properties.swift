import Foundation

extension UITouch {
    /// What made the touch: a finger on the screen, a pointer, a pencil.
    public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

    /// Properties a touch may report late (a pencil's); Tessera's are all known at once.
    public struct Properties: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// `.direct`: the mouse's button is taken as a finger, so code written for touches works.
    public var type: TouchType { .direct }
    /// 0: no pressure is reported (UIKit's value where force is not available).
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
    /// A pointer's contact is a point.
    public var majorRadius: CGFloat { 0 }
    public var majorRadiusTolerance: CGFloat { 0 }
    /// A pencil's angles: upright, pointing along x.
    public var altitudeAngle: CGFloat { .pi / 2 }
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
    public var estimatedProperties: Properties { [] }
    public var estimatedPropertiesExpectingUpdates: Properties { [] }
    public var estimationUpdateIndex: NSNumber? { nil }

    /// The location as precisely as it is known: the location.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// The recognizers following this touch now.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        GestureArena.active.filter { recognizer in recognizer.trackedTouches.contains { $0 === self } }
    }
}
