import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Base.lproj/Greeting.storyboard with fr.lproj/Greeting.strings, as Xcode localizes a storyboard.
@MainActor @Suite(.serialized) struct LocalizedDocumentTests {
    private func greeting() throws -> UIViewController {
        let controller = try #require(UIStoryboard(name: "Greeting", bundle: .module).instantiateInitialViewController())
        controller.loadViewIfNeeded()
        return controller
    }

    private func views<View: UIView>(_ type: View.Type, in controller: UIViewController) -> [View] {
        controller.view.subviews.compactMap { $0 as? View }
    }

    @Test func theBaseDocumentShowsItsOwnText() throws {
        NibLocalization.setPreferredLanguages(["en"])
        defer { NibLocalization.setPreferredLanguages(nil) }
        let controller = try greeting()
        #expect(controller.title == "Welcome")
        #expect(views(UILabel.self, in: controller).first?.text == "Hello")
        #expect(views(UIButton.self, in: controller).first?.title(for: .normal) == "Close")
    }

    @Test func aLanguagesStringsReplaceTheDocumentsText() throws {
        NibLocalization.setPreferredLanguages(["fr-CA", "fr"])
        defer { NibLocalization.setPreferredLanguages(nil) }
        let controller = try greeting()
        #expect(controller.title == "Bienvenue")
        #expect(views(UILabel.self, in: controller).first?.text == "Bonjour")
        #expect(views(UIButton.self, in: controller).first?.title(for: .normal) == "Fermer")
        let segments = try #require(views(UISegmentedControl.self, in: controller).first)
        #expect(segments.titleForSegment(at: 0) == "Day" && segments.titleForSegment(at: 1) == "Nuit", "a string not given keeps the document's")
    }
}
