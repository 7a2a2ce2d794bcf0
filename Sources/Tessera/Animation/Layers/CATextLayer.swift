import Foundation

/// How a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string: a `String` in `font` at `fontSize` and `foregroundColor`
/// (white by default, as in Core Animation), or an `NSAttributedString` in its first run's
/// font and colour, from the top of the bounds.
///
/// `font` takes a `UIFont` (whose family is used at `fontSize`) or a font name. Text wraps
/// when `isWrapped`, else stays on one line, cut as `truncationMode` says. `fontSize` and
/// `foregroundColor` animate.
open class CATextLayer: CALayer {
    private var text = TextLayerValues()

    public required override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer { text = other.text }
    }

    override func copyOwnValues(from other: CALayer) {
        if let other = other as? CATextLayer { text = other.text }
    }

    open var string: Any? {
        get { text.string }
        set { text.string = newValue; markDirty() }
    }
    open var font: Any? {
        get { text.font }
        set { text.font = newValue; markDirty() }
    }
    open var fontSize: CGFloat {
        get { text.fontSize }
        set { changeAnimatable("fontSize") { text.fontSize = max(0, FiniteInput.checked(newValue, "CATextLayer.fontSize", replacement: 36)) } }
    }
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { changeAnimatable("foregroundColor") { text.foregroundColor = newValue } }
    }
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue; markDirty() }
    }
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { text.truncationMode = newValue; markDirty() }
    }
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { text.alignmentMode = newValue; markDirty() }
    }
    open var allowsFontSubpixelQuantization = false


    override func ownLayerValue(forKey key: String) -> LayerValue? { text.value(forKey: key) }

    override func applyPresentedValues(_ values: [String: LayerValue]) {
        for (key, value) in values { text.set(value, forKey: key) }
    }

    override func ownContentCommands(_ p: LayerPresentation) -> [DrawingCommand] {
        var shown = text
        for (key, value) in p.extra { shown.set(value, forKey: key) }
        return super.ownContentCommands(p) + shown.commands(in: p.state.bounds)
    }
}

/// A text layer's values and the text they draw.
struct TextLayerValues {
    var string: Any?
    var font: Any?
    var fontSize: CGFloat = 36
    var foregroundColor: UIColor? = .white
    var isWrapped = false
    var truncationMode = CATextLayerTruncationMode.none
    var alignmentMode = CATextLayerAlignmentMode.natural

    func value(forKey key: String) -> LayerValue? {
        switch key {
        case "fontSize": .number(fontSize)
        case "foregroundColor": .color(foregroundColor ?? .clear)
        default: nil
        }
    }

    mutating func set(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case let ("fontSize", .number(n)): fontSize = max(0, n)
        case let ("foregroundColor", .color(c)): foregroundColor = c
        default: break
        }
    }

    @MainActor func commands(in bounds: CGRect) -> [DrawingCommand] {
        let (content, attributes) = plainText()
        guard !content.isEmpty, bounds.width > 0 else { return [] }
        let style = TextStyle(font: attributes.font ?? resolvedFont, color: attributes.color ?? foregroundColor ?? .white,
                              alignment: alignment, numberOfLines: isWrapped ? 0 : 1, lineBreakMode: lineBreakMode)
        return [.text(content, style, bounds)]
    }

    /// The string's characters, and the font and colour of an attributed string's first run.
    private func plainText() -> (String, (font: UIFont?, color: UIColor?)) {
        if let attributed = string as? NSAttributedString, attributed.length > 0 {
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            return (attributed.string, (attributes[.font] as? UIFont, attributes[.foregroundColor] as? UIColor))
        }
        return ((string as? String) ?? (string.map { "\($0)" } ?? ""), (nil, nil))
    }

    @MainActor private var resolvedFont: UIFont {
        switch font {
        case let value as UIFont: value.withSize(fontSize)
        case let name as String: UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: .systemFont(ofSize: fontSize)
        }
    }

    private var alignment: NSTextAlignment {
        switch alignmentMode {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .natural
        }
    }

    private var lineBreakMode: NSLineBreakMode {
        switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: isWrapped ? .byWordWrapping : .byClipping
        }
    }
}
