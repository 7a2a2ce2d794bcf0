import CCairo
import Foundation
@_spi(Host) import Tessera
import TesseraCore

/// Paths in device space: a rectangle (rounded or not) in a layer's coordinates, mapped point by
/// point through the layer's homography. Lines stay lines under a homography, so corners are
/// exact; rounded corners are sampled finely enough that the arcs look round.
enum CairoPaths {
    static func polygon(_ points: [CGPoint], in cr: OpaquePointer) {
        guard let first = points.first else { return }
        cairo_new_path(cr)
        cairo_move_to(cr, Double(first.x), Double(first.y))
        for p in points.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
        cairo_close_path(cr)
    }

    /// The outline of `rect` with `radius` corners, in the rectangle's own coordinates.
    static func outline(of rect: CGRect, radius: CGFloat, corners: CACornerMask = .init(rawValue: 0b1111)) -> [CGPoint] {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0.01, !corners.isEmpty else { return rect.cornerPoints }
        var points: [CGPoint] = []
        let steps = 8
        let centres: [(CGPoint, CGFloat, CACornerMask, CGPoint)] = [
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), -CGFloat.pi / 2, .layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY)),
            (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0, .layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY)),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), CGFloat.pi / 2, .layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY)),
            (CGPoint(x: rect.minX + r, y: rect.minY + r), CGFloat.pi, .layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY))]
        for (centre, start, corner, square) in centres {
            // A corner left out of the mask stays square.
            guard corners.contains(corner) else { points.append(square); continue }
            for i in 0...steps {
                let angle = start + CGFloat(i) / CGFloat(steps) * .pi / 2
                points.append(CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
            }
        }
        return points
    }

    /// `points` mapped through `h`; nil when any lands behind the eye.
    /// `points` scaled about the centre of their bounds so the bounds grow by `amount` on
    /// every side (a shadow's soft edge around a path).
    static func grown(_ points: [CGPoint], by amount: CGFloat) -> [CGPoint] {
        guard amount != 0, let first = points.first else { return points }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        let width = maxX - minX, height = maxY - minY
        guard width > 0, height > 0 else { return points }
        let sx = max(0, (width + 2 * amount) / width), sy = max(0, (height + 2 * amount) / height)
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        return points.map { CGPoint(x: cx + ($0.x - cx) * sx, y: cy + ($0.y - cy) * sy) }
    }

    static func map(_ points: [CGPoint], _ h: Homography) -> [CGPoint]? {
        var out: [CGPoint] = []
        out.reserveCapacity(points.count)
        for p in points {
            guard let q = h.apply(p) else { return nil }
            out.append(q)
        }
        return out
    }

    static func roundedRect(_ rect: CGRect, radius: CGFloat, in cr: OpaquePointer) {
        polygon(outline(of: rect, radius: radius), in: cr)
    }
}

extension CGRect {
    var cornerPoints: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }
}

extension UIColor {
    func setSource(on cr: OpaquePointer, alpha extra: CGFloat = 1) {
        cairo_set_source_rgba(cr, Double(red), Double(green), Double(blue), Double(alpha * extra))
    }
}
