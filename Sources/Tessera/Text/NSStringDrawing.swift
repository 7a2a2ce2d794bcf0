import Foundation

/// How `boundingRect(with:options:attributes:context:)` measures: with
/// `.usesLineFragmentOrigin`, the text wraps to the width given and takes as many lines as it
/// needs; without it, one line.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a drawing of text may shrink to; Tessera does not shrink text, so the actual scale
/// factor is always 1.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

/// Measuring and drawing a string with attributes (UIKit's `NSString` additions): the font
/// (`.font`, 12-point system font by default, as UIKit's), the colour (`.foregroundColor`, black
/// by default), measured by the host's text system, drawn into the current drawing context.
@MainActor enum StringDrawing {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }

    static func size(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat = .greatestFiniteMagnitude, lines: Int = 1) -> CGSize {
        let measured = Platform.textSystem.size(of: text, font: font(attributes), maxWidth: width, numberOfLines: lines, lineBreakMode: .byWordWrapping)
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    static func boundingRect(_ text: String, size: CGSize, options: NSStringDrawingOptions, attributes: [NSAttributedString.Key: Any]?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width = size.width.isFinite && size.width > 0 ? size.width : .greatestFiniteMagnitude
        let measured = Platform.textSystem.size(of: text, font: font(attributes), maxWidth: wraps ? width : .greatestFiniteMagnitude,
                                                numberOfLines: wraps ? 0 : 1, lineBreakMode: .byWordWrapping)
        return CGRect(origin: .zero, size: measured)
    }

    static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?, lines: Int) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        let style = TextStyle(font: font(attributes), color: color, alignment: .natural, numberOfLines: lines, lineBreakMode: .byWordWrapping)
        context.draw(text, style: style, in: rect)
    }
}

extension String {
    /// The size of the string on one line, in the attributes' font.
    @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(self, attributes: attrs)
    }

    /// The rectangle the string takes: wrapped to `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line.
    @preconcurrency @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, attributes: attributes)
    }

    /// Draws the string on one line from `point` into the current drawing context.
    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: CGRect(origin: point, size: size(withAttributes: attrs)), attributes: attrs, lines: 1)
    }

    /// Draws the string wrapped in `rect` into the current drawing context.
    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, attributes: attrs, lines: 0)
    }
}

extension NSString {
    @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    @preconcurrency @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
}

extension NSAttributedString {
    /// The string as the renderer sets it: every run's attributes, the paragraph style, inline
    /// images; 12-point system font and black where it sets none, as UIKit's drawing does.
    @MainActor private func styled(lines: Int) -> AttributedText {
        AttributedText(self, font: .systemFont(ofSize: 12), color: .black, alignment: .natural,
                       numberOfLines: lines, lineBreakMode: .byWordWrapping)
    }

    /// The size of the string on one line.
    @preconcurrency @MainActor public func size() -> CGSize {
        guard length > 0 else { return .zero }
        return Platform.textSystem.size(of: styled(lines: 1), maxWidth: .greatestFiniteMagnitude)
    }

    /// The rectangle the string takes: wrapped to `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line; each run measured in its own font, with its paragraph's spacing.
    @preconcurrency @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        guard length > 0 else { return .zero }
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width = wraps && size.width.isFinite && size.width > 0 ? size.width : .greatestFiniteMagnitude
        return CGRect(origin: .zero, size: Platform.textSystem.size(of: styled(lines: wraps ? 0 : 1), maxWidth: width))
    }

    @preconcurrency @MainActor public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size())) }

    /// Draws the string wrapped to `rect`, from its top, in the current drawing context.
    @preconcurrency @MainActor public func draw(in rect: CGRect) {
        guard length > 0 else { return }
        UIGraphicsGetCurrentContext()?.draw(styled(lines: 0), in: rect)
    }
}
