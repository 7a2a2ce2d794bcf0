import Foundation

/// A colour in sRGB with alpha, each component in 0…1, or a dynamic colour that resolves to
/// one for the traits it is shown with (light or dark appearance).
///
/// The named colours are UIKit's: `orange` is (1, 0.5, 0), `gray` is white 0.5, and so on. The
/// semantic colours (`systemBackground`, `label`, `separator` ...) are dynamic, with iOS's
/// light and dark values. Reading a dynamic colour's components resolves it against
/// `UITraitCollection.current`, which the renderer sets to each view's traits as it draws.
/// - Note: Colours are always sRGB; there are no pattern colours.
open class UIColor: NSObject, @unchecked Sendable {
    private let storedRed: CGFloat
    private let storedGreen: CGFloat
    private let storedBlue: CGFloat
    private let storedAlpha: CGFloat
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public var red: CGFloat { provider == nil ? storedRed : resolvedColor(with: .current).red }
    public var green: CGFloat { provider == nil ? storedGreen : resolvedColor(with: .current).green }
    public var blue: CGFloat { provider == nil ? storedBlue : resolvedColor(with: .current).blue }
    public var alpha: CGFloat { provider == nil ? storedAlpha : resolvedColor(with: .current).alpha }

    /// Components outside 0…1 are clamped; NaN becomes 0.
    /// A colour given in the Display P3 space, converted to sRGB (what Tessera draws in);
    /// components outside sRGB's range are clamped to it.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let srgb = DisplayP3.toSRGB(red: displayP3Red, green: green, blue: blue)
        self.init(red: srgb.red, green: srgb.green, blue: srgb.blue, alpha: alpha)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
        storedRed = clamp(red); storedGreen = clamp(green); storedBlue = clamp(blue); storedAlpha = clamp(alpha)
        provider = nil
        super.init()
    }

    /// A colour that is whatever `dynamicProvider` returns for the traits it is resolved with.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storedRed = 0; storedGreen = 0; storedBlue = 0; storedAlpha = 0
        provider = dynamicProvider
        super.init()
    }

    /// Whether this colour depends on the traits (made with `init(dynamicProvider:)`).
    public var isDynamic: Bool { provider != nil }

    /// The plain colour this one is for `traitCollection`; a plain colour returns itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour well writes it (sRGB).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
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
        guard provider != nil else { return UIColor(red: red, green: green, blue: blue, alpha: alpha) }
        return UIColor { self.resolvedColor(with: $0).withAlphaComponent(alpha) }
    }

    /// Reads the components; always succeeds (every Tessera colour is RGBA).
    @discardableResult
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
        return true
    }

    /// Plain colours are equal when their components are; dynamic colours when they resolve
    /// alike in light and in dark.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        if provider != nil || o.provider != nil {
            return [UIUserInterfaceStyle.light, .dark].allSatisfy { style in
                let traits = UITraitCollection(userInterfaceStyle: style)
                return resolvedColor(with: traits).isEqual(o.resolvedColor(with: traits))
            }
        }
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

}

/// Display P3 to sRGB: both use sRGB's transfer curve; the linear components are mapped by
/// the matrix from P3's primaries to sRGB's (D65 white in both).
enum DisplayP3 {
    static func toSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        let r = linear(red), g = linear(green), b = linear(blue)
        let sr = 1.2249 * r - 0.2247 * g
        let sg = -0.0420 * r + 1.0419 * g
        let sb = -0.0197 * r - 0.0786 * g + 1.0979 * b
        return (encoded(sr), encoded(sg), encoded(sb))
    }

    private static func linear(_ value: CGFloat) -> CGFloat {
        let v = min(1, max(0, value.isFinite ? value : 0))
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ value: CGFloat) -> CGFloat {
        let v = min(1, max(0, value))
        return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
}

extension UIColor: _ExpressibleByColorLiteral {}

/// What an untyped `#colorLiteral(…)` is, as UIKit's overlay says.
public typealias _ColorLiteralType = UIColor
