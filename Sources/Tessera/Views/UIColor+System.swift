import Foundation

/// iOS's system and semantic colours, each dynamic: its light and its dark value, as UIKit
/// documents them (sRGB, 0–255 components).
extension UIColor {
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor { $0.userInterfaceStyle == .dark ? dark : light }
    }

    // Backgrounds.
    public class var systemBackground: UIColor { dynamic(light: rgb(255, 255, 255), dark: rgb(0, 0, 0)) }
    public class var secondarySystemBackground: UIColor { dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    public class var tertiarySystemBackground: UIColor { dynamic(light: rgb(255, 255, 255), dark: rgb(44, 44, 46)) }
    public class var systemGroupedBackground: UIColor { dynamic(light: rgb(242, 242, 247), dark: rgb(0, 0, 0)) }
    public class var secondarySystemGroupedBackground: UIColor { dynamic(light: rgb(255, 255, 255), dark: rgb(28, 28, 30)) }
    public class var tertiarySystemGroupedBackground: UIColor { dynamic(light: rgb(242, 242, 247), dark: rgb(44, 44, 46)) }

    // Text.
    public class var label: UIColor { dynamic(light: rgb(0, 0, 0), dark: rgb(255, 255, 255)) }
    public class var secondaryLabel: UIColor { dynamic(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6)) }
    public class var tertiaryLabel: UIColor { dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)) }
    public class var quaternaryLabel: UIColor { dynamic(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16)) }
    public class var placeholderText: UIColor { dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)) }
    public class var link: UIColor { dynamic(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)) }

    // Separators and fills.
    public class var separator: UIColor { dynamic(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)) }
    public class var opaqueSeparator: UIColor { dynamic(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)) }
    public class var systemFill: UIColor { dynamic(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36)) }
    public class var secondarySystemFill: UIColor { dynamic(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32)) }
    public class var tertiarySystemFill: UIColor { dynamic(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24)) }

    // Tints.
    public class var systemBlue: UIColor { dynamic(light: rgb(0, 122, 255), dark: rgb(10, 132, 255)) }
    public class var systemRed: UIColor { dynamic(light: rgb(255, 59, 48), dark: rgb(255, 69, 58)) }
    public class var systemGreen: UIColor { dynamic(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)) }
    public class var systemOrange: UIColor { dynamic(light: rgb(255, 149, 0), dark: rgb(255, 159, 10)) }
    public class var systemYellow: UIColor { dynamic(light: rgb(255, 204, 0), dark: rgb(255, 214, 10)) }
    public class var systemPink: UIColor { dynamic(light: rgb(255, 45, 85), dark: rgb(255, 55, 95)) }
    public class var systemPurple: UIColor { dynamic(light: rgb(175, 82, 222), dark: rgb(191, 90, 242)) }
    public class var systemTeal: UIColor { dynamic(light: rgb(48, 176, 199), dark: rgb(64, 200, 224)) }
    public class var systemIndigo: UIColor { dynamic(light: rgb(88, 86, 214), dark: rgb(94, 92, 230)) }
    public class var systemBrown: UIColor { dynamic(light: rgb(162, 132, 94), dark: rgb(172, 142, 104)) }
    public class var systemMint: UIColor { dynamic(light: rgb(0, 199, 190), dark: rgb(99, 230, 226)) }
    public class var systemCyan: UIColor { dynamic(light: rgb(50, 173, 230), dark: rgb(100, 210, 255)) }
    public class var systemGray: UIColor { dynamic(light: rgb(142, 142, 147), dark: rgb(142, 142, 147)) }
    public class var systemGray2: UIColor { dynamic(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)) }
    public class var systemGray3: UIColor { dynamic(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)) }
    public class var systemGray4: UIColor { dynamic(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)) }
    public class var systemGray5: UIColor { dynamic(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)) }
    public class var systemGray6: UIColor { dynamic(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)) }
    /// The default tint: system blue.
    public class var tintColor: UIColor { systemBlue }
}

extension UIColor {
    /// UIKit's colours by the names documents and asset catalogs use (`systemBackgroundColor`, `labelColor`,
    /// and the older `darkTextColor`).
    static func system(named name: String) -> UIColor? {
        let stem = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return systemColors[stem]?()
    }

    private static let systemColors: [String: @Sendable () -> UIColor] = [
        "systemBackground": { .systemBackground }, "secondarySystemBackground": { .secondarySystemBackground },
        "tertiarySystemBackground": { .tertiarySystemBackground }, "systemGroupedBackground": { .systemGroupedBackground },
        "secondarySystemGroupedBackground": { .secondarySystemGroupedBackground },
        "tertiarySystemGroupedBackground": { .tertiarySystemGroupedBackground },
        "groupTableViewBackground": { .systemGroupedBackground },
        "label": { .label }, "secondaryLabel": { .secondaryLabel }, "tertiaryLabel": { .tertiaryLabel },
        "quaternaryLabel": { .quaternaryLabel }, "placeholderText": { .placeholderText }, "link": { .link },
        "separator": { .separator }, "opaqueSeparator": { .opaqueSeparator }, "systemFill": { .systemFill },
        "secondarySystemFill": { .secondarySystemFill }, "tertiarySystemFill": { .tertiarySystemFill },
        "systemBlue": { .systemBlue }, "systemRed": { .systemRed }, "systemGreen": { .systemGreen },
        "systemOrange": { .systemOrange }, "systemYellow": { .systemYellow }, "systemPink": { .systemPink },
        "systemPurple": { .systemPurple }, "systemTeal": { .systemTeal }, "systemIndigo": { .systemIndigo },
        "systemBrown": { .systemBrown }, "systemMint": { .systemMint }, "systemCyan": { .systemCyan },
        "systemGray": { .systemGray }, "systemGray2": { .systemGray2 }, "systemGray3": { .systemGray3 },
        "systemGray4": { .systemGray4 }, "systemGray5": { .systemGray5 }, "systemGray6": { .systemGray6 },
        "tint": { .tintColor }, "clear": { .clear }, "black": { .black }, "white": { .white },
        "darkGray": { .darkGray }, "gray": { .gray }, "lightGray": { .lightGray }, "red": { .red },
        "green": { .green }, "blue": { .blue }, "cyan": { .cyan }, "yellow": { .yellow }, "magenta": { .magenta },
        "orange": { .orange }, "purple": { .purple }, "brown": { .brown },
        "darkText": { .black }, "lightText": { UIColor(white: 1, alpha: 0.6) },
    ]
}
