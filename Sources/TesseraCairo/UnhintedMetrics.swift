import CCairo

/// Text is measured and drawn with unhinted glyph metrics, so a width measured at one scale
/// holds at every scale, and font metrics agree with layouts.
enum UnhintedMetrics {
    static func apply(to context: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
}
