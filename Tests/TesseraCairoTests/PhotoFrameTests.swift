import Demos
import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraTesting

/// Frames of many photo cells at once: named images decoded once, content rasterized on both
/// cores before compositing, scaled copies and surfaces reused.
@MainActor struct PhotoFrameTests {
    init() { CairoBackend.install() }

    private let names = ["astronaut", "chelsea", "coffee", "rocket", "camera", "coins", "horse", "moon"]

    /// A grid of tiles (photo filling, caption under it), each tile a plain view.
    private func tileScreen(photos: [String]) -> (HeadlessScreen, [UIView], [UIImageView]) {
        DemoPhotos.register()
        let screen = HeadlessScreen(size: CGSize(width: 640, height: 260), scale: 1)
        let controller = UIViewController()
        screen.rootViewController = controller
        controller.view.backgroundColor = .white
        var tiles: [UIView] = [], photoViews: [UIImageView] = []
        for (index, name) in photos.enumerated() {
            let tile = UIView(frame: CGRect(x: 10 + CGFloat(index % 4) * 155, y: 10 + CGFloat(index / 4) * 125, width: 150, height: 120))
            tile.backgroundColor = UIColor(white: 0.9, alpha: 1)
            let photo = UIImageView(frame: CGRect(x: 5, y: 5, width: 140, height: 87.5))
            photo.image = UIImage(named: name)
            photo.contentMode = .scaleAspectFill
            photo.clipsToBounds = true
            let caption = UILabel(frame: CGRect(x: 5, y: 96, width: 140, height: 20))
            caption.text = "\(name) #\(index)"
            tile.addSubview(photo)
            tile.addSubview(caption)
            controller.view.addSubview(tile)
            tiles.append(tile)
            photoViews.append(photo)
        }
        screen.runUntilIdle()
        return (screen, tiles, photoViews)
    }

    /// The pixels of `rect` in `image`, as straight RGBA bytes.
    private func pixels(of image: CairoImage, in rect: CGRect) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = image.rgba(x: x, y: y)
                bytes += [p.r, p.g, p.b, p.a]
            }
        }
        return bytes
    }

    @Test func imagesLoadedByNameShareTheirDecodedPixels() throws {
        DemoPhotos.register()
        let first = try #require(UIImage(named: "coffee"))
        let second = try #require(UIImage(named: "coffee"))
        #expect(first !== second)
        #expect(first.backing === second.backing)
        let file = try #require(UIImage(contentsOfFile: ReferenceImage.fixture("chelsea.png").path))
        let again = try #require(UIImage(contentsOfFile: ReferenceImage.fixture("chelsea.png").path))
        #expect(file.backing !== again.backing, "contentsOfFile: does not cache, as in UIKit")
    }

    @Test func tilesRasterizedTogetherLookAsEachDrawnAlone() throws {
        let (screen, tiles, _) = tileScreen(photos: names)
        let frame = screen.renderImage()
        for tile in tiles {
            // A snapshot draws the tile by itself, on the main thread, with no prepass; its
            // content is drawn again for it.
            tile.subviews.forEach { $0.setNeedsDisplay() }
            let alone = try #require(screen.renderer.snapshot(of: tile) as? CairoImage)
            let inFrame = pixels(of: frame, in: tile.frame)
            let drawnAlone = pixels(of: alone, in: CGRect(origin: .zero, size: tile.frame.size))
            // Compositing at another offset may round a channel differently by a level or two.
            let differing = (0..<inFrame.count).filter { abs(Int(inFrame[$0]) - Int(drawnAlone[$0])) > 2 }.map { $0 / 4 }
            #expect(differing.isEmpty, """
                tile at \(tile.frame): \(differing.count) channels differ when rasterized with the others, \
                first at \(differing.first.map { ($0 % Int(tile.frame.width), $0 / Int(tile.frame.width)) } as Any)
                """)
        }
        // Not a blank frame: the coffee photo's cup is dark red-brown in the middle of its tile.
        let cup = frame.rgba(x: Int(tiles[2].frame.midX), y: Int(tiles[2].frame.minY + 48))
        #expect(cup.r > cup.b)
    }

    @Test func aPhotoViewGivenAnotherImageShowsIt() throws {
        let (screen, tiles, photoViews) = tileScreen(photos: ["camera", "coffee"])
        let before = screen.renderImage()
        let greyPoint = (x: Int(tiles[0].frame.minX + 75), y: Int(tiles[0].frame.minY + 40))
        let grey = before.rgba(x: greyPoint.x, y: greyPoint.y)
        #expect(grey.r == grey.g && grey.g == grey.b, "the camera photo is grey")
        photoViews[0].image = UIImage(named: "coffee")
        screen.runUntilIdle()
        let after = screen.renderImage()
        #expect(pixels(of: after, in: photoViews[0].convert(photoViews[0].bounds, to: nil))
                == pixels(of: after, in: photoViews[1].convert(photoViews[1].bounds, to: nil)),
                "both photo views now show the coffee photo at the same size")
    }

    @Test func aLabelRedrawnAtItsSizeShowsItsNewText() throws {
        let (screen, tiles, _) = tileScreen(photos: ["moon"])
        let caption = try #require(tiles[0].subviews.last as? UILabel)
        let area = caption.convert(caption.bounds, to: nil)
        let first = pixels(of: screen.renderImage(), in: area)
        caption.text = "another caption"
        screen.runUntilIdle()
        let second = pixels(of: screen.renderImage(), in: area)
        caption.text = "moon #0"
        screen.runUntilIdle()
        // The label's surface is drawn over again, not on top of what it showed.
        #expect(first != second)
        #expect(pixels(of: screen.renderImage(), in: area) == first)
    }
}
