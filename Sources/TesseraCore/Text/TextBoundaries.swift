import Foundation

/// The units of a text a tokenizer talks about, found in its characters: words (runs of letters
/// and digits, with an apostrophe or a hyphen inside), sentences (up to a full stop, a question
/// or an exclamation mark and the spaces after it, or a paragraph's end), paragraphs (between
/// line breaks) and the whole document. A pure engine: no views, no text input.
package enum TextBoundaries {
    package enum Unit: Sendable {
        case character, word, sentence, paragraph, document
    }

    /// The ranges of `unit` in `characters`, in order and not overlapping.
    package static func units(_ unit: Unit, in characters: [Character]) -> [Range<Int>] {
        switch unit {
        case .character: return characters.indices.map { $0..<($0 + 1) }
        case .word: return words(in: characters)
        case .sentence: return sentences(in: characters)
        case .paragraph: return paragraphs(in: characters)
        case .document: return characters.isEmpty ? [] : [0..<characters.count]
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func words(in characters: [Character]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start: Int?
        for (index, character) in characters.enumerated() {
            let joins = (character == "'" || character == "’" || character == "-") && start != nil
                && index + 1 < characters.count && isWordCharacter(characters[index + 1])
            if isWordCharacter(character) || joins {
                if start == nil { start = index }
            } else if let begun = start {
                found.append(begun..<index)
                start = nil
            }
        }
        if let begun = start { found.append(begun..<characters.count) }
        return found
    }

    private static func paragraphs(in characters: [Character]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var start = 0
        for (index, character) in characters.enumerated() where character.isNewline {
            if index > start { found.append(start..<index) }
            start = index + 1
        }
        if characters.count > start { found.append(start..<characters.count) }
        return found
    }

    private static func sentences(in characters: [Character]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for paragraph in paragraphs(in: characters) {
            var start = paragraph.lowerBound
            var index = paragraph.lowerBound
            while index < paragraph.upperBound {
                let ends = ".!?".contains(characters[index])
                index += 1
                guard ends else { continue }
                // Closing quotes and brackets stay with their sentence, then the spaces after it.
                while index < paragraph.upperBound, "\"'”’)]".contains(characters[index]) { index += 1 }
                guard index == paragraph.upperBound || characters[index].isWhitespace else { continue }
                while index < paragraph.upperBound, characters[index].isWhitespace { index += 1 }
                found.append(start..<index)
                start = index
            }
            if start < paragraph.upperBound { found.append(start..<paragraph.upperBound) }
        }
        return found
    }
}
