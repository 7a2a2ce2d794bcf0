import Foundation
import Testing
@_spi(Host) @testable import Tessera
import TesseraCairo
import TesseraTesting

/// Offscreen drawing into images: UIGraphicsImageRenderer and the image-context functions, as
/// apps make thumbnails, badges and placeholder images.
@MainActor struct ImageRendererTests {
    @Test func aRendererDrawsWhatItsActionsDraw() throws {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 2)
        defer { withExtendedLifetime(screen) {} }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        var midway: UIImage?
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            midway = context.currentImage
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 20, height: 20)).fill()
        }
        #expect(image.size == CGSize(width: 40, height: 20) && image.scale == 2, "points, at the screen's scale")
        let red = try #require(image.pixel(10, 20))
        #expect(red.r == 255 && red.g == 0 && red.b == 0)
        let blue = try #require(image.pixel(60, 20))
        #expect(blue.b == 255 && blue.r == 0)
        let corner = try #require(image.pixel(41, 1))
        #expect(corner.a == 0, "outside the oval: transparent")
        let before = try #require(midway.flatMap { $0.pixel(60, 20) })
        #expect(before.a == 0, "currentImage: the oval was not drawn yet")
        #expect(renderer.pngData { _ in }.starts(with: [0x89, 0x50, 0x4E, 0x47]), "PNG bytes")
    }

    @Test func theImageContextFunctions() throws {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        let green = try #require(image.pixel(5, 5))
        #expect(green.g == 255 && green.r == 0)
    }

    @Test func aSizeThatIsNotOneIsReported() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let image = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 10)).image { _ in UIRectFill(.zero) }
        #expect(image.size == .zero)
        #expect(messages.all.contains { $0.contains("nan") && $0.contains("not a positive, finite size") })
    }
}
