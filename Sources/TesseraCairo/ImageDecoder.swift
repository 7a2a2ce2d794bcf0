import CCairo
import CTurboJPEG
import Foundation
@_spi(Host) import Tessera

/// Decodes PNG with Cairo's libpng reader and JPEG with libjpeg-turbo.
///
/// Any error or warning from the decoder refuses the file: a truncated JPEG is reported as
/// such instead of being shown half grey.
public final class ImageDecoder: @unchecked Sendable {
    public init() {}

    public func decodeImage(_ data: Data) throws -> ImageBacking {
        let bytes = [UInt8](data.prefix(8))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try decodePNG(data) }
        if bytes.starts(with: [0xFF, 0xD8]) { return try decodeJPEG(data) }
        let hex = bytes.map { String(format: "%02X", $0) }.joined(separator: " ")
        throw ImageDecodingError("not a PNG or JPEG file (\(data.count) bytes, starting \(hex.isEmpty ? "with nothing" : hex))")
    }

    /// The most pixels an image may have: 100 megapixels (400 MB decoded). A header claiming
    /// more is refused before anything is allocated, so a corrupt or hostile file cannot exhaust
    /// memory.
    public static let maximumPixelCount = 100_000_000

    private func checkSize(_ width: Int, _ height: Int, _ kind: String) throws {
        guard width * height > Self.maximumPixelCount else { return }
        throw ImageDecodingError("\(kind) of \(width)×\(height) pixels (\(width * height / 1_000_000) megapixels) is larger than the \(Self.maximumPixelCount / 1_000_000)-megapixel limit; not decoded")
    }

    private func decodePNG(_ data: Data) throws -> ImageBacking {
        // The IHDR chunk follows the 8-byte signature: width and height, big-endian, at 16 and 20.
        if data.count >= 24 {
            let bytes = [UInt8](data.prefix(24))
            func be(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            try checkSize(be(16), be(20), "PNG")
        }
        final class Source { let data: Data; var offset = 0; init(_ d: Data) { data = d } }
        let source = Source(data)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw ImageDecodingError("corrupt PNG (\(data.count) bytes): \(String(cString: cairo_status_to_string(status)))")
        }
        // Grey and RGB PNGs come back as A8/RGB24; the renderer wants ARGB32 everywhere.
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else { return CairoImage(surface: surface) }
        let converted = CairoImage(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        let cr = cairo_create(converted.surface)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return converted
    }

    private func decodeJPEG(_ data: Data) throws -> ImageBacking {
        guard let handle = tjInitDecompress() else { throw ImageDecodingError("cannot start the JPEG decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let bytes = [UInt8](data)
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else {
            throw ImageDecodingError("corrupt JPEG (\(data.count) bytes): \(String(cString: tjGetErrorStr2(handle)))")
        }
        try checkSize(Int(width), Int(height), "JPEG")
        let image = CairoImage(width: Int(width), height: Int(height))
        cairo_surface_flush(image.surface)
        let stride = cairo_image_surface_get_stride(image.surface)
        // TJPF_BGRA with opaque alpha is Cairo's ARGB32 layout on little-endian machines.
        let result = bytes.withUnsafeBufferPointer {
            tjDecompress2(handle, $0.baseAddress, UInt(bytes.count), cairo_image_surface_get_data(image.surface),
                          width, stride, height, Int32(TJPF_BGRA.rawValue), 0)
        }
        cairo_surface_mark_dirty(image.surface)
        guard result == 0 else {
            throw ImageDecodingError("corrupt JPEG (\(data.count) bytes, \(width)×\(height)): \(String(cString: tjGetErrorStr2(handle)))")
        }
        return image
    }
}

/// The decoder behind the host protocol.
final class CairoImageDecoding: ImageDecoding, ImageEncoding, @unchecked Sendable {
    private let decoder = ImageDecoder()
    func decodeImage(_ data: Data) throws -> ImageBacking { try decoder.decodeImage(data) }
    func decodeVectorImage(_ data: Data, scale: CGFloat) throws -> ImageBacking { try decoder.decodeVectorImage(data, scale: scale) }

    func pngData(of backing: ImageBacking) throws -> Data {
        guard let image = backing as? CairoImage else {
            throw ImageDecodingError("cannot encode a \(type(of: backing)) as PNG: only Cairo's images are encodable")
        }
        return try image.pngData()
    }
}
