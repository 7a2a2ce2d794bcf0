import Foundation

/// A path of straight lines and curves, in points: shapes to fill or stroke in `draw(_:)`,
/// outlines for UIKit Dynamics (`collisionBoundingPath`, collision boundaries).
///
/// Curves are kept as given and flattened to short lines (16 per curve) where they are drawn
/// or collided with. `fill()` and `stroke()` draw into the current context with the colours
/// `UIColor.setFill()` and `setStroke()` chose.
/// - Note: dashes are not drawn yet.
open class UIBezierPath: NSObject, @unchecked Sendable {
    enum Element: Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case cubic(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    private(set) var elements: [Element] = []
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var usesEvenOddFillRule = false

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        // Four cubic quarters (the usual 0.5523 control distance).
        let k: CGFloat = 0.5523, cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry), controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry), controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry), controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry), controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        move(to: CGPoint(x: rect.minX + r, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r))
        addArc(withCenter: CGPoint(x: rect.maxX - r, y: rect.maxY - r), radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        addLine(to: CGPoint(x: rect.minX + r, y: rect.maxY))
        addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.maxY - r), radius: r, startAngle: .pi / 2, endAngle: .pi, clockwise: true)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        addArc(withCenter: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true)
        close()
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Where the path ends now.
    open var currentPoint: CGPoint {
        var point = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): point = p; start = p
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): point = p
            case .close: point = start
            }
        }
        return point
    }

    open var isEmpty: Bool { elements.isEmpty }

    open func move(to point: CGPoint) { elements.append(.move(point)) }
    open func addLine(to point: CGPoint) { elements.append(.line(point)) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { elements.append(.quad(endPoint, control: controlPoint)) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.cubic(endPoint, control1: controlPoint1, control2: controlPoint2))
    }
    open func close() { elements.append(.close) }
    open func removeAllPoints() { elements.removeAll() }
    func replaceElements(with path: UIBezierPath) { elements = path.elements }
    open func append(_ path: UIBezierPath) { elements.append(contentsOf: path.elements) }

    /// An arc of the circle around `center`, angles in radians from the positive x axis
    /// (clockwise on screen, y down, when `clockwise`), joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let outcome = "the arc is left out of the path"
        guard FiniteInput.isFinite(radius, "UIBezierPath.addArc: the radius", outcome),
              FiniteInput.isFinite(startAngle, "UIBezierPath.addArc: the start angle", outcome),
              FiniteInput.isFinite(endAngle, "UIBezierPath.addArc: the end angle", outcome) else { return }
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        elements.append(elements.isEmpty ? .move(start) : .line(start))
        let steps = max(1, Int((abs(sweep) / (.pi / 16)).rounded(.up)))
        for i in 1...steps {
            let angle = startAngle + sweep * CGFloat(i) / CGFloat(steps)
            elements.append(.line(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))))
        }
    }

    /// The angle an arc turns through: toward increasing angles when clockwise (in UIKit's
    /// flipped coordinates), at most one full turn. Found by remainder, not by adding turns one
    /// at a time, so angles of any size finish at once.
    static func sweep(from start: CGFloat, to end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let raw = end - start
        guard raw.isFinite else { return clockwise ? turn : -turn }
        if clockwise {
            if raw >= turn { return turn }
            return raw >= 0 ? raw : raw.truncatingRemainder(dividingBy: turn) + turn
        }
        if raw <= -turn { return -turn }
        return raw <= 0 ? raw : raw.truncatingRemainder(dividingBy: turn) - turn
    }

    /// Moves, scales or turns every point.
    open func apply(_ transform: CGAffineTransform) {
        func t(_ p: CGPoint) -> CGPoint { p.applying(transform) }
        elements = elements.map { element in
            switch element {
            case .move(let p): .move(t(p))
            case .line(let p): .line(t(p))
            case let .quad(p, c): .quad(t(p), control: t(c))
            case let .cubic(p, c1, c2): .cubic(t(p), control1: t(c1), control2: t(c2))
            case .close: .close
            }
        }
    }

    /// The subpaths as lines: each a list of points, closed or not.
    public var flattened: [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 { result.append((current, closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case let .quad(p, c):
                let from = current.last ?? p
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * p.x, y: u * u * from.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .cubic(p, c1, c2):
                let from = current.last ?? p
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * p.x, y: a * from.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result
    }

    /// The smallest rectangle holding every point (control points of curves included).
    open var bounds: CGRect {
        let points = flattened.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the filled path (nonzero winding, or even-odd when
    /// `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        var winding = 0, crossings = 0
        for subpath in flattened {
            let points = subpath.points
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x { crossings += 1; winding += b.y > a.y ? 1 : -1 }
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    /// Fills the path in the current drawing context with the fill colour.
    @preconcurrency @MainActor open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.fillPath(flattened.map(\.points), evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path in the current drawing context with the stroke colour and `lineWidth`.
    @preconcurrency @MainActor open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for subpath in flattened {
            context.strokePolyline(subpath.points, closed: subpath.closed, width: lineWidth, cap: lineCapStyle, join: lineJoinStyle)
        }
    }
}

/// Core Graphics' path, as UIKit code hands it around (`layer.shadowPath = path.cgPath`): a
/// `UIBezierPath` here, as `CGColor` is a `UIColor`.
public typealias CGPath = UIBezierPath
public typealias CGMutablePath = UIBezierPath

extension UIBezierPath {
    /// The path as a `CGPath`: a copy, so changing this path later does not change it.
    public var cgPath: CGPath {
        get { copiedPath() }
        set { replaceElements(with: newValue) }
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        replaceElements(with: cgPath)
    }

    func copiedPath() -> UIBezierPath {
        let copy = UIBezierPath()
        copy.replaceElements(with: self)
        copy.lineWidth = lineWidth
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        return copy
    }
}
