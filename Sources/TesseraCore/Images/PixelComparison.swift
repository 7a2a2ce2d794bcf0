import Foundation

/// Premultiplied RGBA pixels, four bytes a pixel, rows without padding: what two snapshots are
/// compared as.
public struct RGBAPixels: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBAPixels: \(bytes.count) bytes for \(width)×\(height) pixels")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public var pixelCount: Int { width * height }
}

/// Compares a snapshot with its reference as swift-snapshot-testing does on iOS, without
/// Core Image: `precision` is the share of bytes (or, with a perceptual precision, of pixels)
/// that must match, and `perceptualPrecision` how close a pixel's colour must be to count as a
/// match, measured as CIE 1994 ΔE (Core Image's `CILabDeltaE`): a pixel fails when its ΔE is
/// above `(1 - perceptualPrecision) × 100`. 0.98–0.99 is about what the eye can tell apart.
///
/// The messages are upstream's, so a failure reads the same on Linux as on a simulator.
public enum PixelComparison {
    /// Nil when `new` matches `reference` within the precisions, otherwise why not. Both must
    /// have the same size (the caller says so in points first).
    public static func compare(_ reference: RGBAPixels, _ new: RGBAPixels, precision: Float, perceptualPrecision: Float) -> String? {
        precondition(reference.width == new.width && reference.height == new.height, "PixelComparison: sizes differ")
        if reference.bytes == new.bytes { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision < 1 {
            return perceptuallyCompare(reference, new, pixelPrecision: precision, perceptualPrecision: perceptualPrecision)
        }
        let differing = zip(reference.bytes, new.bytes).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
        let threshold = Int((1 - precision) * Float(reference.bytes.count))
        guard differing > threshold else { return nil }
        let actual = 1 - Float(differing) / Float(reference.bytes.count)
        return "Actual image precision \(actual) is less than required \(precision)"
    }

    static func perceptuallyCompare(_ reference: RGBAPixels, _ new: RGBAPixels, pixelPrecision: Float, perceptualPrecision: Float) -> String? {
        let threshold = (1 - perceptualPrecision) * 100
        var failing = 0
        var maximum: Float = 0
        for pixel in 0..<reference.pixelCount {
            let offset = pixel * 4
            // Most pixels of a near match are identical; they need no colour science.
            if reference.bytes[offset] == new.bytes[offset], reference.bytes[offset + 1] == new.bytes[offset + 1],
               reference.bytes[offset + 2] == new.bytes[offset + 2] { continue }
            let delta = ColorDifference.deltaE94(reference.bytes, new.bytes, at: offset)
            guard delta > threshold else { continue }
            failing += 1
            maximum = max(maximum, delta)
        }
        let actualPixelPrecision = 1 - Float(failing) / Float(reference.pixelCount)
        guard actualPixelPrecision < pixelPrecision else { return nil }
        let minimumPerceptualPrecision = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(actualPixelPrecision) is less than required \(pixelPrecision)
            The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
            """
    }

    /// A grey image of where two snapshots differ: each pixel the largest difference of its four
    /// channels, stretched so the largest difference in the image is white (upstream's
    /// difference image).
    public static func difference(_ reference: RGBAPixels, _ new: RGBAPixels) -> [UInt8] {
        var grey = [UInt8](repeating: 0, count: reference.pixelCount)
        for pixel in 0..<reference.pixelCount {
            let offset = pixel * 4
            var largest = 0
            for channel in 0..<4 {
                largest = max(largest, abs(Int(reference.bytes[offset + channel]) - Int(new.bytes[offset + channel])))
            }
            grey[pixel] = UInt8(largest)
        }
        let low = Int(grey.min() ?? 0)
        let high = Int(grey.max() ?? 0)
        guard high > low else { return grey }
        return grey.map { UInt8((Int($0) - low) * 255 / (high - low)) }
    }
}

/// Colour difference in CIELAB (D65 white), from sRGB bytes.
public enum ColorDifference {
    /// CIE 1994 ΔE (graphic arts weights) between the pixels at `offset` of two RGBA buffers,
    /// `reference`'s colour standing as the reference, as the 1994 formula asks. Premultiplied
    /// colours are compared as they are, which is the pixel drawn over black.
    public static func deltaE94(_ reference: [UInt8], _ sample: [UInt8], at offset: Int) -> Float {
        let first = lab(reference[offset], reference[offset + 1], reference[offset + 2])
        let second = lab(sample[offset], sample[offset + 1], sample[offset + 2])
        return deltaE94(first, second)
    }

    /// CIE 1994 ΔE between two Lab colours, the first the reference.
    public static func deltaE94(_ first: (l: Float, a: Float, b: Float), _ second: (l: Float, a: Float, b: Float)) -> Float {
        let deltaL = first.l - second.l
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let deltaC = chroma1 - chroma2
        let deltaA = first.a - second.a
        let deltaB = first.b - second.b
        let deltaH2 = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + 0.045 * chroma1
        let sH = 1 + 0.015 * chroma1
        let c = deltaC / sC
        return (deltaL * deltaL + c * c + deltaH2 / (sH * sH)).squareRoot()
    }

    /// CIELAB of an sRGB colour given as bytes.
    public static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (l: Float, a: Float, b: Float) {
        let red = linear[Int(r)]
        let green = linear[Int(g)]
        let blue = linear[Int(b)]
        let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    private static func f(_ t: Float) -> Float {
        t > 216.0 / 24389.0 ? Float(cbrt(Double(t))) : (24389.0 / 27.0 * t + 16) / 116
    }

    /// sRGB's transfer function undone, for each byte value.
    private static let linear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : Float(pow(Double((c + 0.055) / 1.055), 2.4))
    }
}
