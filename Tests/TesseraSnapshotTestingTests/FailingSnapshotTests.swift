import Foundation
import SnapshotTesting
import TesseraCairo
import Testing
import UIKit

/// What a team sees when a screen changes: upstream's messages, the failed image where upstream
/// writes it, and a difference image beside it; and what the precisions forgive.
@MainActor @Suite(.serialized) struct FailingSnapshotTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snapshot-\(UUID().uuidString)")

    /// A card with a title and a coloured badge, 160×60.
    func card(badge: UIColor, badgeX: CGFloat = 110) -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        card.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 10, y: 20, width: 90, height: 20))
        title.text = "Card"
        card.addSubview(title)
        let badgeView = UIView(frame: CGRect(x: badgeX, y: 15, width: 30, height: 30))
        badgeView.backgroundColor = badge
        card.addSubview(badgeView)
        return card
    }

    func verify(_ view: UIView, as strategy: Snapshotting<UIView, UIImage> = .image, record: SnapshotTestingConfiguration.Record = .missing) -> String? {
        verifySnapshot(of: view, as: strategy, named: "card", record: record, snapshotDirectory: directory.path, testName: "card")
    }

    @Test func recordsFirstThenPassesThenFailsWithADifferenceImage() throws {
        let artifacts = directory.appendingPathComponent("artifacts")
        setenv("SNAPSHOT_ARTIFACTS", artifacts.path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let first = verify(card(badge: .systemBlue))
        #expect(first?.hasPrefix("No reference was found on disk. Automatically recorded snapshot") == true)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("card.card.png").path))
        #expect(verify(card(badge: .systemBlue)) == nil, "the same view passes when run again")

        let moved = try #require(verify(card(badge: .systemBlue, badgeX: 112)))
        #expect(moved.contains("Snapshot \"card\" does not match reference."))
        #expect(moved.contains("Newly-taken snapshot does not match reference."))
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("FailingSnapshotTests/card.card.png").path),
                "the failed image where upstream writes it")
        let folder = try #require(moved.components(separatedBy: "Reference, failure and difference images: ").last)
        let difference = try #require(UIImage(contentsOfFile: folder + "/difference.png"))
        #expect(difference.size == CGSize(width: 320, height: 120), "one pixel of difference for each pixel of the view at 2x")
        #expect(FileManager.default.fileExists(atPath: folder + "/reference.png"))
        #expect(FileManager.default.fileExists(atPath: folder + "/failure.png"))
    }

    @Test func theDifferenceImageIsWhiteWhereThePixelsChanged() throws {
        _ = verify(card(badge: .systemBlue))
        let message = try #require(verify(card(badge: .systemRed)))
        let folder = try #require(message.components(separatedBy: "Reference, failure and difference images: ").last)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/difference.png"))
        let pixels = try #require(RGBAImage(png: data))
        // The badge (x 110–140, y 15–45 points, doubled) changed colour; the title did not.
        #expect(pixels.grey(x: 250, y: 60) == 255)
        #expect(pixels.grey(x: 40, y: 60) == 0)
    }

    @Test func precisionsForgiveWhatTheyShould() {
        _ = verify(card(badge: .systemBlue), as: .image(precision: 1, perceptualPrecision: 0.98))
        let slightlyOff = UIColor(red: 0, green: 122 / 255, blue: 254 / 255, alpha: 1)
        #expect(verify(card(badge: slightlyOff), as: .image(precision: 1, perceptualPrecision: 0.98)) == nil,
                "a colour the eye cannot tell apart passes a perceptual precision")
        let red = verify(card(badge: .systemRed), as: .image(precision: 0.99, perceptualPrecision: 0.98))
        #expect(red?.contains("The percentage of pixels that match") == true, "a red badge is about 9% of the card")
        #expect(verify(card(badge: .systemRed), as: .image(precision: 0.85, perceptualPrecision: 0.98)) == nil)
    }

    @Test func aViewOfNoSizeIsReportedAsEmpty() {
        let empty = UIView()
        let message = verify(empty, record: .never)
        #expect(message?.contains("No reference was found on disk") == true)
        _ = verify(card(badge: .systemBlue))
        #expect(verify(empty)?.contains("Newly-taken snapshot@(0.0, 0.0) does not match reference@(160.0, 60.0)") == true
                || verify(empty)?.contains("Newly-taken snapshot is empty.") == true)
    }

    @Test func aCorruptReferenceSaysSoInsteadOfCrashing() throws {
        _ = verify(card(badge: .systemBlue))
        try Data("not a png".utf8).write(to: directory.appendingPathComponent("card.card.png"))
        let message = verify(card(badge: .systemBlue))
        #expect(message?.contains("Reference image could not be loaded.") == true)
    }
}

/// A decoded PNG's pixels, for reading a difference image back.
struct RGBAImage {
    let image: CairoImage

    init?(png: Data) {
        guard let decoded = UIImage(data: png)?.backing as? CairoImage else { return nil }
        image = decoded
    }

    func grey(x: Int, y: Int) -> UInt8 { image.rgba(x: x, y: y).r }
}
