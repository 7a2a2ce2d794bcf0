import CCairo
import Foundation
@_spi(Host) import Tessera

/// Measures text with Pango on a scratch Cairo context, exactly as the renderer sets it.
final class PangoTextSystem: TextSystem, @unchecked Sendable {
    let fonts = FontResolver()
    private let lock = NSLock()
    private let scratchSurface: OpaquePointer
    private let scratch: OpaquePointer
    private var metricsCache: [String: FontMetrics] = [:]

    public init() {
        scratchSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        scratch = cairo_create(scratchSurface)
    }

    deinit {
        cairo_destroy(scratch)
        cairo_surface_destroy(scratchSurface)
    }

    public func size(of text: String, font: UIFont, maxWidth: CGFloat, numberOfLines: Int,
                     lineBreakMode: NSLineBreakMode) -> CGSize {
        lock.lock(); defer { lock.unlock() }
        let style = TextStyle(font: font, color: .black, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let layout = PangoTextLayout(cairo: scratch, text: text, style: style, maxWidth: maxWidth, fonts: fonts)
        defer { layout.free() }
        return layout.size(limitedTo: numberOfLines)
    }

    public func size(of text: AttributedText, maxWidth: CGFloat) -> CGSize {
        lock.lock(); defer { lock.unlock() }
        let layout = PangoAttributedLayout(cairo: scratch, text: text, maxWidth: maxWidth, fonts: fonts)
        defer { layout.free() }
        return layout.size(limitedTo: text.numberOfLines)
    }

    public func metrics(of font: UIFont) -> FontMetrics {
        lock.lock(); defer { lock.unlock() }
        let key = "\(font.familyName)|\(font.weight.rawValue)|\(font.isItalic)|\(font.pointSize)"
        if let known = metricsCache[key] { return known }
        ThreadFontMap.refreshThisThread()
        let context = pango_cairo_create_context(scratch)!
        UnhintedMetrics.apply(to: context)
        let description = fonts.description(for: font)
        let metrics = pango_context_get_metrics(context, description, nil)!
        let scale = CGFloat(PANGO_SCALE)
        let ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
        let descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
        pango_font_metrics_unref(metrics)
        pango_font_description_free(description)
        g_object_unref(UnsafeMutableRawPointer(context))
        let result = FontMetrics(ascender: ascent, descender: -descent, lineHeight: ascent + descent)
        metricsCache[key] = result
        return result
    }

    /// Forgets fonts and metrics: the font set changed (``FontSet``).
    func fontsChanged(pinned: Bool) {
        lock.lock(); defer { lock.unlock() }
        metricsCache = [:]
        fonts.fontsChanged(pinned: pinned)
    }

    public func resolvedFamilyName(for font: UIFont) -> String { fonts.resolvedFamily(font.familyName) }
}
