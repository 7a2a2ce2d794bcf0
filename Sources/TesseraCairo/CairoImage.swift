import CCairo
import Foundation
@_spi(Host) import Tessera

/// Pixels in a Cairo ARGB32 image surface (premultiplied alpha), owned by this object.
public final class CairoImage: ImageBacking, @unchecked Sendable {
    /// The surface; valid as long as this object lives.
    public let surface: OpaquePointer

    /// Takes ownership of `surface` (one reference).
    public init(surface: OpaquePointer) { self.surface = surface }

    /// A new transparent ARGB32 image.
    public convenience init(width: Int, height: Int) {
        self.init(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(width, 1)), Int32(max(height, 1))))
    }

    deinit { cairo_surface_destroy(surface) }

    private let mipLock = NSLock()
    private var mipLevels: [CairoImage] = []

    /// The image, or a copy halved in size enough times to be no more than twice `width` ×
    /// `height` pixels: drawing from it instead of the original keeps a high-quality downscale
    /// cheap. The halvings are made once and kept.
    func source(forDrawingAt width: Double, _ height: Double) -> CairoImage {
        mipLock.lock(); defer { mipLock.unlock() }
        var current = self
        var level = 0
        while Double(current.pixelWidth) > 2 * width, Double(current.pixelHeight) > 2 * height,
              current.pixelWidth >= 4, current.pixelHeight >= 4 {
            if level == mipLevels.count { mipLevels.append(current.halved()) }
            current = mipLevels[level]
            level += 1
        }
        return current
    }

    private var scaledCopies: [CairoImage] = []
    /// How many sizes of one image are kept: a photo is usually shown at one or two sizes
    /// (a thumbnail, a detail view) and a size animating through many must not pile up copies.
    private static let keptScaledCopies = 4

    /// The image scaled to exactly `width` × `height` pixels with Cairo's good filter, made once
    /// per size and kept (the four sizes most recently asked for), so a photo shown again at a
    /// size it was shown at before is copied, not filtered. Safe to call from any thread.
    func scaledCopy(width: Int, height: Int) -> CairoImage {
        if width == pixelWidth, height == pixelHeight { return self }
        mipLock.lock()
        if let index = scaledCopies.firstIndex(where: { $0.pixelWidth == width && $0.pixelHeight == height }) {
            let copy = scaledCopies.remove(at: index)
            scaledCopies.insert(copy, at: 0)
            mipLock.unlock()
            return copy
        }
        mipLock.unlock()
        let source = source(forDrawingAt: Double(width), Double(height))
        let copy = CairoImage(width: width, height: height)
        let cr = cairo_create(copy.surface)!
        cairo_scale(cr, Double(width) / Double(source.pixelWidth), Double(height) / Double(source.pixelHeight))
        cairo_set_source_surface(cr, source.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_destroy(cr)
        mipLock.lock(); defer { mipLock.unlock() }
        scaledCopies.insert(copy, at: 0)
        if scaledCopies.count > CairoImage.keptScaledCopies { scaledCopies.removeLast() }
        return copy
    }

    /// A copy at half the size, each pixel the average of four.
    private func halved() -> CairoImage {
        let half = CairoImage(width: pixelWidth / 2, height: pixelHeight / 2)
        let cr = cairo_create(half.surface)!
        cairo_scale(cr, 0.5, 0.5)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
        return half
    }

    public var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    /// Bytes per row of ``pixelData``.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// The pixels: premultiplied ARGB, 32 bits each in native byte order.
    public var pixelData: UnsafeMutableRawPointer? { cairo_image_surface_get_data(surface).map { UnsafeMutableRawPointer($0) } }
    /// Makes drawing finished before the pixels are read.
    public func flush() { cairo_surface_flush(surface) }
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The image encoded as PNG.
    public func pngData() throws -> Data {
        cairo_surface_flush(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
            if let bytes { sink.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ImageDecodingError("cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.data
    }

    /// The pixel at (x, y) as straight (not premultiplied) RGBA bytes.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        cairo_surface_flush(surface)
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let pixel = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = UInt8(pixel >> 24)
        func unpremultiply(_ c: UInt32) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (Int(c & 0xFF) * 255 + Int(a) / 2) / Int(a)))
        }
        return (unpremultiply(pixel >> 16), unpremultiply(pixel >> 8), unpremultiply(pixel), a)
    }

    /// Every pixel as premultiplied RGBA bytes, row after row with no padding.
    public func premultipliedRGBA() -> [UInt8] {
        cairo_surface_flush(surface)
        let width = pixelWidth
        let height = pixelHeight
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        guard let data = cairo_image_surface_get_data(surface) else { return bytes }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let pixel = row[x]
                let offset = (y * width + x) * 4
                bytes[offset] = UInt8(truncatingIfNeeded: pixel >> 16)
                bytes[offset + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                bytes[offset + 2] = UInt8(truncatingIfNeeded: pixel)
                bytes[offset + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
            }
        }
        return bytes
    }

    /// An opaque grey image of `width`×`height` pixels, one byte a pixel (0 black, 255 white).
    public static func grey(width: Int, height: Int, levels: [UInt8]) -> CairoImage {
        let image = CairoImage(width: width, height: height)
        cairo_surface_flush(image.surface)
        guard let data = cairo_image_surface_get_data(image.surface), levels.count == width * height else { return image }
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let level = UInt32(levels[y * width + x])
                row[x] = 0xFF00_0000 | level << 16 | level << 8 | level
            }
        }
        cairo_surface_mark_dirty(image.surface)
        return image
    }
}
