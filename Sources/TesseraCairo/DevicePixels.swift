import Foundation
@_spi(Host) import Tessera
import TesseraCore

/// How layers land on device pixels.
enum DevicePixels {
    /// How many device pixels one point of a layer with `bounds` covers, at its most stretched side.
    static func perPoint(_ h: Homography, _ bounds: CGRect, fallback: CGFloat = 1) -> CGFloat {
        guard bounds.width > 0, bounds.height > 0, let q = h.quad(of: bounds) else { return fallback }
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
        let sx = max(length(q[0], q[1]), length(q[3], q[2])) / bounds.width
        let sy = max(length(q[0], q[3]), length(q[1], q[2])) / bounds.height
        return max(sx, sy)
    }

    /// Whether the box around `points` meets `limit`.
    static func intersects(_ points: [CGPoint], _ limit: CGRect) -> Bool {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return maxX >= limit.minX && minX <= limit.maxX && maxY >= limit.minY && minY <= limit.maxY
    }
}
