import CCairo
import Foundation
@_spi(Host) import Tessera

/// A Pango layout of attributed text: each run's font, colour, background, underline,
/// strikethrough, letter spacing and rise as Pango attributes, inline images as shapes that
/// hold their place, and the paragraph's alignment, line spacing and line heights. The same
/// setup measures and draws.
struct PangoAttributedLayout {
    let layout: OpaquePointer
    let text: AttributedText

    init(cairo: OpaquePointer, text: AttributedText, maxWidth: CGFloat, fonts: FontResolver) {
        self.text = text
        let first = text.runs.first
        let style = TextStyle(font: first?.font ?? .systemFont(ofSize: 17), color: first?.color ?? .black,
                              alignment: text.paragraph.alignment, numberOfLines: text.numberOfLines, lineBreakMode: text.lineBreakMode)
        layout = PangoTextLayout(cairo: cairo, text: text.string, style: style, maxWidth: maxWidth, fonts: fonts).layout
        let list = pango_attr_list_new()!
        for run in text.runs { Self.add(run, to: list, fonts: fonts) }
        for attachment in text.attachments { Self.add(attachment, to: list) }
        Self.applyLineHeights(text.paragraph, to: list, length: text.string.utf8.count)
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        applyParagraph(text.paragraph)
    }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>, _ bytes: Range<Int>, into list: OpaquePointer) {
        attribute.pointee.start_index = guint(bytes.lowerBound)
        attribute.pointee.end_index = guint(bytes.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    private static func channels(_ color: UIColor) -> (UInt16, UInt16, UInt16, UInt16) {
        func c(_ v: CGFloat) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return (c(color.red), c(color.green), c(color.blue), c(color.alpha))
    }

    private static func add(_ run: AttributedText.Run, to list: OpaquePointer, fonts: FontResolver) {
        let description = fonts.description(for: run.font)
        insert(pango_attr_font_desc_new(description), run.bytes, into: list)
        pango_font_description_free(description)
        let (r, g, b, a) = channels(run.color)
        insert(pango_attr_foreground_new(r, g, b), run.bytes, into: list)
        if a < 65535 { insert(pango_attr_foreground_alpha_new(a), run.bytes, into: list) }
        if let background = run.background {
            let (br, bg, bb, ba) = channels(background)
            insert(pango_attr_background_new(br, bg, bb), run.bytes, into: list)
            insert(pango_attr_background_alpha_new(ba), run.bytes, into: list)
        }
        if let underline = run.underline, underline.rawValue != 0 {
            insert(pango_attr_underline_new(pangoUnderline(underline)), run.bytes, into: list)
            if let color = run.underlineColor {
                let (ur, ug, ub, _) = channels(color)
                insert(pango_attr_underline_color_new(ur, ug, ub), run.bytes, into: list)
            }
        }
        if let strike = run.strikethrough, strike.rawValue != 0 {
            insert(pango_attr_strikethrough_new(1), run.bytes, into: list)
            if let color = run.strikethroughColor {
                let (sr, sg, sb, _) = channels(color)
                insert(pango_attr_strikethrough_color_new(sr, sg, sb), run.bytes, into: list)
            }
        }
        if run.kern != 0 { insert(pango_attr_letter_spacing_new(Int32(run.kern * CGFloat(PANGO_SCALE))), run.bytes, into: list) }
        if run.baselineOffset != 0 { insert(pango_attr_rise_new(Int32(run.baselineOffset * CGFloat(PANGO_SCALE))), run.bytes, into: list) }
    }

    private static func pangoUnderline(_ style: NSUnderlineStyle) -> PangoUnderline {
        if style.contains(.double) && style.rawValue & 0x08 != 0 { return PANGO_UNDERLINE_DOUBLE }
        if style.contains(.patternDot) || style.contains(.patternDash) { return PANGO_UNDERLINE_ERROR }
        return PANGO_UNDERLINE_SINGLE
    }

    /// The image's place: a shape as wide as the image, as tall as it above its rise.
    private static func add(_ attachment: AttributedText.Attachment, to list: OpaquePointer) {
        let scale = CGFloat(PANGO_SCALE)
        var rect = PangoRectangle(x: 0, y: Int32(-(attachment.size.height + attachment.rise) * scale),
                                  width: Int32(attachment.size.width * scale), height: Int32(attachment.size.height * scale))
        let attribute = pango_attr_shape_new(&rect, &rect)!
        insert(attribute, attachment.byte..<(attachment.byte + 3), into: list)
    }

    /// A minimum or maximum line height, or a multiple of the font's: Pango's line height.
    private static func applyLineHeights(_ paragraph: ParagraphValues, to list: OpaquePointer, length: Int) {
        let whole = 0..<length
        if paragraph.minimumLineHeight > 0 || paragraph.maximumLineHeight > 0 {
            let height = max(paragraph.minimumLineHeight, paragraph.maximumLineHeight)
            insert(pango_attr_line_height_new_absolute(Int32(height * CGFloat(PANGO_SCALE))), whole, into: list)
        } else if paragraph.lineHeightMultiple > 0 {
            insert(pango_attr_line_height_new(Double(paragraph.lineHeightMultiple)), whole, into: list)
        }
    }

    private func applyParagraph(_ paragraph: ParagraphValues) {
        if paragraph.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32(paragraph.lineSpacing * CGFloat(PANGO_SCALE))) }
        let indent = paragraph.firstLineHeadIndent - paragraph.headIndent
        if indent != 0 { pango_layout_set_indent(layout, Int32(indent * CGFloat(PANGO_SCALE))) }
    }

    func size(limitedTo lines: Int) -> CGSize {
        PangoTextLayout(wrapping: layout).size(limitedTo: lines)
    }

    /// Where each image goes, in the layout's coordinates.
    func attachmentFrames() -> [(UIImage, CGRect)] {
        text.attachments.compactMap { attachment in
            guard let image = attachment.image else { return nil }
            var position = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(attachment.byte), &position)
            let scale = CGFloat(PANGO_SCALE)
            var baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
            if let iter = pango_layout_get_iter(layout) {
                defer { pango_layout_iter_free(iter) }
                repeat {
                    var y0: Int32 = 0, y1: Int32 = 0
                    pango_layout_iter_get_line_yrange(iter, &y0, &y1)
                    if position.y >= y0, position.y < y1 {
                        baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                        break
                    }
                } while pango_layout_iter_next_line(iter) != 0
            }
            let frame = CGRect(x: CGFloat(position.x) / scale, y: baseline - attachment.rise - attachment.size.height,
                               width: attachment.size.width, height: attachment.size.height)
            return (image, frame)
        }
    }

    func free() { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
