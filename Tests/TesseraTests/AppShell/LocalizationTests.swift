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

/// `.stringsdict` plurals in English, French (0 and 1 are "one") and Russian (one, few, many).
@MainActor struct PluralTests {
    private func photos(_ count: Int, _ language: String) -> String {
        NibLocalization.setPreferredLanguages([language])
        defer { NibLocalization.setPreferredLanguages(nil) }
        let format = TesseraLocalizedString("%d photos in %@", bundle: .module, comment: "")
        return TesseraLocalizedStringWithFormat(format, count, "Space")
    }

    @Test func eachLanguageItsPluralRules() {
        #expect(photos(1, "en") == "1 photo in Space")
        #expect(photos(0, "en") == "0 photos in Space")
        #expect(photos(5, "en") == "5 photos in Space")
        #expect(photos(0, "fr") == "0 photo in Space", "French counts zero as one")
        #expect(photos(21, "ru") == "21 фотография in Space")
        #expect(photos(3, "ru") == "3 фотографии in Space")
        #expect(photos(11, "ru") == "11 фотографий in Space")
    }

    @Test func anOrdinaryFormatIsStringFormats() {
        #expect(TesseraLocalizedStringWithFormat("%d of %@", 3, "5") == "3 of 5")
    }
}
