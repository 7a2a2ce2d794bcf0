import Foundation

/// Core Graphics' colour, which UIKit's layers take (`layer.borderColor`). Tessera's layers hold
/// colours as `UIColor`, so `CGColor` names that type and `layer.borderColor = color.cgColor`
/// compiles and draws as in UIKit.
public typealias CGColor = UIColor

extension UIColor {
    /// The colour as a layer takes it: resolved now, against `UITraitCollection.current`, as
    /// UIKit's `cgColor` is. Like a real `CGColor` it no longer follows the appearance; set it
    /// again in `traitCollectionDidChange(_:)`, as UIKit code does.
    public var cgColor: CGColor { resolvedColor(with: .current) }

    /// A colour with the components of `cgColor`.
    public convenience init(cgColor: CGColor) {
        let color = cgColor.resolvedColor(with: .current)
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension UIColor {
    /// Core Graphics' view of the colour's components: red, green, blue and alpha (resolved now).
    public var components: [CGFloat]? {
        let color = resolvedColor(with: .current)
        return [color.red, color.green, color.blue, color.alpha]
    }

    /// How many components ``components`` has: four (Tessera's colours are RGB with alpha).
    public var numberOfComponents: Int { 4 }

    /// The colour with another alpha, as `CGColor.copy(alpha:)` gives it.
    public func copy(alpha: CGFloat) -> CGColor? { withAlphaComponent(alpha) }

    /// Core Graphics' grey: `CGColor(gray: 0.5, alpha: 1)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(white: gray, alpha: alpha)
    }
}
