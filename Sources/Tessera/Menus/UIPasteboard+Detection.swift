import Foundation

extension UIPasteboard {
    /// What the clipboard's text may be, found without handing the text to the app.
    public struct DetectionPattern: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Text that looks like a web address.
        public static let probablyWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-url")
        /// Text to search the web for: some words that are not an address.
        public static let probablyWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-search")
        /// A number.
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.number")
    }

    /// Which of `patterns` the first item's text matches; `completionHandler` runs on the main
    /// queue at the next turn, as UIKit's arrives later.
    public func detectPatterns(for patterns: Set<DetectionPattern>,
                               completionHandler: @escaping @MainActor (Result<Set<DetectionPattern>, Error>) -> Void) {
        detectPatterns(for: patterns, inItemSet: nil) { result in
            completionHandler(result.map { $0.first ?? [] })
        }
    }

    /// The patterns each item in `itemSet` (all items when nil) matches, in order.
    public func detectPatterns(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?,
                               completionHandler: @escaping @MainActor (Result<[Set<DetectionPattern>], Error>) -> Void) {
        let found = texts(in: itemSet).map { text in Set(Self.values(in: text).keys).intersection(patterns) }
        MainLoop.shared.performOnNextTurn { completionHandler(.success(found)) }
    }

    /// The values of `patterns` in the first item's text: the URL string, the number as a
    /// `Double`, the search text.
    public func detectValues(for patterns: Set<DetectionPattern>,
                             completionHandler: @escaping @MainActor (Result<[DetectionPattern: Any], Error>) -> Void) {
        detectValues(for: patterns, inItemSet: nil) { result in
            completionHandler(result.map { $0.first ?? [:] })
        }
    }

    public func detectValues(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?,
                             completionHandler: @escaping @MainActor (Result<[[DetectionPattern: Any]], Error>) -> Void) {
        let found = texts(in: itemSet).map { text in Self.values(in: text).filter { patterns.contains($0.key) } }
        MainLoop.shared.performOnNextTurn { completionHandler(.success(found)) }
    }

    /// The items' text (a URL's address counts as text).
    private func texts(in itemSet: IndexSet?) -> [String] {
        let chosen = items.enumerated().filter { itemSet?.contains($0.offset) ?? true }.map(\.element)
        return chosen.map { item in
            (item[PasteboardTypes.text] as? String) ?? (item[PasteboardTypes.url] as? URL)?.absoluteString ?? ""
        }
    }

    /// The patterns `text` matches, with their values.
    static func values(in text: String) -> [DetectionPattern: Any] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [:] }
        var found: [DetectionPattern: Any] = [:]
        if let number = Double(trimmed.replacingOccurrences(of: ",", with: "")) {
            found[.number] = number
        } else if looksLikeWebAddress(trimmed) {
            found[.probablyWebURL] = trimmed
        } else {
            found[.probablyWebSearch] = trimmed
        }
        return found
    }

    /// An http(s) URL, or one word with a dot and a known shape of host (`example.com/path`).
    private static func looksLikeWebAddress(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil { return true }
        let host = text.split(separator: "/", maxSplits: 1).first.map(String.init) ?? text
        let labels = host.split(separator: ".")
        guard labels.count >= 2, let last = labels.last, last.count >= 2, last.allSatisfy(\.isLetter) else { return false }
        return labels.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
    }
}
