import Foundation

/// `.stringsdict` plurals: a key's `NSStringLocalizedFormatKey` (`"%#@photos@"`) with, for each
/// variable, its variants by plural category (`one`, `other`, …) in the language's rules.
/// `TesseraLocalizedString` returns the format key and remembers its variables here, by the
/// format's text; `TesseraLocalizedStringWithFormat` then picks each variable's variant for its
/// argument, as Foundation does with the configuration it attaches on Apple's platforms.
enum PluralFormats {
    struct Entry {
        let language: String
        /// Each variable's value type (`d`) and variants by category.
        let variables: [String: (type: String, variants: [String: String])]
    }

    nonisolated(unsafe) private static var entries: [String: Entry] = [:]
    private static let lock = NSLock()

    /// The key's format in `table.stringsdict` of the language's folder, remembered with its variables.
    static func format(_ key: String, file: URL, language: String) -> String? {
        guard let plist = table(file), let entry = plist[key] as? [String: Any],
              let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var variables: [String: (type: String, variants: [String: String])] = [:]
        for (name, value) in entry {
            guard let rule = value as? [String: Any], rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
            let variants = rule.compactMapValues { $0 as? String }.filter { ["zero", "one", "two", "few", "many", "other"].contains($0.key) }
            variables[name] = (rule["NSStringFormatValueTypeKey"] as? String ?? "d", variants)
        }
        lock.lock()
        entries[format] = Entry(language: language, variables: variables)
        lock.unlock()
        return format
    }

    nonisolated(unsafe) private static var tables: [String: [String: Any]] = [:]

    /// A `.stringsdict` file's dictionary, read once (an empty one when there is no such file).
    private static func table(_ file: URL) -> [String: Any]? {
        lock.lock()
        if let known = tables[file.path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        var read: [String: Any] = [:]
        if let data = FileManager.default.contents(atPath: file.path) {
            do {
                read = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
            } catch {
                TesseraDiagnostics.reportOnce("\(file.lastPathComponent): the plurals cannot be read (\(error.localizedDescription))")
            }
        }
        lock.lock()
        tables[file.path] = read
        lock.unlock()
        return read
    }

    static func entry(for format: String) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[format]
    }

    /// The format with each `%#@variable@` replaced by its variant for the argument it stands
    /// at, every directive made positional so the variants' own `%d` take that argument.
    static func resolve(_ format: String, entry: Entry, arguments: [CVarArg]) -> String {
        var result = ""
        var index = 0
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.hasPrefix("%") {
                result += "%%"
                rest = rest.dropFirst()
                continue
            }
            index += 1
            if rest.hasPrefix("#@"), let end = rest.dropFirst(2).firstIndex(of: "@") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
                rest = rest[rest.index(after: end)...]
                let count = number(arguments, at: index - 1)
                let variable = entry.variables[name]
                let category = PluralRules.category(for: count, language: entry.language)
                let variant = variable?.variants[category] ?? variable?.variants["other"] ?? ""
                result += positional(variant, argument: index)
            } else {
                // An ordinary directive: up to its conversion letter.
                guard let letter = rest.firstIndex(where: { $0.isLetter && !"lhqLjzt".contains($0) }) ?? rest.indices.last else { break }
                result += "%\(index)$" + rest[...letter]
                rest = rest[rest.index(after: letter)...]
            }
        }
        return result + rest
    }

    /// `%d` (and `%@`…) in a variant as the argument at `argument` (1-based).
    private static func positional(_ variant: String, argument: Int) -> String {
        variant.replacingOccurrences(of: "%(?![%0-9]+\\$)", with: "%\(argument)$", options: .regularExpression)
            .replacingOccurrences(of: "%\(argument)$%", with: "%%")
    }

    static func number(_ arguments: [CVarArg], at index: Int) -> Double {
        guard index < arguments.count else { return 0 }
        switch arguments[index] {
        case let value as Int: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as UInt: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as UInt64: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return 0
        }
    }
}

/// CLDR's cardinal plural categories for whole numbers, for the languages apps commonly ship.
enum PluralRules {
    static func category(for number: Double, language: String) -> String {
        let n = abs(number)
        let i = Int(n)
        let whole = n == n.rounded()
        switch String(language.split(separator: "-")[0]) {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "tr":
            return "other"
        case "fr", "pt":
            return whole && i <= 1 ? "one" : "other"
        case "ru", "uk", "be":
            guard whole else { return "other" }
            if i % 10 == 1 && i % 100 != 11 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "pl":
            guard whole else { return "other" }
            if i == 1 { return "one" }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return "few" }
            return "many"
        case "cs", "sk":
            guard whole else { return "many" }
            return i == 1 ? "one" : (2...4).contains(i) ? "few" : "other"
        case "ar":
            guard whole else { return "other" }
            if i == 0 { return "zero" }
            if i == 1 { return "one" }
            if i == 2 { return "two" }
            if (3...10).contains(i % 100) { return "few" }
            if (11...99).contains(i % 100) { return "many" }
            return "other"
        case "he":
            guard whole else { return "other" }
            return i == 1 ? "one" : i == 2 ? "two" : "other"
        default:
            return whole && i == 1 ? "one" : "other"
        }
    }
}

/// `String.localizedStringWithFormat` as an app means it on Linux: a format that
/// ``TesseraLocalizedString(_:tableName:bundle:value:comment:)`` took from a `.stringsdict` gets
/// each variable's variant for its argument (plural categories in CLDR's rules for the
/// language); any other format is `String(format:)`'s.
/// - Note: Tessera's own function; `tessera-port` writes it for `String.localizedStringWithFormat`.
public func TesseraLocalizedStringWithFormat(_ format: String, _ arguments: CVarArg...) -> String {
    PluralFormats.fill(format, arguments)
}

extension PluralFormats {
    /// The format filled in with the arguments, a `.stringsdict` format's variables first.
    static func fill(_ format: String, _ arguments: [CVarArg]) -> String {
        guard let entry = entry(for: format) else { return String(format: format, arguments: arguments) }
        return String(format: resolve(format, entry: entry, arguments: arguments), arguments: arguments)
    }
}
