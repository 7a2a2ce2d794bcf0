import Foundation

/// An effect a ``UIVisualEffectView`` shows over what is behind it.
@preconcurrency @MainActor open class UIVisualEffect: NSObject {
    public override init() { super.init() }

    /// The tint that stands for the effect (Tessera draws materials as translucent tints; it
    /// does not blur what is behind).
    var tint: UIColor? { nil }
}

/// A blur, as UIKit's materials: `UIBlurEffect(style: .systemMaterial)`.
///
/// Tessera draws a blur as its material's translucent tint over the content behind (light or
/// dark with the traits for the `system…` styles), without blurring that content: the
/// layout, the effect view's `contentView` and its subviews are as in UIKit; the backdrop is
/// not smeared.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark
        case regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The material (UIKit keeps it private; tests read it here).
    let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var tint: UIColor? { BlurMaterial.tint(for: style) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }
}

/// Vibrancy: content drawn in a vibrant colour over a blur. Tessera shows the blur's tint; the
/// content's colours are its own.
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    // The vibrancy view sits inside the blur's content view: it adds no tint of its own.
    override var tint: UIColor? { nil }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// The tints that stand for UIKit's blur materials: white or near-black at the material's
/// thickness (thin ones let more through).
enum BlurMaterial {
    private static let thickness: [UIBlurEffect.Style: CGFloat] = [
        .systemUltraThinMaterial: 0.45, .systemThinMaterial: 0.6, .systemMaterial: 0.75,
        .systemThickMaterial: 0.88, .systemChromeMaterial: 0.8,
    ]

    @MainActor static func tint(for style: UIBlurEffect.Style) -> UIColor {
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .extraDark: return UIColor(white: 0.06, alpha: 0.85)
        case .regular: return adaptive(0.75)
        case .prominent: return adaptive(0.88)
        default: break
        }
        let name = String(describing: style)
        let base = thickness.first { name.hasPrefix(String(describing: $0.key)) }?.value ?? 0.75
        if name.hasSuffix("Light") { return light(base) }
        if name.hasSuffix("Dark") { return dark(base) }
        return adaptive(base)
    }

    @MainActor private static func light(_ alpha: CGFloat) -> UIColor { UIColor(white: 0.98, alpha: alpha) }
    @MainActor private static func dark(_ alpha: CGFloat) -> UIColor { UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha) }

    @MainActor private static func adaptive(_ alpha: CGFloat) -> UIColor {
        let lightTint = light(alpha)
        let darkTint = dark(alpha)
        return UIColor { traits in traits.userInterfaceStyle == .dark ? darkTint : lightTint }
    }
}

extension UIBlurEffect.Style {
    /// The styles by the names documents write (`<blurEffect style="systemMaterial"/>`).
    static let documentNames: [String: UIBlurEffect.Style] = [
        "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular, "prominent": .prominent,
        "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial,
        "systemMaterial": .systemMaterial, "systemThickMaterial": .systemThickMaterial, "systemChromeMaterial": .systemChromeMaterial,
    ]
}
