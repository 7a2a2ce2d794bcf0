import Foundation

/// A text as an editor keeps it: UTF-8 in chunks of about two kilobytes, each knowing how many
/// characters (grapheme clusters) and UTF-16 units it holds.
///
/// An edit rebuilds only the chunks it touches and the running totals (one number per chunk),
/// so typing in ten megabytes costs a couple of kilobytes of copying; the text takes about its
/// UTF-8 size in memory, where an array of `Character`s took sixteen bytes a character.
/// Chunks end between characters, so counting characters chunk by chunk agrees with `String`:
/// a cut is made between two ASCII bytes (always a character boundary, except CR LF) or, in
/// text without such pairs, after whole characters; an edit that would make two chunks'
/// neighbouring characters one (an accent typed at a chunk's start, a flag's second half)
/// counts them again together. (A text made only of flags is therefore counted whole at
/// each edit: correct, and slower.)
package struct TextStorage: Sendable {
    struct Chunk: Sendable {
        var text: String
        var characters: Int
        var utf16: Int
        /// One byte a character and a UTF-16 unit (ASCII without carriage returns): offsets
        /// within it are byte offsets.
        var isSimple: Bool { characters == text.utf8.count }
    }

    private var chunks: [Chunk] = []
    /// Where each chunk starts, in characters and in UTF-16 units; one more entry, the ends.
    private var characterStarts: [Int] = [0]
    private var utf16Starts: [Int] = [0]

    /// About how many bytes a chunk holds (a chunk made by cutting holds up to twice that).
    static let chunkSize = 2048

    package init(_ text: String = "") {
        chunks = Self.chunks(of: text)
        index()
    }

    package var count: Int { characterStarts[characterStarts.count - 1] }
    package var utf16Count: Int { utf16Starts[utf16Starts.count - 1] }
    package var isEmpty: Bool { count == 0 }
    var chunkCount: Int { chunks.count }
    /// Where chunks start, in characters (for tests that edit at the seams).
    var chunkStarts: ArraySlice<Int> { characterStarts.dropLast() }

    /// The whole text (a copy of its bytes).
    package var string: String {
        var whole = String()
        whole.reserveCapacity(chunks.reduce(0) { $0 + $1.text.utf8.count })
        for chunk in chunks { whole += chunk.text }
        return whole
    }

    // MARK: Reading

    /// The characters in `range` (clamped to the text).
    package func text(in range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return "" }
        let (first, lower) = locate(range.lowerBound)
        let (last, upper) = locate(range.upperBound, preferringEnd: true)
        if first == last { return String(chunks[first].text[lower..<upper]) }
        var result = String(chunks[first].text[lower...])
        for chunk in chunks[(first + 1)..<last] { result += chunk.text }
        result += chunks[last].text[..<upper]
        return result
    }

    package func character(at offset: Int) -> Character {
        precondition(offset >= 0 && offset < count, "character \(offset) is outside a text of \(count)")
        let (chunk, index) = locate(offset)
        return chunks[chunk].text[index]
    }

    /// Where character `offset` starts, in UTF-16 units.
    package func utf16Offset(ofCharacter offset: Int) -> Int {
        let offset = min(max(0, offset), count)
        guard offset > 0 else { return 0 }
        let (chunk, index) = locate(offset, preferringEnd: true)
        let text = chunks[chunk].text
        let within = chunks[chunk].isSimple ? offset - characterStarts[chunk] : text.utf16.distance(from: text.startIndex, to: index)
        return utf16Starts[chunk] + within
    }

    /// The first character boundary at or after UTF-16 offset `utf16` (a position inside a
    /// character moves to the next one), as a character offset.
    package func characterOffset(ofUTF16 utf16: Int) -> Int {
        guard utf16 > 0 else { return 0 }
        guard utf16 < utf16Count else { return count }
        let chunk = Self.last(in: utf16Starts, atMost: utf16, below: chunks.count)
        var remaining = utf16 - utf16Starts[chunk]
        var offset = characterStarts[chunk]
        if chunks[chunk].isSimple { return offset + remaining }
        for character in chunks[chunk].text where remaining > 0 {
            remaining -= character.utf16.count
            offset += 1
        }
        return offset
    }

    /// The lengths, in characters, of the stretches of `range` between line breaks (a line
    /// feed, or a carriage return and line feed): always one more than the breaks in it.
    package func paragraphLengths(in range: Range<Int>) -> [Int] {
        let range = range.clamped(to: 0..<count)
        var lengths: [Int] = []
        var current = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            let (chunk, start) = locate(offset)
            let end = min(range.upperBound, characterStarts[chunk + 1])
            if chunks[chunk].isSimple {
                Self.scanSimple(chunks[chunk].text, from: offset - characterStarts[chunk], count: end - offset, into: &lengths, current: &current)
            } else {
                let text = chunks[chunk].text
                for character in text[start...].prefix(end - offset) {
                    if character == "\n" || character == "\r\n" {
                        lengths.append(current)
                        current = 0
                    } else {
                        current += 1
                    }
                }
            }
            offset = end
        }
        lengths.append(current)
        return lengths
    }

    private static func scanSimple(_ text: String, from start: Int, count: Int, into lengths: inout [Int], current: inout Int) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes[start..<(start + count)] {
                if byte == 0x0A {
                    lengths.append(current)
                    current = 0
                } else {
                    current += 1
                }
            }
        }
    }

    // MARK: Editing

    /// Puts `text` in place of the characters in `range` (clamped). Returns what was there and
    /// how many characters the new text now takes (its own count, unless it joined a
    /// neighbour: an accent typed after a letter takes none).
    @discardableResult
    package mutating func replace(_ range: Range<Int>, with text: String) -> (removed: String, inserted: Int) {
        let range = range.clamped(to: 0..<count)
        let removed = self.text(in: range)
        let before = count
        guard !chunks.isEmpty else {
            chunks = Self.chunks(of: text)
            index()
            return (removed, count)
        }
        let (first, lower) = locate(range.lowerBound)
        var (last, upper) = locate(range.upperBound, preferringEnd: true)
        if last < first {
            // An insertion where two chunks meet goes at the start of the later one.
            (last, upper) = (first, chunks[first].text.startIndex)
        }
        var middle = String(chunks[first].text[..<lower]) + text + String(chunks[last].text[upper...])
        var span = first...last
        if middle.isEmpty, last < chunks.count - 1 {
            // Chunks that become neighbours are checked through the later one.
            span = first...(last + 1)
            middle = chunks[last + 1].text
        }
        // Neighbours whose characters would run into the new text are taken in with it.
        while span.lowerBound > 0, !Self.joinsCleanly(chunks[span.lowerBound - 1].text, middle) {
            span = (span.lowerBound - 1)...span.upperBound
            middle = chunks[span.lowerBound].text + middle
        }
        while span.upperBound < chunks.count - 1, !Self.joinsCleanly(middle, chunks[span.upperBound + 1].text) {
            span = span.lowerBound...(span.upperBound + 1)
            middle += chunks[span.upperBound].text
        }
        chunks.replaceSubrange(span, with: Self.chunks(of: middle))
        mergeSmall(around: span.lowerBound)
        index()
        return (removed, count - before + range.count)
    }

    /// A small chunk left by deleting joins a neighbour, so the chunk list does not fill with
    /// fragments.
    private mutating func mergeSmall(around position: Int) {
        guard position < chunks.count, chunks.count > 1 else { return }
        let small = chunks[position].text.utf8.count
        guard small < Self.chunkSize / 4 else { return }
        let neighbour = position > 0 ? position - 1 : position + 1
        guard chunks[neighbour].text.utf8.count + small <= Self.chunkSize * 2 else { return }
        let (a, b) = (min(position, neighbour), max(position, neighbour))
        // The boundary between them is a character boundary, so their counts add up.
        let joined = Chunk(text: chunks[a].text + chunks[b].text, characters: chunks[a].characters + chunks[b].characters,
                           utf16: chunks[a].utf16 + chunks[b].utf16)
        chunks.replaceSubrange(a...b, with: [joined])
    }

    /// Whether `right` after `left` keeps the boundary between them a character boundary.
    private static func joinsCleanly(_ left: String, _ right: String) -> Bool {
        guard let last = left.utf8.last, let first = right.utf8.first else { return true }
        if last < 0x80, first < 0x80 { return !(last == 0x0D && first == 0x0A) }
        guard let before = left.unicodeScalars.last, let after = right.unicodeScalars.first else { return true }
        // Flags pair regional indicators from the start of their run, however long: a run
        // meeting a boundary is counted again whole.
        if isRegionalIndicator(before) || isRegionalIndicator(after) { return false }
        guard let lastCharacter = left.last, let firstCharacter = right.first else { return true }
        return (String(lastCharacter) + String(firstCharacter)).count == 2
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }

    private mutating func index() {
        characterStarts.removeAll(keepingCapacity: true)
        utf16Starts.removeAll(keepingCapacity: true)
        var characters = 0, utf16 = 0
        for chunk in chunks {
            characterStarts.append(characters)
            utf16Starts.append(utf16)
            characters += chunk.characters
            utf16 += chunk.utf16
        }
        characterStarts.append(characters)
        utf16Starts.append(utf16)
    }

    // MARK: Finding

    /// The chunk holding character `offset` and its index there. At a boundary between chunks
    /// the later one is given, or with `preferringEnd` the earlier one's end.
    private func locate(_ offset: Int, preferringEnd: Bool = false) -> (Int, String.Index) {
        guard !chunks.isEmpty else { return (0, "".startIndex) }
        var chunk = Self.last(in: characterStarts, atMost: offset, below: chunks.count)
        if preferringEnd, chunk > 0, characterStarts[chunk] == offset { chunk -= 1 }
        let text = chunks[chunk].text
        let within = offset - characterStarts[chunk]
        if chunks[chunk].isSimple { return (chunk, text.utf8.index(text.startIndex, offsetBy: within)) }
        return (chunk, text.index(text.startIndex, offsetBy: within))
    }

    /// The last position in `starts[0..<limit]` whose value is at most `value`.
    private static func last(in starts: [Int], atMost value: Int, below limit: Int) -> Int {
        var low = 0, high = limit - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: Cutting

    /// `text` cut into chunks at character boundaries.
    static func chunks(of text: String) -> [Chunk] {
        let original = text
        var text = text
        return text.withUTF8 { bytes in
            var result: [Chunk] = []
            var start = 0
            while start < bytes.count {
                let end = cut(bytes, from: start, in: original)
                result.append(chunk(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                start = end
            }
            return result
        }
    }

    /// Where the chunk starting at `start` ends: the end of the text, a cut between two ASCII
    /// bytes past `chunkSize`, or, in text with none nearby, after the character that crosses it.
    private static func cut(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, in text: String) -> Int {
        let target = start + chunkSize
        guard target < bytes.count else { return bytes.count }
        let limit = min(bytes.count, target + chunkSize)
        var index = target
        while index < limit {
            let (before, after) = (bytes[index - 1], bytes[index])
            if before < 0x80, after < 0x80, !(before == 0x0D && after == 0x0A) { return index }
            index += 1
        }
        let utf8 = text.utf8
        var position = utf8.index(utf8.startIndex, offsetBy: start)
        while utf8.distance(from: utf8.startIndex, to: position) < target { position = text.index(after: position) }
        return utf8.distance(from: utf8.startIndex, to: position)
    }

    private static func chunk(_ bytes: UnsafeBufferPointer<UInt8>) -> Chunk {
        let text = String(decoding: bytes, as: UTF8.self)
        if !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) {
            return Chunk(text: text, characters: bytes.count, utf16: bytes.count)
        }
        return Chunk(text: text, characters: text.count, utf16: text.utf16.count)
    }
}
