import Foundation
import Testing
@testable import Tessera

/// `TesseraLocalizedString` over the test bundle's en.lproj and fr.lproj `Localizable.strings`
/// and its `Menu.xcstrings` string catalog, in the language the environment or a test chooses.
@MainActor struct LocalizationTests {
    @Test func theStringsOfThePreferredLanguage() {
        defer { NibLocalization.setPreferredLanguages(nil) }
        NibLocalization.setPreferredLanguages(["fr-FR", "fr"])
        #expect(TesseraLocalizedString("Albums", bundle: .module, comment: "") == "Albums photo")
        #expect(TesseraLocalizedString("Add", bundle: .module, comment: "") == "Ajouter une photo")
        NibLocalization.setPreferredLanguages(["en"])
        #expect(TesseraLocalizedString("Albums", bundle: .module, comment: "") == "Photo Albums")
    }

    @Test func aLanguageWithoutTheStringsFallsBackToEnglish() {
        defer { NibLocalization.setPreferredLanguages(nil) }
        NibLocalization.setPreferredLanguages(["de"])
        #expect(TesseraLocalizedString("Albums", bundle: .module, comment: "") == "Photo Albums")
    }

    @Test func aStringCatalog() {
        defer { NibLocalization.setPreferredLanguages(nil) }
        NibLocalization.setPreferredLanguages(["fr"])
        #expect(TesseraLocalizedString("Open", tableName: "Menu", bundle: .module, comment: "") == "Ouvrir")
    }

    @Test func aMissingKeyGivesItsValueOrTheKey() {
        #expect(TesseraLocalizedString("No such key", bundle: .module, comment: "") == "No such key")
        #expect(TesseraLocalizedString("No such key", bundle: .module, value: "Fallback", comment: "") == "Fallback")
    }
}
