import Foundation
import TesseraCore

// The engine's homography made from and turned into UIKit's transforms (the engine names no
// UIKit type).
extension Homography {
    /// The map a flat layer (z = 0) undergoes through `t`, with z dropped afterwards.
    public init(flattening t: CATransform3D) {
        self.init(h11: t.m11, h12: t.m12, h13: t.m14,
                  h21: t.m21, h22: t.m22, h23: t.m24,
                  h31: t.m41, h32: t.m42, h33: t.m44)
    }

    public init(_ a: CGAffineTransform) {
        self.init(h11: a.a, h12: a.b, h13: 0, h21: a.c, h22: a.d, h23: 0, h31: a.tx, h32: a.ty, h33: 1)
    }

    /// The affine transform equal to this map, when `isAffine`.
    public var affine: CGAffineTransform {
        CGAffineTransform(a: h11 / h33, b: h12 / h33, c: h21 / h33, d: h22 / h33, tx: h31 / h33, ty: h32 / h33)
    }
}
