import Testing
@testable import TesseraCore

@Suite struct PixelComparisonTests {
    /// A width×height image of one opaque colour.
    func image(_ width: Int, _ height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBAPixels {
        RGBAPixels(width: width, height: height, bytes: Array([[r, g, b, 255]].joined().map { $0 }.repeated(width * height)))
    }

    @Test func cie1994DifferenceMatchesPublishedValues() {
        let published = ColorDifference.deltaE94((36, 60, 41), (100, 40, 90))
        #expect(abs(published - 67.979178) < 0.001)
        let white = ColorDifference.lab(255, 255, 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let black = ColorDifference.lab(0, 0, 0)
        #expect(abs(ColorDifference.deltaE94(white, black) - 100) < 0.01)
    }

    @Test func identicalPixelsMatchAndOneChangedByteDoesNotAtFullPrecision() {
        let reference = image(10, 10, 200, 100, 50)
        #expect(PixelComparison.compare(reference, reference, precision: 1, perceptualPrecision: 1) == nil)
        var changed = reference
        changed.bytes[0] = 201
        #expect(PixelComparison.compare(reference, changed, precision: 1, perceptualPrecision: 1)
                == "Newly-taken snapshot does not match reference.")
    }

    @Test func precisionCountsDifferingBytesAsUpstreamDoes() {
        let reference = image(10, 10, 200, 100, 50)
        var changed = reference
        for pixel in 0..<5 { changed.bytes[pixel * 4] = 0 }
        // 5 of 400 bytes differ: 98.75 % match.
        #expect(PixelComparison.compare(reference, changed, precision: 0.98, perceptualPrecision: 1) == nil)
        #expect(PixelComparison.compare(reference, changed, precision: 0.99, perceptualPrecision: 1)
                == "Actual image precision 0.9875 is less than required 0.99")
    }

    @Test func perceptualPrecisionForgivesWhatTheEyeCannotSee() {
        let reference = image(10, 10, 120, 120, 120)
        let faint = image(10, 10, 121, 120, 119)
        #expect(PixelComparison.compare(reference, faint, precision: 1, perceptualPrecision: 0.98) == nil)
        let red = image(10, 10, 220, 40, 40)
        let message = PixelComparison.compare(reference, red, precision: 1, perceptualPrecision: 0.98)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0") == true)
        #expect(message?.contains("The lowest perceptual color precision") == true)
    }

    @Test func theDifferenceImageIsWhereThePixelsDifferStretchedToWhite() {
        let reference = image(2, 1, 10, 10, 10)
        var changed = reference
        changed.bytes[4] = 30
        #expect(PixelComparison.difference(reference, changed) == [0, 255])
    }
}

extension Array {
    func repeated(_ count: Int) -> [Element] { Array((0..<count).map { _ in self }.joined()) }
}
