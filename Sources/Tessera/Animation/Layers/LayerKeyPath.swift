import Foundation

/// Core Animation's key paths into a layer's values: a property (`position`, `strokeEnd`),
/// optionally followed by a part of it (`position.x`, `bounds.size.width`,
/// `transform.rotation.z`, `transform.scale`), read from and written into that property's value.
///
/// Transform parts come from the transform taken apart as scale, then rotation about z, then
/// translation; writing one puts the transform together again with that part changed.
/// Rotations about x or y (`transform.rotation.y`, a card flip) are put in before the turn
/// about z. Core Animation takes 3D transforms apart more fully; for the transforms apps
/// animate by part (turns, scales, slides on a flat layer) the result is the same.
struct LayerKeyPath: Hashable {
    /// The property: the first name.
    let property: String
    /// The part after the first dot, if any.
    let part: String?

    init(_ keyPath: String) {
        if let dot = keyPath.firstIndex(of: ".") {
            property = String(keyPath[..<dot])
            part = String(keyPath[keyPath.index(after: dot)...])
        } else {
            property = keyPath
            part = nil
        }
    }

    /// The value at this path inside the property's value `whole`.
    func read(from whole: LayerValue) -> LayerValue? {
        guard let part else { return whole }
        switch whole {
        case .point(let p): return LayerKeyPath.component(part, of: p).map(LayerValue.number)
        case .size(let s): return LayerKeyPath.component(part, of: s).map(LayerValue.number)
        case .rect(let r): return LayerKeyPath.component(part, of: r)
        case .transform(let t): return TransformParts(t).read(part)
        default: return nil
        }
    }

    /// The property's value `whole` with this path's part set to `value`.
    func write(_ value: LayerValue, into whole: LayerValue) -> LayerValue {
        guard let part else { return value }
        switch (whole, value) {
        case let (.point(p), .number(n)):
            return .point(part == "x" ? CGPoint(x: n, y: p.y) : part == "y" ? CGPoint(x: p.x, y: n) : p)
        case let (.size(s), .number(n)):
            return .size(part == "width" ? CGSize(width: n, height: s.height) : part == "height" ? CGSize(width: s.width, height: n) : s)
        case let (.rect(r), _):
            return .rect(LayerKeyPath.rect(r, setting: part, to: value))
        case let (.transform(t), _):
            var parts = TransformParts(t)
            parts.write(part, value)
            return .transform(parts.transform)
        default:
            return whole
        }
    }

    private static func component(_ part: String, of p: CGPoint) -> CGFloat? {
        part == "x" ? p.x : part == "y" ? p.y : nil
    }

    private static func component(_ part: String, of s: CGSize) -> CGFloat? {
        part == "width" ? s.width : part == "height" ? s.height : nil
    }

    private static func component(_ part: String, of r: CGRect) -> LayerValue? {
        switch part {
        case "origin": .point(r.origin)
        case "size": .size(r.size)
        case "origin.x": .number(r.minX)
        case "origin.y": .number(r.minY)
        case "size.width": .number(r.width)
        case "size.height": .number(r.height)
        default: nil
        }
    }

    private static func rect(_ r: CGRect, setting part: String, to value: LayerValue) -> CGRect {
        var r = r
        switch (part, value) {
        case let ("origin", .point(p)): r.origin = p
        case let ("size", .size(s)): r.size = s
        case let ("origin.x", .number(n)): r.origin.x = n
        case let ("origin.y", .number(n)): r.origin.y = n
        case let ("size.width", .number(n)): r.size.width = n
        case let ("size.height", .number(n)): r.size.height = n
        default: break
        }
        return r
    }
}

/// A transform taken apart as scale, rotation about z and translation (plus turns about x and
/// y added by key paths), to read and write `transform.scale`, `transform.rotation.z`…
struct TransformParts {
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The perspective entry, kept as it was.
    var m34: CGFloat

    init(_ t: CATransform3D) {
        let sx = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        var sy = (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        if t.m11 * t.m22 - t.m12 * t.m21 < 0 { sy = -sy }
        scale = (sx, sy, t.m33)
        rotation = (0, 0, atan2(t.m12, t.m11))
        translation = (t.m41, t.m42, t.m43)
        m34 = t.m34
    }

    /// Scale, then the turns about x, y and z, then the translation.
    var transform: CATransform3D {
        var t = CATransform3DMakeScale(scale.x, scale.y, scale.z)
        if rotation.x != 0 { t = t.concatenating(CATransform3DMakeRotation(rotation.x, 1, 0, 0)) }
        if rotation.y != 0 { t = t.concatenating(CATransform3DMakeRotation(rotation.y, 0, 1, 0)) }
        if rotation.z != 0 { t = t.concatenating(CATransform3DMakeRotation(rotation.z, 0, 0, 1)) }
        t = t.concatenating(CATransform3DMakeTranslation(translation.x, translation.y, translation.z))
        t.m34 += m34
        return t
    }

    func read(_ part: String) -> LayerValue? {
        switch part {
        case "scale": .number((scale.x + scale.y) / 2)
        case "scale.x": .number(scale.x)
        case "scale.y": .number(scale.y)
        case "scale.z": .number(scale.z)
        case "rotation", "rotation.z": .number(rotation.z)
        case "rotation.x": .number(rotation.x)
        case "rotation.y": .number(rotation.y)
        case "translation": .size(CGSize(width: translation.x, height: translation.y))
        case "translation.x": .number(translation.x)
        case "translation.y": .number(translation.y)
        case "translation.z": .number(translation.z)
        default: nil
        }
    }

    mutating func write(_ part: String, _ value: LayerValue) {
        if case let .size(s) = value, part == "translation" {
            translation.x = s.width
            translation.y = s.height
            return
        }
        guard case let .number(n) = value else { return }
        switch part {
        case "scale": scale = (n, n, n)
        case "scale.x": scale.x = n
        case "scale.y": scale.y = n
        case "scale.z": scale.z = n
        case "rotation", "rotation.z": rotation.z = n
        case "rotation.x": rotation.x = n
        case "rotation.y": rotation.y = n
        case "translation.x": translation.x = n
        case "translation.y": translation.y = n
        case "translation.z": translation.z = n
        default: break
        }
    }
}
