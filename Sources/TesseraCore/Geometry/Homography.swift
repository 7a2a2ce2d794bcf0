import Foundation

/// A 3×3 projective map of the plane, applied to row vectors `(x, y, 1)`.
///
/// Core Animation flattens every layer into its parent's plane, so the map from a layer's own
/// coordinates to the screen is a homography: the x, y and w rows and columns of the layers'
/// `CATransform3D`s composed. Renderers use it to place content exactly, perspective included.
/// `Tessera` adds the forms made from and turned into `CATransform3D` and `CGAffineTransform`.
/// - Note: Tessera's own type; UIKit has no public equivalent.
public struct Homography: Hashable, Sendable {
    public var h11: CGFloat, h12: CGFloat, h13: CGFloat
    public var h21: CGFloat, h22: CGFloat, h23: CGFloat
    public var h31: CGFloat, h32: CGFloat, h33: CGFloat

    public init(h11: CGFloat, h12: CGFloat, h13: CGFloat,
                h21: CGFloat, h22: CGFloat, h23: CGFloat,
                h31: CGFloat, h32: CGFloat, h33: CGFloat) {
        self.h11 = h11; self.h12 = h12; self.h13 = h13
        self.h21 = h21; self.h22 = h22; self.h23 = h23
        self.h31 = h31; self.h32 = h32; self.h33 = h33
    }

    public static let identity = Homography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: 0, h32: 0, h33: 1)

    public static func translation(_ x: CGFloat, _ y: CGFloat) -> Homography {
        Homography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: x, h32: y, h33: 1)
    }

    public static func scale(_ sx: CGFloat, _ sy: CGFloat) -> Homography {
        Homography(h11: sx, h12: 0, h13: 0, h21: 0, h22: sy, h23: 0, h31: 0, h32: 0, h33: 1)
    }

    /// `self` followed by `o`.
    public func concatenating(_ o: Homography) -> Homography {
        Homography(
            h11: h11 * o.h11 + h12 * o.h21 + h13 * o.h31, h12: h11 * o.h12 + h12 * o.h22 + h13 * o.h32,
            h13: h11 * o.h13 + h12 * o.h23 + h13 * o.h33,
            h21: h21 * o.h11 + h22 * o.h21 + h23 * o.h31, h22: h21 * o.h12 + h22 * o.h22 + h23 * o.h32,
            h23: h21 * o.h13 + h22 * o.h23 + h23 * o.h33,
            h31: h31 * o.h11 + h32 * o.h21 + h33 * o.h31, h32: h31 * o.h12 + h32 * o.h22 + h33 * o.h32,
            h33: h31 * o.h13 + h32 * o.h23 + h33 * o.h33)
    }

    /// Whether the map is affine (no perspective row).
    public var isAffine: Bool { h13 == 0 && h23 == 0 && h33 != 0 }

    /// Maps `p`, or returns nil when it lands at or behind the eye (w ≤ 0).
    public func apply(_ p: CGPoint) -> CGPoint? {
        let w = p.x * h13 + p.y * h23 + h33
        guard w > 1e-9 else { return nil }
        return CGPoint(x: (p.x * h11 + p.y * h21 + h31) / w, y: (p.x * h12 + p.y * h22 + h32) / w)
    }

    /// The inverse map, or nil when the map is singular.
    public func inverted() -> Homography? {
        let c11 = h22 * h33 - h23 * h32, c12 = h13 * h32 - h12 * h33, c13 = h12 * h23 - h13 * h22
        let c21 = h23 * h31 - h21 * h33, c22 = h11 * h33 - h13 * h31, c23 = h13 * h21 - h11 * h23
        let c31 = h21 * h32 - h22 * h31, c32 = h12 * h31 - h11 * h32, c33 = h11 * h22 - h12 * h21
        let det = h11 * c11 + h12 * c21 + h13 * c31
        guard abs(det) > 1e-12, det.isFinite else { return nil }
        return Homography(h11: c11 / det, h12: c12 / det, h13: c13 / det,
                          h21: c21 / det, h22: c22 / det, h23: c23 / det,
                          h31: c31 / det, h32: c32 / det, h33: c33 / det)
    }

    /// The four corners of `rect` mapped, in order top-left, top-right, bottom-right, bottom-left;
    /// nil when any lands behind the eye.
    public func quad(of rect: CGRect) -> [CGPoint]? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        var out: [CGPoint] = []
        out.reserveCapacity(4)
        for c in corners {
            guard let p = apply(c) else { return nil }
            out.append(p)
        }
        return out
    }
}
