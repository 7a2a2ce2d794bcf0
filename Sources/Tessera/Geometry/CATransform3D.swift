import Foundation

/// A 4×4 homogeneous transform applied to row vectors, as Core Animation's `CATransform3D`.
///
/// A point `(x, y, z, 1)` maps to `(x, y, z, 1) × M`. `m34` set to `-1 / d` gives a perspective
/// seen from distance `d`.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    public static let identity = CATransform3D()

    /// The sixteen entries, row by row.
    public var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Builds a transform from sixteen entries, row by row.
    public init(entries e: [CGFloat]) {
        precondition(e.count == 16, "CATransform3D needs 16 entries, got \(e.count)")
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self` followed by `other` (the product `self × other`).
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        let a = entries, b = other.entries
        var r = [CGFloat](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var s: CGFloat = 0
                for k in 0..<4 { s += a[i * 4 + k] * b[k * 4 + j] }
                r[i * 4 + j] = s
            }
        }
        return CATransform3D(entries: r)
    }

    /// Whether the transform is a 2D affine transform (what `CATransform3DIsAffine` tells).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0
            && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }
}

public let CATransform3DIdentity = CATransform3D.identity

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity.
/// About the z axis it turns clockwise on screen for positive angles, as `CGAffineTransform` does.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return .identity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    // Row-vector form: the transpose of the usual column-vector rotation matrix.
    return CATransform3D(
        m11: c + x * x * t, m12: y * x * t + z * s, m13: z * x * t - y * s, m14: 0,
        m21: x * y * t - z * s, m22: c + y * y * t, m23: z * y * t + x * s, m24: 0,
        m31: x * z * t + y * s, m32: y * z * t - x * s, m33: c + z * z * t, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// Translates `t` first by `(tx, ty, tz)`, then applies `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

public func CATransform3DMakeAffineTransform(_ a: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = a.a; t.m12 = a.b; t.m21 = a.c; t.m22 = a.d; t.m41 = a.tx; t.m42 = a.ty
    return t
}

/// The affine part of `t` (meaningful when ``CATransform3D/isAffine``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// The inverse, or `t` unchanged when it is not invertible (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    guard let inverse = Matrix4Inverse.invert(t.entries) else { return t }
    return CATransform3D(entries: inverse)
}

/// Gauss–Jordan inversion of a 4×4 matrix stored row by row.
enum Matrix4Inverse {
    static func invert(_ m: [CGFloat]) -> [CGFloat]? {
        var a = m, inv = CATransform3D.identity.entries
        for col in 0..<4 {
            var pivot = col
            for row in col..<4 where abs(a[row * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = row }
            guard abs(a[pivot * 4 + col]) > 1e-12 else { return nil }
            if pivot != col {
                for k in 0..<4 {
                    a.swapAt(col * 4 + k, pivot * 4 + k)
                    inv.swapAt(col * 4 + k, pivot * 4 + k)
                }
            }
            let p = a[col * 4 + col]
            for k in 0..<4 { a[col * 4 + k] /= p; inv[col * 4 + k] /= p }
            for row in 0..<4 where row != col {
                let f = a[row * 4 + col]
                guard f != 0 else { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= f * a[col * 4 + k]
                    inv[row * 4 + k] -= f * inv[col * 4 + k]
                }
            }
        }
        return inv
    }
}
