import CCairo
import Foundation
@_spi(Host) import Tessera

/// Fills a rectangle with a `CAGradientLayer`'s gradient: a Cairo linear pattern (axial), a
/// radial one stretched to the ellipse through the end point (radial), or a mesh of thin
/// sectors around the start point (conic, which Cairo has no pattern for).
enum GradientPainter {
    static func fill(_ gradient: GradientFill, in rect: CGRect, on cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0, !gradient.colors.isEmpty else { return }
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        switch gradient.kind {
        case .axial: axial(gradient, rect, cr)
        case .radial: radial(gradient, rect, cr)
        case .conic: conic(gradient, rect, cr)
        }
        cairo_restore(cr)
    }

    private static func point(_ unit: CGPoint, in rect: CGRect) -> (Double, Double) {
        (Double(rect.minX + unit.x * rect.width), Double(rect.minY + unit.y * rect.height))
    }

    private static func addStops(_ gradient: GradientFill, to pattern: OpaquePointer) {
        for (color, location) in zip(gradient.colors, gradient.locations) {
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(location, 0), 1)), Double(color.red), Double(color.green),
                                              Double(color.blue), Double(color.alpha))
        }
    }

    private static func axial(_ gradient: GradientFill, _ rect: CGRect, _ cr: OpaquePointer) {
        let (x0, y0) = point(gradient.start, in: rect), (x1, y1) = point(gradient.end, in: rect)
        let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
        addStops(gradient, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
    }

    /// A circle of radius 1 scaled to the ellipse whose radii reach the end point on each axis.
    private static func radial(_ gradient: GradientFill, _ rect: CGRect, _ cr: OpaquePointer) {
        let (cx, cy) = point(gradient.start, in: rect), (ex, ey) = point(gradient.end, in: rect)
        let rx = max(abs(ex - cx), 0.001), ry = max(abs(ey - cy), 0.001)
        let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
        addStops(gradient, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
        cairo_matrix_translate(&matrix, -cx, -cy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
    }

    /// Sectors of one degree around the start, from the direction of the end point clockwise,
    /// each filled with the colour at its angle.
    private static func conic(_ gradient: GradientFill, _ rect: CGRect, _ cr: OpaquePointer) {
        let (cx, cy) = point(gradient.start, in: rect), (ex, ey) = point(gradient.end, in: rect)
        let start = atan2(ey - cy, ex - cx)
        let reach = Double(hypot(rect.width, rect.height)) * 2
        let steps = 360
        for step in 0..<steps {
            let t = CGFloat(step) / CGFloat(steps)
            let color = colorAt(t, gradient)
            let a0 = start + 2 * .pi * Double(step) / Double(steps)
            let a1 = start + 2 * .pi * Double(step + 1) / Double(steps) + 0.002
            cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_move_to(cr, cx, cy)
            cairo_line_to(cr, cx + reach * cos(a0), cy + reach * sin(a0))
            cairo_line_to(cr, cx + reach * cos(a1), cy + reach * sin(a1))
            cairo_close_path(cr)
            cairo_fill(cr)
        }
    }

    /// The colour at `t` (0…1) between the stops.
    static func colorAt(_ t: CGFloat, _ gradient: GradientFill) -> UIColor {
        let pairs = Array(zip(gradient.locations, gradient.colors))
        guard let first = pairs.first, let last = pairs.last else { return .clear }
        if t <= first.0 { return first.1 }
        if t >= last.0 { return last.1 }
        for (a, b) in zip(pairs, pairs.dropFirst()) where t >= a.0 && t <= b.0 {
            let span = b.0 - a.0
            return a.1.interpolated(to: b.1, fraction: span > 0 ? (t - a.0) / span : 1)
        }
        return last.1
    }
}
