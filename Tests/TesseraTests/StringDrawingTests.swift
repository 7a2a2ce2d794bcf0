import Foundation
import Testing
@_spi(Host) @testable import Tessera
import TesseraCairo
import TesseraTesting

/// Measuring and drawing strings with attributes, as apps size badges and draw into images.
@MainActor struct StringDrawingTests {
    @Test func sizesFollowTheFontAndWrapWhenAsked() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let small = "Photo Albums".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let large = "Photo Albums".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        #expect(small.width > 40 && large.width > small.width * 1.8, "twice the font, about twice the width")
        #expect(("Photo Albums" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]) == small)
        let text = "A long caption that does not fit on one line of a narrow cell"
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        let oneLine = text.boundingRect(with: CGSize(width: 120, height: 1_000), options: [], attributes: attributes, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 120, height: 1_000), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(oneLine.height < 25 && oneLine.width > 120, "without .usesLineFragmentOrigin: one line")
        #expect(wrapped.width <= 120 && wrapped.height > oneLine.height * 2.5, "wrapped to the width, several lines")
        let attributed = NSAttributedString(string: "Photo Albums", attributes: [.font: UIFont.systemFont(ofSize: 24)])
        #expect(attributed.size().width.rounded(.up) == large.width)
    }

    @Test func drawingAStringIntoAnImage() throws {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            "Hi".draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        }
        let backing = try #require(image.backing as? CairoImage)
        var redPixels = 0
        for y in 0..<30 {
            for x in 0..<60 {
                let p = backing.rgba(x: x, y: y)
                if p.r > 200 && p.g < 60 && p.a > 200 { redPixels += 1 }
            }
        }
        #expect(redPixels > 40, "the red glyphs are drawn")
    }
}
