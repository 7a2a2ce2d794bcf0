import Foundation

/// A description of a font by its attributes — family, face, size, traits, text style — that
/// ``UIFont/init(descriptor:size:)`` turns into a font.
///
/// What is drawn: the family (through fontconfig, as ``UIFont/init(name:size:)``), the size, bold
/// (or a weight trait), italic, and the system designs (`.monospaced` is DejaVu Sans Mono,
/// `.serif` DejaVu Serif, `.rounded` the system face). Other traits and attributes (expanded,
/// condensed, feature settings, a matrix) are kept in ``fontAttributes`` and not drawn.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Traits a face has, by bit, as UIKit numbers them.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The keys of ``fontAttributes``.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the ``AttributeName/traits`` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    /// The attributes, as given or added.
    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The size the attributes give, 0 when none.
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }

    /// The traits the attributes give (bold and italic also from the name's style).
    open var symbolicTraits: SymbolicTraits {
        var traits = SymbolicTraits(rawValue: UInt32(Self.number(traitDictionary[.symbolic]) ?? 0))
        let style = (fontAttributes[.name] as? String)?.split(separator: "-").dropFirst().first?.lowercased() ?? ""
        if style.contains("bold") { traits.insert(.traitBold) }
        if style.contains("italic") || style.contains("oblique") { traits.insert(.traitItalic) }
        return traits
    }

    /// The name the face is matched by: the name given, else the family and face joined.
    open var postscriptName: String {
        if let name = fontAttributes[.name] as? String { return name }
        let family = fontAttributes[.family] as? String ?? UIFont.systemFamilyName
        let face = fontAttributes[.face] as? String
        return face.map { "\(family)-\($0)" } ?? family
    }

    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The attributes with `attributes` added (replacing those with the same keys).
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }

    open func withFace(_ newFace: String) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.filter { $0.key != .name }.merging([.face: newFace]) { _, new in new })
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.filter { $0.key != .name }.merging([.family: newFamily]) { _, new in new })
    }

    /// The descriptor with exactly `symbolicTraits` (bold and italic replace the name's style).
    /// Never nil here: every trait combination of the faces Tessera draws exists.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = traitDictionary
        traits[.symbolic] = NSNumber(value: symbolicTraits.rawValue)
        // A weight given with the traits follows bold: added, at least bold; removed, regular.
        if let weight = weightTrait {
            let isBold = weight.rawValue >= UIFont.Weight.semibold.rawValue
            if symbolicTraits.contains(.traitBold), !isBold { traits[.weight] = UIFont.Weight.bold.rawValue }
            if !symbolicTraits.contains(.traitBold), isBold { traits[.weight] = UIFont.Weight.regular.rawValue }
        }
        var attributes = fontAttributes
        if let name = attributes[.name] as? String {
            // The face comes from the traits now: keep the family, drop the name's style.
            attributes[.family] = attributes[.family] ?? String(name.split(separator: "-").first ?? Substring(name))
            attributes[.name] = nil
        }
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The system font's `design`, nil for a descriptor of another family.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family = fontAttributes[.family] as? String ?? (fontAttributes[.name] as? String).map { String($0.split(separator: "-")[0]) }
        guard family == nil || family == UIFont.systemFamilyName || Self.designFamilies.values.contains(family ?? "") else { return nil }
        let designed = Self.designFamilies[design] ?? UIFont.systemFamilyName
        return withFamily(designed)
    }

    /// The faces that draw each design.
    static let designFamilies: [SystemDesign: String] = [
        .default: UIFont.systemFamilyName, .rounded: UIFont.systemFamilyName,
        .monospaced: "DejaVu Sans Mono", .serif: "DejaVu Serif",
    ]

    /// The descriptor of a text style's font at the screen's text size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                              compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    private var traitDictionary: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The weight trait, when one was given.
    var weightTrait: UIFont.Weight? { Self.number(traitDictionary[.weight]).map(UIFont.Weight.init(rawValue:)) }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

extension UIFont {
    /// The font's descriptor: its name, family, size, bold and italic traits and weight, and its
    /// text style when it is a Dynamic Type font.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= Weight.semibold.rawValue { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if familyName.contains("Mono") { traits.insert(.traitMonoSpace) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .name: fontName, .family: familyName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: NSNumber(value: traits.rawValue), .weight: weight.rawValue] as [UIFontDescriptor.TraitKey: Any],
        ]
        if let style = dynamicTypeSource?.style { attributes[.textStyle] = style.rawValue }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The font `descriptor` describes at `pointSize` (0: the descriptor's own size, else 12, as
    /// UIKit). Bold (or a weight trait) and italic pick the face; a family Tessera does not have
    /// falls back as ``UIFont/init(name:size:)`` does.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
        let traits = descriptor.symbolicTraits
        let named = descriptor.fontAttributes[.name] as? String
        let family = descriptor.fontAttributes[.family] as? String ?? named.map { String($0.split(separator: "-")[0]) } ?? UIFont.systemFamilyName
        let weight = descriptor.weightTrait ?? (traits.contains(.traitBold) ? .bold : named.map { UIFont.weight(forStyle: $0.lowercased()) } ?? .regular)
        let italic = traits.contains(.traitItalic)
        let face = [weight.rawValue >= Weight.semibold.rawValue ? "Bold" : "", italic ? "Oblique" : ""].joined()
        let fontName = named ?? (face.isEmpty ? family : "\(family)-\(face)")
        self.init(family: family, fontName: fontName, size: UIFont.checkedSize(size), weight: weight, italic: italic)
        // A text style's descriptor (a bold body) keeps following the text size, as in UIKit:
        // the base is this face at the style's default size.
        if let raw = descriptor.fontAttributes[.textStyle] as? String {
            let style = TextStyle(rawValue: raw)
            let base = withSize(self.pointSize * style.pointSize(for: .large) / style.pointSize(for: DynamicType.current))
            dynamicTypeSource = DynamicTypeSource(style: style, base: base, maximumPointSize: nil)
        }
    }
}
