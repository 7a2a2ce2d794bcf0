import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The paste control, image assets that follow traits, and the indexed collation of a list.
@MainActor struct PasteAssetCollationTests {
    final class Note: UIView, UIPasteConfigurationSupporting {
        var pasteConfiguration: UIPasteConfiguration? = UIPasteConfiguration(forAccepting: String.self)
        var pasted: [String] = []
        final class Loaded: @unchecked Sendable { var text: String? }
        /// Loads each text (UIKit answers on a background queue), waiting for it here.
        func paste(itemProviders: [NSItemProvider]) {
            for provider in itemProviders {
                let loaded = Loaded()
                let done = DispatchSemaphore(value: 0)
                _ = provider.loadObject(ofClass: String.self) { text, _ in
                    loaded.text = text
                    done.signal()
                }
                done.wait()
                if let text = loaded.text { pasted.append(text) }
            }
        }
    }

    @Test func thePasteControlIsEnabledForWhatItsTargetTakesAndPastesIt() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let note = Note(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let paste = UIPasteControl(configuration: UIPasteControl.Configuration())
        paste.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        screen.window.addSubview(note)
        screen.window.addSubview(paste)
        UIPasteboard.general.image = UIImage(systemName: "star")
        paste.target = note
        screen.runUntilIdle()
        #expect(!paste.isEnabled, "an image on the clipboard: the note takes only text")
        UIPasteboard.general.string = "Buy milk"
        paste.setNeedsLayout()
        screen.runUntilIdle()
        #expect(paste.isEnabled)
        #expect(screen.frameOfText("Paste") != nil, "the control reads Paste")
        screen.tap(at: CGPoint(x: 80, y: 42))
        screen.runUntilIdle()
        #expect(note.pasted == ["Buy milk"])
        #expect(UIPasteboard.general.itemProviders.count == 1)
    }

    @Test func anImageAssetGivesTheVersionForTheTraits() {
        let asset = UIImageAsset()
        let light = UIImage(systemName: "heart")!
        let dark = UIImage(systemName: "circle")!
        let plain = UIImage(systemName: "star")!
        asset.register(plain, with: UITraitCollection())
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === light)
        #expect(asset.image(with: UITraitCollection(horizontalSizeClass: .compact)) === plain, "no style: the version for no traits")
        #expect(light.imageAsset === asset)
        let view = UIImageView(image: light)
        view.overrideUserInterfaceStyle = .dark
        #expect(light.resolved(for: view.traitCollection) === dark, "an image view in dark shows the dark version")
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === plain)
    }

    @Test func theCollationSortsIntoLetterSections() {
        struct Person { let name: String }
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles.count == 27 && collation.sectionTitles.first == "A" && collation.sectionTitles.last == "#")
        let people = ["Émile", "bob", "Alice", "42 Club", "Zoë", "Ωmega"].map(Person.init)
        let sections = people.map { collation.section(for: $0, collationStringSelector: Selector("name")) }
        #expect(sections == [4, 1, 0, 26, 25, 26], "accents and case ignored; digits and other scripts under #")
        let sorted = collation.sortedArray(from: people, collationStringSelector: Selector("name")).compactMap { ($0 as? Person)?.name }
        #expect(sorted == ["42 Club", "Alice", "bob", "Émile", "Zoë", "Ωmega"])
        #expect(collation.section(forSectionIndexTitle: 99) == 26)
    }
}

/// What the share sheet shares: item providers made when an activity is chosen, and
/// configurations of items.
@MainActor struct ActivityItemsTests {
    final class ReportProvider: UIActivityItemProvider, @unchecked Sendable {
        var askedFor: [UIActivity.ActivityType?] = []
        override var item: Any {
            askedFor.append(activityType)
            return "Report for \(activityType?.rawValue ?? "none")"
        }
    }

    @Test func aProviderIsAskedForItsItemWithTheChosenActivity() {
        let provider = ReportProvider(placeholderItem: "Report")
        let sheet = UIActivityViewController(activityItems: [provider], applicationActivities: nil)
        #expect(provider.activityViewControllerPlaceholderItem(sheet) as? String == "Report")
        let items = sheet.items(for: .copyToPasteboard)
        #expect(items.first as? String == "Report for \(UIActivity.ActivityType.copyToPasteboard.rawValue)")
        #expect(provider.askedFor == [.copyToPasteboard] && provider.activityType == nil, "the type is set only while the item is made")
    }

    @Test func aConfigurationSharesItsItemsAndSaysWhatItSupports() {
        let configuration = UIActivityItemsConfiguration(objects: ["Hello" as NSString])
        configuration.metadataProvider = { key in key == .title ? "Greeting" : nil }
        configuration.supportedInteractions = [.share]
        #expect(configuration.activityItemsConfigurationMetadata(key: .title) as? String == "Greeting")
        #expect(!configuration.activityItemsConfigurationSupports(interaction: .copy))
        let sheet = UIActivityViewController(activityItemsConfiguration: configuration)
        #expect(sheet.activityItems.first as? String == "Hello")
        #expect(!sheet.offered.contains { $0.activityType == .copyToPasteboard }, "no Copy: the configuration does not support copying")
    }
}

/// What an image tells about how it was made.
@MainActor struct ImageTraitsTests {
    @Test func anImageKnowsItsScaleConfigurationAndFormat() {
        // Offscreen images are drawn at the screen's scale (see UIGraphicsImageRendererFormat).
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 2)
        defer { withExtendedLifetime(screen) {} }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 3
            return format
        }())
        let image = renderer.image { _ in }
        #expect(image.scale == 2 && image.traitCollection.displayScale == 2)
        #expect(image.imageRendererFormat.scale == 2)
        #expect(image.configuration == nil)
        let symbol = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))
        #expect(symbol?.configuration?.pointSize == 30)
    }
}
