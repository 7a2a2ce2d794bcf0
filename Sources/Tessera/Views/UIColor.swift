import Foundation

/// A colour in sRGB with alpha, each component in 0…1.
///
/// The named colours are UIKit's: `orange` is (1, 0.5, 0), `gray` is white 0.5, and so on.
/// - Note: Colours are always sRGB; there are no pattern or dynamic (light/dark) colours.
open class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// Components outside 0…1 are clamped; NaN becomes 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        self.red = clamp(red); self.green = clamp(green); self.blue = clamp(blue); self.alpha = clamp(alpha)
        super.init()
    }

    /// A grey of brightness `white`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Hue, saturation and brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - CGFloat(Int(h))
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components; always succeeds (every Tessera colour is RGBA).
    @discardableResult
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return red == o.red && green == o.green && blue == o.blue && alpha == o.alpha
    }

    open override var hash: Int {
        var h = Hasher()
        h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha)
        return h.finalize()
    }

    open override var description: String {
        String(format: "UIColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// The colour a fraction `t` of the way from `self` to `other`, component by component.
    public func interpolated(to other: UIColor, fraction t: CGFloat) -> UIColor {
        UIColor(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
                blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // iOS 13 system colours, light appearance.
    public class var systemBackground: UIColor { .white }
    public class var secondarySystemBackground: UIColor { UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1) }
    public class var label: UIColor { .black }
    public class var secondaryLabel: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6) }
    public class var separator: UIColor { UIColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29) }
    public class var systemBlue: UIColor { UIColor(red: 0, green: 0.478, blue: 1, alpha: 1) }
    public class var systemRed: UIColor { UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1) }
    public class var systemGreen: UIColor { UIColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1) }
    public class var systemOrange: UIColor { UIColor(red: 1, green: 0.584, blue: 0, alpha: 1) }
    public class var systemYellow: UIColor { UIColor(red: 1, green: 0.8, blue: 0, alpha: 1) }
    public class var systemGray: UIColor { UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1) }
    public class var systemTeal: UIColor { UIColor(red: 0.353, green: 0.784, blue: 0.98, alpha: 1) }
    public class var systemPurple: UIColor { UIColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1) }
    public class var systemPink: UIColor { UIColor(red: 1, green: 0.176, blue: 0.333, alpha: 1) }
    public class var systemIndigo: UIColor { UIColor(red: 0.345, green: 0.337, blue: 0.839, alpha: 1) }
    public class var tintColor: UIColor { systemBlue }
}
