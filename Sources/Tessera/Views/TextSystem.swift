import Foundation

/// Measures text the way the renderer will draw it.
///
/// Backends implement it (TesseraCairo with Pango); ``Platform/textSystem`` holds the one in use.
@_spi(Host) public protocol TextSystem: AnyObject, Sendable {
    /// The size of `text` set in `font`, wrapped to `maxWidth` (`.greatestFiniteMagnitude` for
    /// no wrapping) and cut to `numberOfLines` lines (0 for no limit), in points.
    func size(of text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize
    /// The ascender, descender (negative) and line height of `font`, in points.
    func metrics(of font: UIFont) -> FontMetrics
    /// The family the font system actually uses for `font` (after fontconfig's fallback).
    func resolvedFamilyName(for font: UIFont) -> String
    /// The size of attributed text wrapped to `maxWidth` and cut to its line limit, in points.
    func size(of text: AttributedText, maxWidth: CGFloat) -> CGSize
}

extension TextSystem {
    /// Measures the characters in the first run's font (a text system that sets no attributes).
    public func size(of text: AttributedText, maxWidth: CGFloat) -> CGSize {
        guard let font = text.runs.first?.font else { return .zero }
        return size(of: text.string, font: font, maxWidth: maxWidth, numberOfLines: text.numberOfLines, lineBreakMode: text.lineBreakMode)
    }
}

/// Vertical measurements of a font, in points.
@_spi(Host) public struct FontMetrics: Hashable, Sendable {
    public var ascender: CGFloat
    public var descender: CGFloat
    public var lineHeight: CGFloat
    public init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.ascender = ascender; self.descender = descender; self.lineHeight = lineHeight
    }
}

/// The measure used when no backend is installed: 0.6 em per character, 1.2 em per line.
/// It keeps pure-logic tests independent of fonts; real hosts always install Pango.
final class EstimatingTextSystem: TextSystem {
    func size(of text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
              lineBreakMode: NSLineBreakMode) -> CGSize {
        let charWidth = font.pointSize * 0.6
        let full = CGFloat(text.count) * charWidth
        var lines = max(1, Int((full / max(maxWidth, charWidth)).rounded(.up)))
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        let width = lines > 1 ? min(full, maxWidth) : full
        return CGSize(width: width.rounded(.up), height: (CGFloat(lines) * font.pointSize * 1.2).rounded(.up))
    }
    func metrics(of font: UIFont) -> FontMetrics {
        FontMetrics(ascender: font.pointSize * 0.93, descender: -font.pointSize * 0.24, lineHeight: font.pointSize * 1.2)
    }
    func resolvedFamilyName(for font: UIFont) -> String { font.familyName }
}
