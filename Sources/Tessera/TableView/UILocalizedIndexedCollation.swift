import Foundation

/// Sorts objects into sections by the first letter of a string of theirs, with the titles a
/// table's section index shows: A to Z, then # for everything else (digits, symbols, scripts
/// without Latin letters). Accents are ignored (É is in E) and case does not matter.
/// - Note: UIKit collates by the current language; Tessera has the Latin alphabet's collation.
@preconcurrency @MainActor open class UILocalizedIndexedCollation: NSObject {
    private static let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    /// The collation for the current language.
    open class func current() -> Self { self.init() }

    public required override init() { super.init() }

    /// The sections' titles: A to Z, then #.
    open var sectionTitles: [String] { Self.letters + ["#"] }

    /// The titles for a table's section index (the same as the section titles).
    open var sectionIndexTitles: [String] { sectionTitles }

    /// The section a section-index title leads to (its position; out of range: the nearest).
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        min(max(0, indexTitleIndex), sectionTitles.count - 1)
    }

    /// The section of `object`, by the string its `selector` names (a property, read by
    /// key-value coding or reflection; a string is its own).
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int {
        let key = Self.string(of: object, selector)
        let folded = key.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).uppercased()
        guard let first = folded.first.map(String.init), let index = Self.letters.firstIndex(of: first) else { return Self.letters.count }
        return index
    }

    /// `array` sorted by the strings `selector` names, ignoring case and accents.
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] {
        let keyed = array.map { (Self.string(of: $0, selector), $0) }
        return keyed.sorted { $0.0.compare($1.0, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedAscending }.map(\.1)
    }

    private static func string(of object: Any, _ selector: Selector) -> String {
        if let string = object as? String { return string }
        if let codable = object as? KeyValueCodable, let value = codable.value(forKey: selector.name) as? String { return value }
        let child = Mirror(reflecting: object).children.first { $0.label == selector.name }
        return (child?.value as? String) ?? String(describing: object)
    }
}
