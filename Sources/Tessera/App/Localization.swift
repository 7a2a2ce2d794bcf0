import Foundation

/// `NSLocalizedString` as an app means it on Linux: the string for `key` in the table
/// (`Localizable` unless `tableName` says otherwise) of the preferred language's `.lproj`
/// folder, in `bundle` or, when nil, the app's bundles (the main bundle, the resource bundles
/// SwiftPM puts beside the executable, the registered ones). `.strings` files, `.stringsdict`
/// plurals (the format key, which ``TesseraLocalizedStringWithFormat(_:_:)`` fills in) and
/// Xcode's string catalogs (`Localizable.xcstrings`) are read. A key no table has gives `value`,
/// or the key when `value` is empty, as Foundation's does.
///
/// The language is the environment's (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`), as for
/// localized storyboards; Foundation on Linux follows neither it nor SwiftPM's resource
/// bundles, which is why `tessera-port` turns `NSLocalizedString` into this function.
/// - Note: Tessera's own function; its parameters are `NSLocalizedString`'s.
public func TesseraLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle? = nil, value: String = "", comment: String) -> String {
    AppLocalization.string(key, table: tableName ?? "Localizable", bundle: bundle) ?? (value.isEmpty ? key : value)
}

/// Finds localized strings in the app's bundles, in the preferred languages' order.
enum AppLocalization {
    /// `plural` is the number a string catalog's "vary by plural" entry is chosen by.
    static func string(_ key: String, table: String, bundle: Bundle?, plural: Double? = nil) -> String? {
        let languages = NibLocalization.preferredLanguages + ["en", "Base"]
        for root in roots(bundle) {
            for language in languages {
                let folder = root.appendingPathComponent("\(language).lproj")
                if let text = NibLocalization.read(folder.appendingPathComponent("\(table).strings"))?[key] { return text }
                if let format = PluralFormats.format(key, file: folder.appendingPathComponent("\(table).stringsdict"), language: language) {
                    return format
                }
            }
            if let text = StringCatalog.string(key, languages: languages, file: root.appendingPathComponent("\(table).xcstrings"), plural: plural) {
                return text
            }
        }
        return nil
    }

    private static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    /// Right to left when the most preferred language the app is localized for (has a
    /// `.lproj` folder of) is written right to left.
    static func layoutDirection(bundle: Bundle?) -> UIUserInterfaceLayoutDirection {
        let folders = Set(roots(bundle).flatMap { root in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".lproj") }
        })
        for language in NibLocalization.preferredLanguages where folders.contains(language + ".lproj") {
            let base = String(language.split(separator: "-")[0])
            return rightToLeft.contains(base) ? .rightToLeft : .leftToRight
        }
        return .leftToRight
    }

    /// The bundle given, or the app's bundles with the resource bundles inside them.
    private static func roots(_ bundle: Bundle?) -> [URL] {
        let tops = bundle.map { [$0.bundleURL] } ?? NibResources.searchRoots()
        return tops.flatMap { top -> [URL] in
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: top.path)) ?? []
            let inner = entries.sorted().filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.map(top.appendingPathComponent)
            return [top] + inner
        }
    }
}

/// Xcode's string catalog (`.xcstrings`, JSON): each key's string per language
/// (`strings.KEY.localizations.fr.stringUnit.value`), or its plural variants
/// (`….fr.variations.plural.one.stringUnit.value`) chosen by CLDR's rules for the number the
/// string is about; read once.
enum StringCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var catalogs: [String: [String: Any]] = [:]

    static func string(_ key: String, languages: [String], file: URL, plural: Double? = nil) -> String? {
        guard let strings = catalog(file)?["strings"] as? [String: Any] else { return nil }
        guard let entry = strings[key] as? [String: Any] else { return nil }
        let localizations = entry["localizations"] as? [String: Any] ?? [:]
        for language in languages {
            guard let localization = localizations[language] as? [String: Any] else { continue }
            if let value = variant(localization, language: language, plural: plural) { return value }
            if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String { return value }
        }
        return nil
    }

    /// The plural variant for the number, `other` when the category has none.
    private static func variant(_ localization: [String: Any], language: String, plural: Double?) -> String? {
        guard let variants = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] else { return nil }
        let category = PluralRules.category(for: plural ?? 0, language: language)
        let chosen = variants[category] as? [String: Any] ?? variants["other"] as? [String: Any]
        return (chosen?["stringUnit"] as? [String: Any])?["value"] as? String
    }

    private static func catalog(_ file: URL) -> [String: Any]? {
        lock.lock()
        if let known = catalogs[file.path] { lock.unlock(); return known }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let parsed: [String: Any]
        do {
            parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        } catch {
            TesseraDiagnostics.reportOnce("\(file.lastPathComponent): not a string catalog (\(error.localizedDescription)); its strings are not used")
            parsed = [:]
        }
        lock.lock()
        catalogs[file.path] = parsed
        lock.unlock()
        return parsed
    }
}
