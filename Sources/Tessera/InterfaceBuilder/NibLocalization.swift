import Foundation

/// A localized storyboard or xib: `Base.lproj/Main.storyboard` beside `fr.lproj/Main.strings`,
/// as Xcode writes them. Each string is keyed by object id and property (`"DLB-00-001.text"`,
/// `"BTN-00-001.normalTitle"`, `"SEG-00-001.segmentTitles[0]"`) and replaces the document's
/// value when the object is made.
enum NibLocalization {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: [String: String]] = [:]
    nonisolated(unsafe) private static var override: [String]?

    /// The languages documents are localized for, most preferred first: a test's choice, else
    /// the app's launch arguments (`-AppleLanguages "(fr, en)"`, as iOS reads them into the
    /// arguments domain; how UI tests launch an app in a language), else the environment's (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`: `fr_FR.UTF-8` is `fr-FR`,
    /// then `fr`), else Foundation's.
    static var preferredLanguages: [String] {
        lock.lock()
        let chosen = override
        lock.unlock()
        if let chosen { return chosen }
        if let languages = argumentLanguages(CommandLine.arguments) { return languages }
        let environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty, value != "C", value != "POSIX" else { continue }
            return value.split(separator: ":").flatMap { languages(from: String($0)) }
        }
        return Locale.preferredLanguages
    }

    /// Sets the languages (nil: the environment's again) and forgets the strings read.
    static func setPreferredLanguages(_ languages: [String]?) {
        lock.lock()
        override = languages
        cache.removeAll()
        lock.unlock()
    }

    /// The value after `-AppleLanguages`: a property-list array (`(fr, en)`) or one language.
    static func argumentLanguages(_ arguments: [String]) -> [String]? {
        guard let index = arguments.firstIndex(of: "-AppleLanguages"), index + 1 < arguments.count else { return nil }
        let value = arguments[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "() "))
        let languages = value.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) }
        let found = languages.filter { !$0.isEmpty }
        return found.isEmpty ? nil : found
    }

    /// `fr_FR.UTF-8` as `fr-FR` and `fr`.
    private static func languages(from locale: String) -> [String] {
        let name = locale.split(separator: ".")[0].replacingOccurrences(of: "_", with: "-")
        let base = String(name.split(separator: "-")[0])
        return name == base ? [base] : [name, base]
    }

    /// The strings for the document at `url` in the most preferred language that has them.
    static func strings(forDocumentAt url: URL) -> [String: String] {
        let name = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent()
        let root = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        for language in preferredLanguages {
            let file = root.appendingPathComponent("\(language).lproj/\(name).strings")
            if let strings = read(file) { return strings }
        }
        return [:]
    }

    /// The strings of a `.strings` file, read once (nil: no such file, or an empty one).
    static func read(_ file: URL) -> [String: String]? {
        lock.lock()
        if let known = cache[file.path] { lock.unlock(); return known.isEmpty ? nil : known }
        lock.unlock()
        var strings: [String: String] = [:]
        if let data = FileManager.default.contents(atPath: file.path) {
            do {
                let list = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                strings = list as? [String: String] ?? [:]
            } catch {
                TesseraDiagnostics.report("\(file.path): the strings cannot be read (\(error.localizedDescription)); the document's own text is used")
            }
        }
        lock.lock()
        cache[file.path] = strings
        lock.unlock()
        return strings.isEmpty ? nil : strings
    }
}
