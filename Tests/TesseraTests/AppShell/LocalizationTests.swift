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

/// `String(localized:)` with interpolation as ported: the key Xcode extracts (`%lld`, `%@`,
/// `%lf`), its translation, the values filled in; a string catalog's plural variants.
@MainActor struct InterpolatedLocalizationTests {
    private func inLanguage(_ language: String, _ body: () -> String) -> String {
        NibLocalization.setPreferredLanguages([language])
        defer { NibLocalization.setPreferredLanguages(nil) }
        return body()
    }

    @Test func theKeyIsXcodesFormat() {
        let count = 3
        let name = "Ada"
        let share = 0.5
        let value: TesseraLocalizationValue = "\(count) of \(name) at \(share) — 100%"
        #expect(value.key == "%lld of %@ at %lf — 100%%")
    }

    @Test func aTranslatedKeyFilledIn() {
        let name = "Ada"
        #expect(inLanguage("fr") { TesseraLocalizedString(localized: "Welcome, \(name)!", table: "Menu", bundle: .module) } == "Bienvenue, Ada !")
        #expect(inLanguage("de") { TesseraLocalizedString(localized: "Welcome, \(name)!", table: "Menu", bundle: .module) } == "Welcome, Ada!")
    }

    @Test func aStringCatalogsPluralVariants() {
        func photos(_ count: Int, _ language: String) -> String {
            inLanguage(language) { TesseraLocalizedString(localized: "\(count) photos", table: "Menu", bundle: .module) }
        }
        #expect(photos(1, "en") == "1 photo")
        #expect(photos(4, "en") == "4 photos")
        #expect(photos(0, "fr") == "0 photo")
        #expect(photos(21, "ru") == "21 фотография")
        #expect(photos(3, "ru") == "3 фотографии")
        #expect(photos(11, "ru") == "11 фотографий")
    }

    @Test func aPercentSignAndADouble() {
        let done = 42.0
        #expect(inLanguage("fr") { TesseraLocalizedString(localized: "\(done)% done", table: "Menu", bundle: .module) } == "42 % fait")
    }

    @Test func anUntranslatedKeyGivesItsOwnTextFilledIn() {
        let count = 7
        #expect(TesseraLocalizedString(localized: "\(count) new items in 100% of \("cases")", bundle: .module) == "7 new items in 100% of cases")
    }
}
