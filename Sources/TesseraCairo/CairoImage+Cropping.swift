import CCairo
import Foundation

extension CairoImage {
    /// The pixels inside `rect` (in pixels, clipped to the image) as a new image: a UI test's
    /// screenshot of one element.
    public func cropped(to rect: CGRect) -> CairoImage {
        let bounds = CGRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let area = rect.integral.intersection(bounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return CairoImage(width: 1, height: 1) }
        let copy = CairoImage(width: Int(area.width), height: Int(area.height))
        flush()
        let context = cairo_create(copy.surface)
        cairo_set_source_surface(context, surface, -Double(area.minX), -Double(area.minY))
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        cairo_destroy(context)
        copy.flush()
        return copy
    }
}
