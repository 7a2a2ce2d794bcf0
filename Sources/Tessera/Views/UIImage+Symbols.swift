import Foundation

extension UIImage {
    /// How heavy a symbol's strokes are, as the font weights.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The stroke width in the 20-point design box.
        var strokeWidth: CGFloat {
            switch self {
            case .ultraLight: 0.7
            case .thin: 0.95
            case .light: 1.25
            case .unspecified, .regular: 1.6
            case .medium: 1.8
            case .semibold: 2.05
            case .bold: 2.35
            case .heavy: 2.7
            case .black: 3.0
            }
        }
    }

    /// A symbol's size relative to its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        var factor: CGFloat {
            switch self {
            case .small: 0.8
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How an image is drawn: as its colours, or as a template in the tint colour (symbols).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// A symbol's point size, weight and scale (the parts not given are the defaults: 17
    /// points, regular, medium).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale
        /// Colours a hierarchical or palette symbol would use; the first is its tint here.
        public let colors: [UIColor]

        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale, colors: [UIColor] = []) {
            self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            self.weight = weight
            self.scale = scale
            self.colors = colors
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale) }
        /// The text style's point size, as `preferredFont(forTextStyle:)`.
        @MainActor public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
        }
        @MainActor public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, colors: [hierarchicalColor]) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified, colors: paletteColors) }

        public static let unspecified = SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)

        /// This configuration with what `other` specifies laid over it.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(pointSize: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                                       scale: other.scale == .unspecified ? scale : other.scale,
                                       colors: other.colors.isEmpty ? colors : other.colors)
        }

        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: scale, colors: colors)
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && colors == other.colors
        }
    }

    /// The system symbol named `systemName`, drawn by Tessera (a set of the symbols list and
    /// control code uses most: chevrons, checkmark, plus, minus, xmark, trash, star, heart,
    /// magnifyingglass, person, gear, folder, photo, square.and.arrow.up and more; see
    /// `UIImage.systemSymbolNames`). Nil for any other name, as UIKit's for an unknown one.
    /// Apple's symbols are not used: these are drawn here as strokes and fills.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard SymbolGlyphs.table[name] != nil else {
            TesseraDiagnostics.reportOnce("UIImage(systemName: \"\(name)\"): not one of Tessera's symbols; nil, as for an unknown name")
            return nil
        }
        self.init(symbol: SymbolDescription(name: name, configuration: configuration ?? .unspecified))
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The names `UIImage(systemName:)` knows.
    public static var systemSymbolNames: [String] { SymbolGlyphs.table.keys.sorted() }

    /// Whether this is a symbol image.
    public var isSymbolImage: Bool { symbol != nil }

    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The image's configuration: a symbol's configuration (nil for a bitmap).
    public var configuration: SymbolConfiguration? { symbolConfiguration }

    /// The traits the image was made for: its scale as the display scale.
    @MainActor public var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }

    /// A renderer format that draws at this image's scale, for drawing it again.
    @MainActor public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// The same symbol with `configuration` laid over its own; an image that is not a symbol is returned as it is.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard var symbol else { return self }
        symbol.configuration = symbol.configuration.applying(configuration)
        return UIImage(symbol: symbol)
    }

    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        applyingSymbolConfiguration(configuration) ?? self
    }

    /// The image drawn in `color` wherever it is shown: a symbol's glyph, or a bitmap's shape
    /// (its alpha) filled with the colour.
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard var symbol else {
            let tinted = copy(renderingMode: .alwaysTemplate)
            tinted.storedTintColor = color
            return tinted
        }
        symbol.tintColor = color
        return UIImage(symbol: symbol)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        renderingMode == .alwaysOriginal && symbol == nil ? withRenderingMode(.alwaysOriginal) : withTintColor(color)
    }

    /// The same image drawn as a template (its shape in the tint colour of the view showing it)
    /// or as it is. Symbols are always templates here.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard symbol == nil, renderingMode != storedRenderingMode else { return self }
        return copy(renderingMode: renderingMode)
    }

    public var renderingMode: RenderingMode { symbol == nil ? storedRenderingMode : .alwaysTemplate }

    /// Whether an image view draws this bitmap's shape in a tint rather than its pixels.
    var isTemplateBitmap: Bool { symbol == nil && storedRenderingMode == .alwaysTemplate }

    /// This image with another rendering mode: the same pixels, variants and tint.
    func copy(renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(backing: backing, scale: scale)
        image.catalogVariants = catalogVariants
        image.storedTintColor = storedTintColor
        image.storedRenderingMode = renderingMode
        image.accessibilityLabel = accessibilityLabel
        image.variant = variant
        return image
    }
}

/// A symbol image's name, configuration and tint.
struct SymbolDescription: @unchecked Sendable {
    let name: String
    var configuration: UIImage.SymbolConfiguration
    var tintColor: UIColor?

    init(name: String, configuration: UIImage.SymbolConfiguration, tintColor: UIColor? = nil) {
        self.name = name
        self.configuration = configuration
        self.tintColor = tintColor ?? configuration.colors.first
    }

    /// The point size it is drawn at (17, the body text's, unless configured).
    var pointSize: CGFloat { configuration.pointSize ?? 17 }

    /// Its box: the point size grown to the design box's proportion (a 17-point symbol is
    /// about 20 points square), times the scale.
    var size: CGSize {
        let side = (pointSize * 20 / 17 * configuration.scale.factor).rounded()
        return CGSize(width: side, height: side)
    }
}
