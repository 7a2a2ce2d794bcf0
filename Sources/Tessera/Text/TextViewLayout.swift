import Foundation
import TesseraCore

/// Where a text view's characters go: paragraphs (split at line breaks), each wrapped into
/// lines at the view's width by words, one line height each.
///
/// An edit re-wraps only the paragraphs it touched (``edit(replacing:count:in:)``); the others
/// keep their lines and move, so typing in a million characters costs the paragraph typed
/// in plus a pass over the paragraph list, not a re-measure of the text.
///
/// A change of more than ``eagerLimit`` characters (a long text set or pasted) is not wrapped
/// at once: its paragraphs get a line count estimated from their length and the font's average
/// character width, and each is wrapped when something needs its lines (drawing, the caret, a
/// tap), as TextKit 2 lays out only what shows. The content height is then partly estimated
/// and settles as the text is scrolled through.
@MainActor final class TextViewLayout {
    struct Paragraph {
        /// Characters, the line break after it excluded.
        var length: Int
        /// Each line's length in characters (at least one line, maybe empty); nil while the
        /// paragraph is not wrapped yet.
        var lines: [Int]?
        /// Its lines, or the estimate of them while it is not wrapped.
        var lineCount: Int
    }

    /// A change of up to this many characters is wrapped at once.
    static let eagerLimit = 100_000

    private(set) var paragraphs: [Paragraph] = []
    /// Where each paragraph starts, in characters and in lines; valid before `staleFrom`.
    private var starts: [Int] = []
    private var firstLines: [Int] = []
    private var staleFrom = 0
    var width: CGFloat = 0
    var font: UIFont = .systemFont(ofSize: 17)
    /// The characters of a range of the text, read when a paragraph is wrapped.
    var source: (Range<Int>) -> String = { _ in "" }
    var lineHeight: CGFloat { ceil(font.lineHeight) }
    var lineCount: Int {
        index()
        return (firstLines.last ?? 0) + (paragraphs.last?.lineCount ?? 0)
    }

    /// Lays out all of `text` (a new text, width or font).
    func rebuild(_ text: TextStorage) {
        fullLines = (0, 0)
        let lengths = text.paragraphLengths(in: 0..<text.count)
        paragraphs = place(lengths, from: 0, eagerly: text.count <= Self.eagerLimit)
        staleFrom = 0
    }

    /// `text` now has `count` characters where `replaced` was: only the paragraphs the
    /// change touched are wrapped again.
    func edit(replacing replaced: Range<Int>, count: Int, in text: TextStorage) {
        guard !paragraphs.isEmpty else { return rebuild(text) }
        let first = paragraph(containing: replaced.lowerBound)
        let last = paragraph(containing: replaced.upperBound)
        let start = starts[first]
        let oldEnd = starts[last] + paragraphs[last].length
        let newEnd = min(oldEnd - replaced.count + count, text.count)
        let lengths = text.paragraphLengths(in: start..<newEnd)
        paragraphs.replaceSubrange(first...last, with: place(lengths, from: start, eagerly: count <= Self.eagerLimit))
        staleFrom = min(staleFrom, first)
    }

    /// Paragraphs of `lengths` starting at character `start`: wrapped, or estimated.
    private func place(_ lengths: [Int], from start: Int, eagerly: Bool) -> [Paragraph] {
        var offset = start
        var sampled = 0
        return lengths.map { length in
            defer { offset += length + 1 }
            // A lazy placement still wraps its first few thousand characters, so the estimate
            // of the rest learns how many characters this text's lines hold.
            guard eagerly || sampled < Self.sampleSize else {
                return Paragraph(length: length, lines: nil, lineCount: estimatedLines(length))
            }
            sampled += length
            return wrapped(Array(source(offset..<(offset + length)))[...])
        }
    }

    /// How many characters a lazy placement wraps to learn from.
    static let sampleSize = 8_000

    /// The characters and the lines of the full lines wrapped so far (each paragraph's last
    /// line left out: it is as short as the paragraph happens to end).
    private var fullLines = (characters: 0, lines: 0)

    /// Lines a paragraph of `length` characters is expected to take: from the lines wrapped so
    /// far, or before there are enough, from the font's average character width.
    private func estimatedLines(_ length: Int) -> Int {
        guard width > 0, length > 0 else { return 1 }
        let perLine = fullLines.lines >= 8 ? CGFloat(fullLines.characters) / CGFloat(fullLines.lines) : width / averageCharacterWidth
        return max(1, Int((CGFloat(length) / max(1, perLine)).rounded(.up)))
    }

    private var averageCharacterWidth: CGFloat {
        let sample = "The quick brown fox jumps over the lazy dog, then rests. "
        return wordWidth(Array(sample)[...]) / CGFloat(sample.count)
    }

    /// How many paragraphs were wrapped after being estimated (to tell whether a pass wrapped any).
    private(set) var lateWraps = 0

