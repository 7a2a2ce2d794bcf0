import Foundation
import SnapshotTesting
@_spi(Host) import Tessera
import TesseraCairo
import TesseraCore

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images which requires a 100% match.
    public static let image = Diffing.image()

    /// A pixel-diffing strategy for images that allows customizing how precise the matching must be.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered
    ///     a match: CIE 1994 ΔE, as Core Image's `CILabDeltaE` measures it on iOS. 98–99% is about
    ///     what the eye can tell apart.
    ///   - scale: The scale a reference image is loaded at; nil or 0 is the snapshot screens'
    ///     scale (2).
    ///
    /// When the images differ, the new image is written where upstream writes it
    /// (`$SNAPSHOT_ARTIFACTS`, or the temporary folder), and the reference, the new image and a
    /// difference image (grey: white where the pixels differ most) beside it in
    /// `<artifacts>/Differences/<digest>/`; the failure message gives that folder.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? SnapshotHost.defaultScale
        return .diff(
            toData: { ImageDiff.pngData($0) },
            fromData: { UIImage(data: $0, scale: imageScale) ?? UnreadableReference(backing: UIImage().backing) }
        ) { old, new in
            guard let message = ImageDiff.compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision) else {
                return nil
            }
            return ImageDiff.failure(message, old, new)
        }
    }
}

/// The comparison behind ``Diffing/image(precision:perceptualPrecision:scale:)``.
enum ImageDiff {
    /// PNG bytes of the image; an image with no pixels is written as a 400×80 black block
    /// (upstream writes a red notice), so an empty snapshot is never an empty file.
    static func pngData(_ image: UIImage) -> Data {
        if let data = image.pngData() { return data }
        return (try? emptyNotice().pngData()) ?? Data()
    }

    static func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard !(old is UnreadableReference), let reference = pixels(old) else { return "Reference image could not be loaded." }
        guard let snapshot = pixels(new) else { return "Newly-taken snapshot could not be loaded." }
        guard snapshot.width != 0, snapshot.height != 0 else { return "Newly-taken snapshot is empty." }
        guard reference.width == snapshot.width, reference.height == snapshot.height else {
            return "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
        }
        return PixelComparison.compare(reference, snapshot, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    static func pixels(_ image: UIImage) -> RGBAPixels? {
        if image.backing.pixelWidth == 0 || image.backing.pixelHeight == 0 {
            return RGBAPixels(width: 0, height: 0, bytes: [])
        }
        guard let cairo = image.backing as? CairoImage else { return nil }
        return RGBAPixels(width: cairo.pixelWidth, height: cairo.pixelHeight, bytes: cairo.premultipliedRGBA())
    }

    /// The message, with where the reference, the new image and their difference were written.
    static func failure(_ message: String, _ old: UIImage, _ new: UIImage) -> (String, [DiffAttachment]) {
        let reference = pngData(old)
        let snapshot = pngData(new)
        var attachments: [DiffAttachment] = [.data(reference, name: "reference.png"), .data(snapshot, name: "failure.png")]
        if let difference = differencePNG(old, new) { attachments.append(.data(difference, name: "difference.png")) }
        guard let folder = write(attachments, digest: Digest.hex(reference + snapshot)) else { return (message, attachments) }
        return (message + "\n\nReference, failure and difference images: \(folder.path)", attachments)
    }

    static func differencePNG(_ old: UIImage, _ new: UIImage) -> Data? {
        guard let a = pixels(old), let b = pixels(new), a.width == b.width, a.height == b.height, a.width > 0, a.height > 0 else {
            return nil
        }
        return try? CairoImage.grey(width: a.width, height: a.height, levels: PixelComparison.difference(a, b)).pngData()
    }

    /// Writes the attachments into `<artifacts>/Differences/<digest>/`, the folder upstream
    /// writes failed snapshots under; nil when it cannot be written.
    static func write(_ attachments: [DiffAttachment], digest: String) -> URL? {
        let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: artifacts, isDirectory: true).appendingPathComponent("Differences").appendingPathComponent(digest)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for case .data(let data, let name) in attachments {
                try data.write(to: folder.appendingPathComponent(name))
            }
            return folder
        } catch {
            TesseraDiagnostics.report("assertSnapshot: cannot write the difference images to \(folder.path): \(error)")
            return nil
        }
    }

    /// What stands for a view of size zero.
    static func emptyNotice() -> CairoImage {
        let levels = [UInt8](repeating: 0, count: 400 * 80)
        return CairoImage.grey(width: 400, height: 80, levels: levels)
    }
}

/// What stands for a reference file that is not a readable PNG (the decoder has reported why).
final class UnreadableReference: UIImage, @unchecked Sendable {}

/// A short stable name for bytes (FNV-1a, 64 bits), for artifact folders.
enum Digest {
    static func hex(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images based on pixel equality.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - scale: The scale of the reference image stored on disk.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        .init(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
