import CCairo

/// Text is measured and drawn with unhinted glyph metrics, so a width measured at one scale
/// holds at every scale, and font metrics agree with layouts. With pinned fonts
/// (``FontSet/pinned``) outlines are unhinted and antialiased in grey too, set here rather than
/// read from the machine's fontconfig, so glyphs rasterize the same everywhere.
enum UnhintedMetrics {
    static func apply(to context: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        if GlyphRendering.pinned {
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        }
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
}
