import Foundation

/// The part of a path between two fractions of its length: what a shape layer strokes for
/// `strokeStart` and `strokeEnd` (a progress ring, a line drawing itself).
enum PathTrim {
    /// The lines of `subpaths` from `start` to `end` of their total length (0…1 each). A closed
    /// subpath counts its closing segment and is left open when only part of it is kept.
    static func trim(_ subpaths: [(points: [CGPoint], closed: Bool)], from start: CGFloat, to end: CGFloat) -> [(points: [CGPoint], closed: Bool)] {
        let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
        if from <= 0, to >= 1 { return subpaths }
        guard to > from else { return [] }
        let lines = subpaths.map { $0.closed ? $0.points + [$0.points[0]] : $0.points }
        let total = lines.reduce(0) { $0 + length(of: $1) }
        guard total > 0 else { return [] }
        var kept: [(points: [CGPoint], closed: Bool)] = []
        var offset: CGFloat = 0
        for line in lines {
            let length = length(of: line)
            let a = from * total - offset, b = to * total - offset
            offset += length
            guard b > 0, a < length else { continue }
            let piece = part(of: line, from: max(a, 0), to: min(b, length))
            if piece.count > 1 { kept.append((piece, false)) }
        }
        return kept
    }

    static func length(of points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The points of `line` between distances `a` and `b` along it.
    private static func part(of line: [CGPoint], from a: CGFloat, to b: CGFloat) -> [CGPoint] {
        var result: [CGPoint] = []
        var walked: CGFloat = 0
        for (p, q) in zip(line, line.dropFirst()) {
            let step = hypot(q.x - p.x, q.y - p.y)
            defer { walked += step }
            guard step > 0, walked + step >= a, walked <= b else { continue }
            func point(at d: CGFloat) -> CGPoint {
                let t = min(max((d - walked) / step, 0), 1)
                return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
            }
            if result.isEmpty { result.append(point(at: a)) }
            result.append(point(at: min(b, walked + step)))
        }
        return result
    }
}
