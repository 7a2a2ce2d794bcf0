import Foundation

/// A typeface at a size, in points.
///
/// `UIFont(name:size:)` takes a PostScript-style name such as `"GillSans-Bold"`: the part before
/// the hyphen is the family, the part after it the style (Bold, Italic, BoldItalic, Light,
/// Medium, Semibold, Heavy, Black, Thin). The family is matched through fontconfig when drawn;
/// a family that is not installed falls back to fontconfig's default sans-serif face
/// (DejaVu Sans on Debian) with the style kept. The system font is DejaVu Sans.
/// - Note: Unlike UIKit, `UIFont(name:size:)` returns nil only for a size that is not a
///   positive finite number; an unknown family gives the documented fallback instead of nil.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The system font family Tessera draws with.
    public static let systemFamilyName = "DejaVu Sans"

    /// A font weight, UIKit's scale (-1 … 1, regular = 0).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool
    /// The text style (and scaled font) a Dynamic Type font was made from, so a view that
    /// adjusts to the text size can make it again (see `UIFont+DynamicType.swift`).
    var dynamicTypeSource: DynamicTypeSource?

    init(family: String, fontName: String, size: CGFloat, weight: Weight, italic: Bool) {
        self.familyName = family; self.fontName = fontName; self.pointSize = size
        self.weight = weight; self.isItalic = italic
        super.init()
    }

    /// The font named `fontName` at `fontSize` points; see the type's discussion for matching.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize > 0 else {
            TesseraDiagnostics.report("UIFont(name: \"\(fontName)\", size: \(fontSize)): the size must be a positive number")
            return nil
        }
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        self.init(family: parts.first ?? fontName, fontName: fontName, size: fontSize,
                  weight: UIFont.weight(forStyle: style), italic: style.contains("italic") || style.contains("oblique"))
    }

    static func weight(forStyle style: String) -> Weight {
        let table: [(String, Weight)] = [("ultralight", .ultraLight), ("thin", .thin), ("light", .light),
                                         ("semibold", .semibold), ("medium", .medium), ("heavy", .heavy),
                                         ("black", .black), ("bold", .bold)]
        return table.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// A positive finite size, or 17 (UIKit's body size) with a diagnostic.
    static func checkedSize(_ size: CGFloat) -> CGFloat {
        if size.isFinite, size > 0 { return size }
        TesseraDiagnostics.report("UIFont: invalid size \(size); using 17")
        return 17
    }

    public class func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
    public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public class func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, fontName: "DejaVuSans-Oblique", size: checkedSize(size), weight: .regular, italic: true)
    }
    public class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, fontName: weight.rawValue >= Weight.semibold.rawValue ? "DejaVuSans-Bold" : "DejaVuSans",
               size: checkedSize(size), weight: weight, italic: false)
    }
    /// A fixed-width face (DejaVu Sans Mono), as UIKit's SF Mono is, for columns of figures and code.
    public class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        let bold = weight.rawValue >= Weight.semibold.rawValue
        return UIFont(family: "DejaVu Sans Mono", fontName: bold ? "DejaVuSansMono-Bold" : "DejaVuSansMono",
                      size: checkedSize(size), weight: weight, italic: false)
    }
    /// 17 points, UIKit's default label size.
    public class var systemFontSize: CGFloat { 17 }
    public class var labelFontSize: CGFloat { 17 }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(family: familyName, fontName: fontName, size: UIFont.checkedSize(size), weight: weight, italic: isItalic)
    }

    /// The system font with digits of one width (its digits already are), for counters and
    /// clocks.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
    /// The sizes UIKit's classic buttons and small text use: 18 and 12.
    public class var buttonFontSize: CGFloat { 18 }
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The height of capitals and of a lower-case x above the baseline, in the system family's
    /// proportions (DejaVu Sans: 0.729 and 0.547 of the point size).
    public var capHeight: CGFloat { pointSize * 0.729 }
    public var xHeight: CGFloat { pointSize * 0.547 }
    /// The space between lines beyond the ascender and descender.
    public var leading: CGFloat { max(0, lineHeight - ascender + descender) }
    public var lineHeight: CGFloat { Platform.textSystem.metrics(of: self).lineHeight }
    public var ascender: CGFloat { Platform.textSystem.metrics(of: self).ascender }
    public var descender: CGFloat { Platform.textSystem.metrics(of: self).descender }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return fontName == o.fontName && familyName == o.familyName && pointSize == o.pointSize
            && weight == o.weight && isItalic == o.isItalic
    }
    public override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
    public override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
