import Foundation

/// Several items that UIKit Dynamics moves as one rigid body: behaviors take the group, and
/// the group places its members as it moves and turns.
///
/// The group collides as the convex hull of its members' rectangles (UIKit uses their
/// outlines), and weighs as its bounding rectangle at density 1 (an item behavior on the group
/// sets another density).
@preconcurrency @MainActor open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    public let items: [UIDynamicItem]
    private let offsets: [CGPoint]
    private let ownAngles: [CGFloat]
    private let hull: [CGPoint]
    private var storedCenter: CGPoint
    private var angle: CGFloat = 0
    public let bounds: CGRect

    public init(items: [UIDynamicItem]) {
        self.items = items
        let frames = items.map { item in
            CGRect(x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                   width: item.bounds.width, height: item.bounds.height)
        }
        let union = frames.reduce(CGRect.null) { $0.union($1) }
        let box = union.isNull ? .zero : union
        storedCenter = CGPoint(x: box.midX, y: box.midY)
        bounds = CGRect(origin: .zero, size: box.size)
        let center = storedCenter
        offsets = items.map { CGPoint(x: $0.center.x - center.x, y: $0.center.y - center.y) }
        ownAngles = items.map { atan2($0.transform.b, $0.transform.a) }
        hull = UIDynamicItemGroup.convexHull(frames.flatMap { frame in
            [CGPoint(x: frame.minX - center.x, y: frame.minY - center.y), CGPoint(x: frame.maxX - center.x, y: frame.minY - center.y),
             CGPoint(x: frame.maxX - center.x, y: frame.maxY - center.y), CGPoint(x: frame.minX - center.x, y: frame.maxY - center.y)]
        })
        super.init()
    }

    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue; placeMembers() }
    }

    open var transform: CGAffineTransform {
        get { CGAffineTransform(rotationAngle: angle) }
        set { angle = atan2(newValue.b, newValue.a); placeMembers() }
    }

    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }

    open var collisionBoundingPath: UIBezierPath {
        let path = UIBezierPath()
        guard let first = hull.first else { return path }
        path.move(to: first)
        for point in hull.dropFirst() { path.addLine(to: point) }
        path.close()
        return path
    }

    /// Each member at its place in the turned group, turned with it.
    private func placeMembers() {
        let c = cos(angle), s = sin(angle)
        for (index, item) in items.enumerated() {
            let o = offsets[index]
            item.center = CGPoint(x: storedCenter.x + o.x * c - o.y * s, y: storedCenter.y + o.x * s + o.y * c)
            item.transform = CGAffineTransform(rotationAngle: ownAngles[index] + angle)
        }
    }

    /// The convex hull of `points` (Andrew's monotone chain), counter-clockwise.
    static func convexHull(_ points: [CGPoint]) -> [CGPoint] {
        let sorted = Set(points.map { [$0.x, $0.y] }).map { CGPoint(x: $0[0], y: $0[1]) }.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [CGPoint] = [], upper: [CGPoint] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
