import Foundation

/// Where a text view's characters go: paragraphs (split at line breaks), each wrapped into
/// lines at the view's width by words, one line height each.
///
/// An edit re-wraps only the paragraphs it touched (``edit(replacing:count:in:)``); the others
/// keep their lines and move, so typing in a million characters costs the paragraph typed
/// in plus a pass over the paragraph list, not a re-measure of the text.
@MainActor final class TextViewLayout {
    struct Paragraph {
        /// Characters, the line break after it excluded.
        var length: Int
        /// Each line's length in characters (at least one line, maybe empty).
        var lines: [Int]
    }

    private(set) var paragraphs: [Paragraph] = []
    /// Where each paragraph starts, in characters and in lines.
    private(set) var starts: [Int] = []
    private(set) var firstLines: [Int] = []
    var width: CGFloat = 0
    var font: UIFont = .systemFont(ofSize: 17)
    var lineHeight: CGFloat { ceil(font.lineHeight) }
    var lineCount: Int { (firstLines.last ?? 0) + (paragraphs.last?.lines.count ?? 0) }

    /// Lays out all of `characters` (a new text, width or font).
    func rebuild(_ characters: [Character]) {
        paragraphs = Self.split(characters[...]).map { wrapped($0) }
        index()
    }

    /// `characters` now has `count` characters where `replaced` was: only the paragraphs the
    /// change touched are wrapped again.
    func edit(replacing replaced: Range<Int>, count: Int, in characters: [Character]) {
        guard !paragraphs.isEmpty else { return rebuild(characters) }
        let first = paragraph(containing: replaced.lowerBound)
        let last = paragraph(containing: replaced.upperBound)
        let start = starts[first]
        let oldEnd = starts[last] + paragraphs[last].length
        let newEnd = oldEnd - replaced.count + count
        let fresh = Self.split(characters[start..<min(newEnd, characters.count)]).map { wrapped($0) }
        paragraphs.replaceSubrange(first...last, with: fresh)
        index()
    }

    private func index() {
        starts.removeAll(keepingCapacity: true)
        firstLines.removeAll(keepingCapacity: true)
        var offset = 0, line = 0
        for paragraph in paragraphs {
            starts.append(offset)
            firstLines.append(line)
            offset += paragraph.length + 1
            line += paragraph.lines.count
        }
    }

    /// The paragraphs of `characters`: each stretch between line breaks (always at least one).
    private static func split(_ characters: ArraySlice<Character>) -> [ArraySlice<Character>] {
        var result: [ArraySlice<Character>] = []
        var start = characters.startIndex
        for index in characters.indices where characters[index] == "\n" || characters[index] == "\r\n" {
            result.append(characters[start..<index])
            start = index + 1
        }
        result.append(characters[start..<characters.endIndex])
        return result
    }

