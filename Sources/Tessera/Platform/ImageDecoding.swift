import Foundation

/// Decoded pixels owned by a backend (for Cairo, an image surface).
///
/// Tessera never reads the pixels; it only needs their size to lay the image out.
public protocol ImageBacking: AnyObject, Sendable {
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
}

/// Why an image could not be decoded.
@_spi(Host) public struct ImageDecodingError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Turns encoded bytes (PNG, JPEG) into an ``ImageBacking``.
@_spi(Host) public protocol ImageDecoding: AnyObject, Sendable {
    /// Decodes `data`, or throws an error that says what is wrong with it.
    func decodeImage(_ data: Data) throws -> ImageBacking
    /// Draws a vector image (SVG, or a PDF's first page) at `scale` pixels per point of its own
    /// size, or throws an error that says what is wrong with it.
    func decodeVectorImage(_ data: Data, scale: CGFloat) throws -> ImageBacking
}

extension ImageDecoding {
    public func decodeVectorImage(_ data: Data, scale: CGFloat) throws -> ImageBacking {
        throw ImageDecodingError("this backend draws no vector images (\(data.count) bytes)")
    }
}

/// Turns an ``ImageBacking`` back into encoded bytes, for `UIImage.pngData()`.
@_spi(Host) public protocol ImageEncoding: AnyObject, Sendable {
    /// The pixels of `backing` as PNG, or an error that says why they cannot be encoded.
    func pngData(of backing: ImageBacking) throws -> Data
}