    /// Wraps paragraph `number` if it is only estimated.
    private func wrap(_ number: Int) {
        guard paragraphs[number].lines == nil else { return }
        lateWraps += 1
        index()
        let start = starts[number]
        let characters = Array(source(start..<(start + paragraphs[number].length)))
        paragraphs[number] = wrapped(characters[...])
        staleFrom = min(staleFrom, number + 1)
    }

    /// Wraps every paragraph still estimated (what `ensureLayout` asks of TextKit).
    func wrapAll() {
        for number in paragraphs.indices where paragraphs[number].lines == nil { wrap(number) }
    }

    /// Wraps the paragraphs lines `lines` fall in (what shows).
    func prepare(lines: ClosedRange<Int>) {
        var line = lines.lowerBound
        while line <= lines.upperBound, line < lineCount {
            line = range(ofLineNumbered: line).nextLine
        }
    }

    /// Wraps the lines within `reach` lines of character `offset`'s, again while wrapping moves
    /// it (the paragraphs above it may hold more or fewer lines than estimated): afterwards the
    /// screenful around it stays where it is.
    func prepare(around offset: Int, reach: Int) {
        while true {
            let before = lateWraps
            let line = self.line(of: offset).line
            prepare(lines: max(0, line - reach)...(line + reach))
            if lateWraps == before { return }
        }
    }

    /// Keeps `starts` and `firstLines` up to date from the first paragraph that changed.
    private func index() {
        guard staleFrom < paragraphs.count || starts.count != paragraphs.count else { return }
        let from = min(staleFrom, starts.count, firstLines.count)
        starts.removeSubrange(from...)
        firstLines.removeSubrange(from...)
        var offset = from > 0 ? starts[from - 1] + paragraphs[from - 1].length + 1 : 0
        var line = from > 0 ? firstLines[from - 1] + paragraphs[from - 1].lineCount : 0
        for paragraph in paragraphs[from...] {
            starts.append(offset)
            firstLines.append(line)
            offset += paragraph.length + 1
            line += paragraph.lineCount
        }
        staleFrom = paragraphs.count
    }

    /// A paragraph's lines: as many words as fit the width on each (a word wider than the
    /// line is broken by characters). Each word is measured once (and remembered), its width
    /// added up, so a paragraph costs its words, not its words times its lines; a line that
    /// comes within 3 % of the edge is then measured whole, in case shaping across words makes
    /// it wider than their sum.
    private func wrapped(_ text: ArraySlice<Character>) -> Paragraph {
        guard width > 0, !text.isEmpty else { return Paragraph(length: text.count, lines: [text.count], lineCount: 1) }
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
        if lines.count > 1 {
            fullLines.characters += text.count - lines[lines.count - 1]
            fullLines.lines += lines.count - 1
        }
        return Paragraph(length: text.count, lines: lines, lineCount: lines.count)
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

    func measure(_ text: ArraySlice<Character>) -> CGFloat { measure(String(text)) }

    func measure(_ text: String) -> CGFloat {
        Platform.textSystem.size(of: text, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping).width
    }

    // MARK: Finding

    /// The paragraph whose characters (or the line break after them) hold `offset`.
    func paragraph(containing offset: Int) -> Int {
        index()
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
        let number = paragraph(containing: offset)
        wrap(number)
        index()
        var start = starts[number]
        var line = firstLines[number]
        let lines = paragraphs[number].lines ?? []
        for (position, length) in lines.enumerated() {
            if offset < start + length || position == lines.count - 1 { return (line, start) }
            start += length
            line += 1
        }
        return (line, start)
    }

    /// Line `line`'s character range.
    func range(ofLine line: Int) -> Range<Int> { range(ofLineNumbered: line).range }

    /// The paragraph line `line` falls in (wrapped or not) and the line it starts on.
    func paragraph(atLine line: Int) -> (number: Int, firstLine: Int) {
        guard !paragraphs.isEmpty else { return (0, 0) }
        let number = paragraph(startingAtOrBefore: line)
        return (number, firstLines[number])
    }

    /// The line paragraph `number` starts on now.
    func firstLine(ofParagraph number: Int) -> Int {
        index()
        return number < firstLines.count ? firstLines[number] : lineCount
    }

    private func paragraph(startingAtOrBefore line: Int) -> Int {
        index()
        var low = 0, high = firstLines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstLines[middle] <= line { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Line `line`'s range and the number of the first line of the next paragraph; the
    /// paragraph it falls in is wrapped first (which may move the lines after it).
    private func range(ofLineNumbered line: Int) -> (range: Range<Int>, nextLine: Int) {
        guard !paragraphs.isEmpty else { return (0..<0, line + 1) }
        while true {
            let low = paragraph(startingAtOrBefore: line)
            guard let lines = paragraphs[low].lines else {
                wrap(low)
                continue
            }
            let within = min(max(0, line - firstLines[low]), lines.count - 1)
            let start = starts[low] + lines[..<within].reduce(0, +)
            return (start..<(start + lines[within]), max(line + 1, firstLines[low] + lines.count))
        }
    }
}
