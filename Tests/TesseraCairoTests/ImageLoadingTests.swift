import Demos
import Foundation
import Testing
import Tessera
import TesseraCairo

@MainActor struct ImageLoadingTests {
    init() { CairoBackend.install() }

    @Test func namedPhotosLoadWithTheirPixelSize() throws {
        DemoPhotos.register()
        let chelsea = try #require(UIImage(named: "chelsea"))
        #expect(chelsea.size == CGSize(width: 451, height: 300))
        #expect(chelsea.scale == 1)
        let rocket = try #require(UIImage(named: "rocket"))
        #expect(rocket.size == CGSize(width: 640, height: 427))
        let grey = try #require(UIImage(named: "camera"))
        #expect(grey.size == CGSize(width: 512, height: 512))
    }

    @Test func decodedPixelsAreThePhoto() throws {
        let jpeg = try #require(UIImage(contentsOfFile: ReferenceImage.fixture("rocket.jpg").path))
        let backing = try #require(jpeg.backing as? CairoImage)
        let corner = backing.rgba(x: 0, y: 0)
        #expect(corner.a == 255)
        // The rocket photo's sky at the top-left is blue.
        #expect(corner.b > corner.r)
        let png = try #require(UIImage(data: try Data(contentsOf: ReferenceImage.fixture("chelsea.png"))))
        #expect(png.size == CGSize(width: 451, height: 300))
        #expect((png.backing as! CairoImage).rgba(x: 225, y: 150).a == 255)
    }

    @Test func twoXFilesHaveScaleTwo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("cat@2x.png")
        try FileManager.default.copyItem(at: ReferenceImage.fixture("chelsea.png"), to: path)
        let image = try #require(UIImage(contentsOfFile: path.path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 225.5, height: 150))
        let bundle = try #require(Bundle(path: directory.path))
        let named = try #require(UIImage(named: "cat", in: bundle))
        #expect(named.scale == 2)
    }

    @Test func aTruncatedJPEGGivesNilAndSaysWhy() throws {
        let path = ReferenceImage.fixture("truncated.jpg").path
        var image: UIImage?
        let messages = MessageLog.capture { image = UIImage(contentsOfFile: path) }
        #expect(image == nil)
        #expect(messages.count == 1)
        #expect(messages[0].contains(path))
        // The file stops after 400 bytes, inside its Huffman tables; libjpeg-turbo says so.
        #expect(messages[0].contains("corrupt JPEG (400 bytes)"))
        #expect(messages[0].contains("Huffman table"))
    }

    @Test func aTruncatedPNGGivesNilAndSaysWhy() throws {
        let data = try Data(contentsOf: ReferenceImage.fixture("chelsea.png")).prefix(2000)
        var image: UIImage?
        let messages = MessageLog.capture { image = UIImage(data: Data(data)) }
        #expect(image == nil)
        #expect(messages.first?.contains("corrupt PNG (2000 bytes)") == true)
    }

    @Test func bytesThatAreNoImageGiveNilAndSayWhy() {
        var image: UIImage?
        let messages = MessageLog.capture { image = UIImage(data: Data("hello".utf8)) }
        #expect(image == nil)
        #expect(messages == ["UIImage: cannot decode 5 bytes of data: not a PNG or JPEG file (5 bytes, starting 68 65 6C 6C 6F)"])
        let missing = MessageLog.capture { image = UIImage(named: "no-such-photo") }
        #expect(image == nil)
        #expect(missing.first?.contains("UIImage(named: \"no-such-photo\"): no such image") == true)
    }

    /// A header that claims 30,000 × 30,000 pixels (900 megapixels, 3.6 GB decoded) is refused
    /// at once, naming the size, whatever the file is.
    @Test func hugeClaimedSizesAreRefusedBeforeDecoding() throws {
        var jpeg = [UInt8](try Data(contentsOf: ReferenceImage.fixture("rocket.jpg")))
        let frame = try #require((0..<jpeg.count - 9).first { jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2) })
        for offset in [5, 7] { jpeg[frame + offset] = 0x75; jpeg[frame + offset + 1] = 0x30 }   // 30,000 high and wide
        var png = [UInt8](try Data(contentsOf: ReferenceImage.fixture("chelsea.png")))
        for offset in [16, 20] { png[offset..<offset + 4] = [0, 0, 0x75, 0x30] }
        for (bytes, kind) in [(jpeg, "JPEG"), (png, "PNG")] {
            var image: UIImage?
            let started = Date()
            let messages = MessageLog.capture { image = UIImage(data: Data(bytes)) }
            #expect(image == nil)
            #expect(messages.first?.contains("\(kind) of 30000×30000 pixels (900 megapixels) is larger than the 100-megapixel limit") == true)
            #expect(Date().timeIntervalSince(started) < 2, "refused from the header, not after decoding")
        }
    }
}
