import CCairo
import Foundation
@_spi(Host) import Tessera

/// A Pango layout set up for a run of text as a label draws it: font, wrap width, line
/// limit, truncation and alignment. The same setup measures and draws, so they agree.
struct PangoTextLayout {
    let layout: OpaquePointer

    init(cairo: OpaquePointer, text: String, style: TextStyle, maxWidth: CGFloat, fonts: FontResolver) {
        ThreadFontMap.refreshThisThread()
        layout = pango_cairo_create_layout(cairo)
        // Glyph advances must not depend on the device scale: text measured at 1x must fit the
        // same width drawn at 2x, so metrics are not hinted (outlines still are).
        if let context = pango_layout_get_context(layout) {
            UnhintedMetrics.apply(to: context)
            pango_layout_context_changed(layout)
        }
        let description = fonts.description(for: style.font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        let wraps = style.numberOfLines != 1
        if maxWidth.isFinite, maxWidth < 1e7 {
            // Rounded up: a width computed by layout may sit a hair below the measured one
            // (floating point), and must not wrap text that was measured to fit.
            pango_layout_set_width(layout, Int32((maxWidth * CGFloat(PANGO_SCALE) - 0.01).rounded(.up)))
        }
        pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        let ellipsis: PangoEllipsizeMode
        switch style.lineBreakMode {
        case .byTruncatingTail: ellipsis = PANGO_ELLIPSIZE_END
        case .byTruncatingHead: ellipsis = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsis = PANGO_ELLIPSIZE_MIDDLE
        default: ellipsis = PANGO_ELLIPSIZE_NONE
        }
        if maxWidth.isFinite, maxWidth < 1e7 { pango_layout_set_ellipsize(layout, ellipsis) }
        // A negative height is a line count for ellipsizing (-1: one line); a huge one, no limit.
        if !wraps {
            pango_layout_set_height(layout, -1)
        } else if style.numberOfLines > 1 {
            pango_layout_set_height(layout, -Int32(style.numberOfLines))
        } else {
            pango_layout_set_height(layout, Int32.max)
        }
        if !wraps, ellipsis == PANGO_ELLIPSIZE_NONE { pango_layout_set_width(layout, -1) }
        switch style.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        default: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
    }

    /// A layout made elsewhere, to measure it.
    init(wrapping layout: OpaquePointer) { self.layout = layout }

    /// The logical size in points, limited to `lines` lines (0: all), rounded up as UIKit does.
    func size(limitedTo lines: Int) -> CGSize {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        var height = CGFloat(logical.height)
        let count = Int(pango_layout_get_line_count(layout))
        if lines > 0, count > lines, let iter = pango_layout_get_iter(layout) {
            defer { pango_layout_iter_free(iter) }
            var y0: Int32 = 0, y1: Int32 = 0
            for _ in 0..<(lines - 1) { pango_layout_iter_next_line(iter) }
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            height = CGFloat(y1)
        }
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: (CGFloat(logical.width) / scale).rounded(.up), height: (height / scale).rounded(.up))
    }

    func free() { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