    /// A paragraph's lines: as many words as fit the width on each (a word wider than the
    /// line is broken by characters). Each word is measured once (and remembered), its width
    /// added up, so a paragraph costs its words, not its words times its lines; a line that
    /// comes within 3 % of the edge is then measured whole, in case shaping across words makes
    /// it wider than their sum.
    private func wrapped(_ text: ArraySlice<Character>) -> Paragraph {
        guard width > 0, !text.isEmpty else { return Paragraph(length: text.count, lines: [text.count]) }
        var lines: [Int] = []
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            var (fits, used) = fittingEnd(text, from: lineStart)
            // Only a line whose summed width comes near the edge is measured whole.
            if fits > lineStart, used > width * 0.97, measure(text[lineStart..<visibleEnd(text, lineStart, fits)]) > width {
                fits = fittingEndByPrefix(text, from: lineStart)
            }
            if fits == lineStart { fits = breakByCharacters(text, from: lineStart) }
            lines.append(fits - lineStart)
            lineStart = fits
        }
        return Paragraph(length: text.count, lines: lines)
    }

    /// Where the words that fit from `lineStart` end (after their spaces), by summed widths.
    private func fittingEnd(_ text: ArraySlice<Character>, from lineStart: Int) -> (end: Int, width: CGFloat) {
        var fits = lineStart
        var visibleWidth: CGFloat = 0
        var cursor = lineStart
        var used: CGFloat = 0
        while cursor < text.endIndex {
            var word = cursor
            while word < text.endIndex, text[word] != " " { word += 1 }
            let wordWidth = wordWidth(text[cursor..<word])
            var spaces = 0
            while word + spaces < text.endIndex, text[word + spaces] == " " { spaces += 1 }
            // Spaces after a word may hang past the edge; the word itself must fit.
            guard used + wordWidth <= width else { break }
            visibleWidth = used + wordWidth
            used += wordWidth + CGFloat(spaces) * spaceWidth
            fits = word + spaces
            cursor = fits
        }
        return (fits, visibleWidth)
    }

    /// The same, measuring the line so far at each word (for a line whose words shape together).
    private func fittingEndByPrefix(_ text: ArraySlice<Character>, from lineStart: Int) -> Int {
        var fits = lineStart
        var cursor = lineStart
        while cursor < text.endIndex {
            var word = cursor
            while word < text.endIndex, text[word] != " " { word += 1 }
            let end = word
            while word < text.endIndex, text[word] == " " { word += 1 }
            guard measure(text[lineStart..<end]) <= width else { break }
            fits = word
            cursor = word
        }
        return fits
    }

    private func visibleEnd(_ text: ArraySlice<Character>, _ start: Int, _ end: Int) -> Int {
        var visible = end
        while visible > start, text[visible - 1] == " " { visible -= 1 }
        return visible
    }

    /// Words' widths in the current font, remembered (typing re-wraps a paragraph of the same words).
    private var wordWidths: [String: CGFloat] = [:]
    private var measuredFont: UIFont?

    private func wordWidth(_ word: ArraySlice<Character>) -> CGFloat {
        if measuredFont !== font {
            wordWidths.removeAll()
            measuredFont = font
        }
        guard !word.isEmpty else { return 0 }
        let key = String(word)
        if let known = wordWidths[key] { return known }
        if wordWidths.count > 20_000 { wordWidths.removeAll() }
        let measured = measure(word)
        wordWidths[key] = measured
        return measured
    }

    private var spaceWidth: CGFloat { wordWidth([" "]) }

    private func breakByCharacters(_ text: ArraySlice<Character>, from start: Int) -> Int {
        var low = start + 1, high = text.endIndex
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(text[start..<middle]) <= width { low = middle } else { high = middle - 1 }
        }
        return max(start + 1, low)
    }

    func measure(_ text: ArraySlice<Character>) -> CGFloat {
        Platform.textSystem.size(of: String(text), font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).width
    }

    // MARK: Finding

    /// The paragraph whose characters (or the line break after them) hold `offset`.
    func paragraph(containing offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The line (counted from the top) and the character offset its start is at, for `offset`.
    func line(of offset: Int) -> (line: Int, start: Int) {
        guard !paragraphs.isEmpty else { return (0, 0) }
        let index = paragraph(containing: offset)
        var start = starts[index]
        var line = firstLines[index]
        for (number, length) in paragraphs[index].lines.enumerated() {
            let isLast = number == paragraphs[index].lines.count - 1
            if offset < start + length || isLast { return (line, start) }
            start += length
            line += 1
        }
        return (line, start)
    }

    /// Line `line`'s character range.
    func range(ofLine line: Int) -> Range<Int> {
        guard !paragraphs.isEmpty else { return 0..<0 }
        var low = 0, high = firstLines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstLines[middle] <= line { low = middle } else { high = middle - 1 }
        }
        let paragraph = paragraphs[low]
        let within = min(max(0, line - firstLines[low]), paragraph.lines.count - 1)
        let start = starts[low] + paragraph.lines[..<within].reduce(0, +)
        return start..<(start + paragraph.lines[within])
    }
}
