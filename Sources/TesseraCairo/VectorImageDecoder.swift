import CCairo
import CPoppler
import CRsvg
import Foundation
@_spi(Host) import Tessera

/// Vector images drawn into pixels: SVG with librsvg, PDF (its first page) with poppler, both
/// onto a Cairo surface, at `scale` pixels per point of the image's own size (an SVG's
/// intrinsic size in CSS pixels, a PDF page's size in PostScript points: one point each).
extension ImageDecoder {
    public func decodeVectorImage(_ data: Data, scale: CGFloat) throws -> ImageBacking {
        guard scale.isFinite, scale > 0 else { throw ImageDecodingError("vector image at scale \(scale): not a positive, finite scale") }
        if data.starts(with: Array("%PDF".utf8)) { return try drawPDF(data, scale: scale) }
        let head = String(decoding: data.prefix(2_048), as: UTF8.self)
        if head.contains("<svg") { return try drawSVG(data, scale: scale) }
        throw ImageDecodingError("not an SVG or PDF file (\(data.count) bytes)")
    }

    private func surface(width: Double, height: Double, scale: CGFloat, kind: String) throws -> CairoImage {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw ImageDecodingError("\(kind) has no size (\(width) × \(height))")
        }
        let pixelWidth = Int((width * Double(scale)).rounded(.up)), pixelHeight = Int((height * Double(scale)).rounded(.up))
        guard pixelWidth * pixelHeight <= Self.maximumPixelCount else {
            throw ImageDecodingError("\(kind) of \(pixelWidth)×\(pixelHeight) pixels is larger than the \(Self.maximumPixelCount / 1_000_000)-megapixel limit; not drawn")
        }
        return CairoImage(width: pixelWidth, height: pixelHeight)
    }

    private func drawSVG(_ data: Data, scale: CGFloat) throws -> ImageBacking {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { buffer in
            rsvg_handle_new_from_data(buffer.baseAddress?.assumingMemoryBound(to: guint8.self), gsize(buffer.count), &error)
        }
        guard let handle else { throw ImageDecodingError("corrupt SVG (\(data.count) bytes): \(Self.message(error))") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var width: gdouble = 0, height: gdouble = 0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No width and height in the file: its view box gives the size.
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasBox: gboolean = 0
            var w = RsvgLength(), h = RsvgLength(), box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &w, &hasHeight, &h, &hasBox, &box)
            width = hasBox != 0 ? box.width : 0
            height = hasBox != 0 ? box.height : 0
        }
        let image = try surface(width: width, height: height, scale: scale, kind: "SVG")
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            throw ImageDecodingError("SVG (\(data.count) bytes) cannot be drawn: \(Self.message(error))")
        }
        cairo_surface_flush(image.surface)
        return image
    }

    private func drawPDF(_ data: Data, scale: CGFloat) throws -> ImageBacking {
        var error: UnsafeMutablePointer<GError>?
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw ImageDecodingError("corrupt PDF (\(data.count) bytes): \(Self.message(error))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw ImageDecodingError("PDF (\(data.count) bytes) has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width: Double = 0, height: Double = 0
        poppler_page_get_size(page, &width, &height)
        let image = try surface(width: width, height: height, scale: scale, kind: "PDF page")
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        poppler_page_render(page, cr)
        cairo_surface_flush(image.surface)
        return image
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
    }
}
