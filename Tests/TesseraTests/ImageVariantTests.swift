import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting
import TesseraCairo

@MainActor struct ImageVariantTests {
    /// A 30 × 30 image: a red 10-point frame around a blue middle.
    private func framedSquare() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
    }

    private func colour(_ image: CairoImage, _ x: Int, _ y: Int) -> String {
        let p = image.rgba(x: x, y: y)
        if p.r > 200, p.b < 120 { return "red" }
        if p.b > 200, p.r < 120 { return "blue" }
        return "other"
    }

    @Test func aResizableImageKeepsItsCapsAsItStretches() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let bubble = framedSquare().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        #expect(bubble.capInsets == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) && bubble.resizingMode == .stretch)
        let view = UIImageView(image: bubble)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let image = screen.renderImage()
        #expect(colour(image, 5, 50) == "red", "the left cap stays 10 points wide")
        #expect(colour(image, 15, 50) == "blue", "the middle stretched from 10 points in")
        #expect(colour(image, 185, 50) == "blue" && colour(image, 195, 50) == "red")
        #expect(colour(image, 100, 5) == "red" && colour(image, 100, 95) == "red")
        let old = framedSquare().stretchableImage(withLeftCapWidth: 10, topCapHeight: 10)
        #expect(old.leftCapWidth == 10 && old.topCapHeight == 10 && old.capInsets.right == 19)
    }

    @Test func aMirroredImageDrawsFlippedAndAnRTLImageFlipsInRightToLeftLayouts() {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 20), scale: 1)
        let half = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
        let plain = UIImageView(image: half)
        let mirrored = UIImageView(image: half.withHorizontallyFlippedOrientation())
        mirrored.frame.origin = CGPoint(x: 20, y: 0)
        screen.window.addSubview(plain)
        screen.window.addSubview(mirrored)
        screen.runUntilIdle()
        let image = screen.renderImage()
        #expect(colour(image, 5, 5) == "red" && colour(image, 25, 5) == "blue")
        #expect(half.withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        let arrow = half.imageFlippedForRightToLeftLayoutDirection()
        #expect(arrow.flipsForRightToLeftLayoutDirection && !half.flipsForRightToLeftLayoutDirection)
    }

    @Test func anImageViewPlaysItsFramesOnTheClock() {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let blue = UIImage(systemName: "star")!
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 40), scale: 1)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = [red, blue]
        view.animationDuration = 1
        view.animationRepeatCount = 1
        screen.window.addSubview(view)
        view.startAnimating()
        #expect(view.isAnimating && view.frames.current === red)
        screen.advance(by: 0.6)
        #expect(view.frames.current === blue)
        screen.advance(by: 0.6)
        #expect(!view.isAnimating, "one pass, then it stops")
        let animated = UIImage.animatedImage(with: [red, blue], duration: 2)
        #expect(animated?.images?.count == 2 && animated?.duration == 2)
        view.image = animated
        #expect(view.isAnimating, "an animated image plays when shown")
    }

    @Test func variantsThumbnailsAndStandardSymbols() {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 40), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let image = framedSquare()
        let aligned = image.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).withBaselineOffset(fromBottom: 5)
        #expect(aligned.alignmentRectInsets.right == 4 && aligned.hasBaseline && aligned.baselineOffsetFromBottom == 5)
        #expect(!aligned.imageWithoutBaseline().hasBaseline)
        let thumbnail = image.preparingThumbnail(of: CGSize(width: 15, height: 100))
        #expect(thumbnail?.size == CGSize(width: 15, height: 15))
        #expect(image.preparingThumbnail(of: .zero) == nil)
        #expect(UIImage.checkmarkImage.size != .zero && UIImage.addImage.size != .zero)
        let badInsets = image.resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        #expect(badInsets.capInsets == .zero, "refused, with a message")
    }
}
