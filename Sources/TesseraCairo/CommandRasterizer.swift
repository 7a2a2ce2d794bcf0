import CCairo
import Foundation
@_spi(Host) import Tessera

/// Replays the drawing commands a view recorded in `draw(_:)` onto a Cairo context.
struct CommandRasterizer {
    let fonts: FontResolver

    func replay(_ commands: [DrawingCommand], on cr: OpaquePointer) {
        for command in commands {
            switch command {
            case let .fill(rect, color, radius):
                color.setSource(on: cr)
                CairoPaths.roundedRect(rect, radius: radius, in: cr)
                cairo_fill(cr)
            case let .fillEllipse(rect, color):
                guard rect.width > 0, rect.height > 0 else { continue }
                color.setSource(on: cr)
                cairo_save(cr)
                cairo_translate(cr, Double(rect.midX), Double(rect.midY))
                cairo_scale(cr, Double(rect.width / 2), Double(rect.height / 2))
                cairo_new_path(cr)
                cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
                cairo_restore(cr)
                cairo_fill(cr)
            case let .fillPolygons(polygons, color, evenOdd):
                color.setSource(on: cr)
                cairo_new_path(cr)
                for polygon in polygons {
                    guard let first = polygon.first else { continue }
                    cairo_move_to(cr, Double(first.x), Double(first.y))
                    for p in polygon.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
                    cairo_close_path(cr)
                }
                cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(cr)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            case let .strokePolyline(points, closed, color, width, cap, join):
                guard let first = points.first else { continue }
                color.setSource(on: cr)
                cairo_set_line_width(cr, Double(width))
                cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(cap.rawValue)])
                cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(join.rawValue)])
                cairo_new_path(cr)
                cairo_move_to(cr, Double(first.x), Double(first.y))
                for p in points.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
                if closed { cairo_close_path(cr) }
                cairo_stroke(cr)
                cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
            case let .strokeLines(lines, color, style):
                stroke(lines, color: color, style: style, on: cr)
            case let .gradient(gradient, rect):
                GradientPainter.fill(gradient, in: rect, on: cr)
            case let .stroke(rect, color, width, radius):
                color.setSource(on: cr)
                cairo_set_line_width(cr, Double(width))
                CairoPaths.roundedRect(rect.insetBy(dx: width / 2, dy: width / 2), radius: radius, in: cr)
                cairo_stroke(cr)
            case let .image(image, rect):
                draw(image, in: rect, on: cr)
            case let .imagePart(image, source, rect, alpha):
                draw(image, part: source, in: rect, alpha: alpha, on: cr)
            case let .tintedImage(image, rect, color):
                draw(image, in: rect, tint: color, on: cr)
            case let .text(text, style, rect):
                draw(text, style: style, in: rect, on: cr)
            case let .attributedText(text, rect):
                draw(text, in: rect, on: cr)
            case .saveState: cairo_save(cr)
            case .restoreState: cairo_restore(cr)
            case let .clip(rect):
                cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
                cairo_clip(cr)
            case let .translate(x, y): cairo_translate(cr, Double(x), Double(y))
            case let .scale(x, y): cairo_scale(cr, Double(x), Double(y))
            case let .rotate(angle): cairo_rotate(cr, Double(angle))
            }
        }
    }

    /// Lines stroked together in one style, dashes and all (a shape layer's path).
    private func stroke(_ lines: [StrokedLine], color: UIColor, style: StrokeStyle, on cr: OpaquePointer) {
        color.setSource(on: cr)
        cairo_set_line_width(cr, Double(style.width))
        cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(style.cap.rawValue)])
        cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(style.join.rawValue)])
        cairo_set_miter_limit(cr, Double(max(style.miterLimit, 1)))
        if !style.dashes.isEmpty {
            let dashes = style.dashes.map(Double.init)
            cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
        }
        cairo_new_path(cr)
        for line in lines {
            guard let first = line.points.first else { continue }
            cairo_move_to(cr, Double(first.x), Double(first.y))
            for p in line.points.dropFirst() { cairo_line_to(cr, Double(p.x), Double(p.y)) }
            if line.closed { cairo_close_path(cr) }
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    }

    /// The image's alpha as a mask over the colour: a template image in its tint.
    private func draw(_ image: UIImage, in rect: CGRect, tint: UIColor, on cr: OpaquePointer) {
        guard let original = image.backing as? CairoImage, rect.width > 0, rect.height > 0 else { return }
        var device = (x: Double(rect.width), y: Double(rect.height))
        cairo_user_to_device_distance(cr, &device.x, &device.y)
        let backing = original.source(forDrawingAt: abs(device.x), abs(device.y))
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(backing.pixelWidth), Double(rect.height) / Double(backing.pixelHeight))
        tint.setSource(on: cr)
        cairo_mask_surface(cr, backing.surface, 0, 0)
        cairo_restore(cr)
    }

    private func draw(_ image: UIImage, in rect: CGRect, on cr: OpaquePointer) {
        guard let original = image.backing as? CairoImage, rect.width > 0, rect.height > 0 else { return }
        var device = (x: Double(rect.width), y: Double(rect.height))
        cairo_user_to_device_distance(cr, &device.x, &device.y)
        let backing = original.source(forDrawingAt: abs(device.x), abs(device.y))
        let pw = Double(backing.pixelWidth), ph = Double(backing.pixelHeight)
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / pw, Double(rect.height) / ph)
        cairo_set_source_surface(cr, backing.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, pw, ph)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// `part` of the image (in its points) stretched into `rect`, at `alpha`: a resizable
    /// image's slices, a faded image.
    private func draw(_ image: UIImage, part: CGRect, in rect: CGRect, alpha: CGFloat, on cr: OpaquePointer) {
        guard let backing = image.backing as? CairoImage, rect.width > 0, rect.height > 0, part.width > 0, part.height > 0,
              image.size.width > 0, image.size.height > 0 else { return }
        let perPointX = Double(backing.pixelWidth) / Double(image.size.width)
        let perPointY = Double(backing.pixelHeight) / Double(image.size.height)
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / (Double(part.width) * perPointX), Double(rect.height) / (Double(part.height) * perPointY))
        cairo_set_source_surface(cr, backing.surface, -Double(part.minX) * perPointX, -Double(part.minY) * perPointY)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_restore(cr)
    }

    /// Attributed text from the top of `rect`, clipped to it, its images in their places.
    private func draw(_ text: AttributedText, in rect: CGRect, on cr: OpaquePointer) {
        let layout = PangoAttributedLayout(cairo: cr, text: text, maxWidth: rect.width, fonts: fonts)
        defer { layout.free() }
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_move_to(cr, Double(rect.minX), Double(rect.minY))
        pango_cairo_show_layout(cr, layout.layout)
        for (image, frame) in layout.attachmentFrames() {
            draw(image, in: frame.offsetBy(dx: rect.minX, dy: rect.minY), on: cr)
        }
        cairo_restore(cr)
    }

    private func draw(_ text: String, style: TextStyle, in rect: CGRect, on cr: OpaquePointer) {
        let layout = PangoTextLayout(cairo: cr, text: text, style: style, maxWidth: rect.width, fonts: fonts)
        defer { layout.free() }
        style.color.setSource(on: cr)
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_move_to(cr, Double(rect.minX), Double(rect.minY))
        pango_cairo_show_layout(cr, layout.layout)
        cairo_restore(cr)
    }
}
