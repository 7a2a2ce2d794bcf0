import Foundation
import Testing
@testable import TesseraCore

/// The chunked text agrees with `String` (characters, UTF-16, line breaks) through random edits
/// across chunk boundaries, in text that is ASCII, CJK, emoji, accents typed separately, CR LF
/// and flags.
struct TextStorageTests {
    static let pieces = ["hello ", "world", "\n", "\r", "\r\n", "e", "\u{301}", "日本語", "🙂", "👩‍👩‍👧", "\u{200D}", "🇺", "🇸",
                         String(repeating: "lorem ipsum ", count: 40), String(repeating: "漢字", count: 700), "naïve", " "]

    @Test func randomEditsAgreeWithAStringModel() {
        var generator = SeededGenerator(state: 45)
        var model = (0..<400).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
        var storage = TextStorage(model)
        #expect(storage.chunkCount > 4, "the text spans several chunks")
        for step in 0..<1_500 {
            let characters = model.count
            // Half the edits are at or next to a seam between chunks.
            let seam = (storage.chunkStarts.randomElement(using: &generator) ?? 0) + Int.random(in: -2...2, using: &generator)
            let lower = step.isMultiple(of: 2) ? min(max(0, seam), characters) : Int.random(in: 0...characters, using: &generator)
            let upper = min(characters, lower + Int.random(in: 0...(step.isMultiple(of: 5) ? 3_000 : 4), using: &generator))
            let inserted = (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let before = model.count
            let start = model.index(model.startIndex, offsetBy: lower), end = model.index(model.startIndex, offsetBy: upper)
            let removed = String(model[start..<end])
            model.replaceSubrange(start..<end, with: inserted as String)
            let result = storage.replace(lower..<upper, with: inserted)
            #expect(result.removed == removed, "step \(step): removed")
            #expect(result.inserted == model.count - before + (upper - lower), "step \(step): the new text's characters")
            #expect(storage.count == model.count, "step \(step): \(storage.count) characters, String counts \(model.count)")
            if step.isMultiple(of: 25) { check(storage, against: model, &generator) }
        }
        check(storage, against: model, &generator)
    }

    private func check(_ storage: TextStorage, against model: String, _ generator: inout SeededGenerator) {
        #expect(storage.string == model)
        #expect(storage.utf16Count == model.utf16.count)
        let characters = Array(model)
        for _ in 0..<20 where !characters.isEmpty {
            let lower = Int.random(in: 0..<characters.count, using: &generator)
            let upper = min(characters.count, lower + Int.random(in: 0...5_000, using: &generator))
            #expect(storage.text(in: lower..<upper) == String(characters[lower..<upper]))
            #expect(storage.character(at: lower) == characters[lower])
            let utf16 = String(characters[..<lower]).utf16.count
            #expect(storage.utf16Offset(ofCharacter: lower) == utf16)
            #expect(storage.characterOffset(ofUTF16: utf16) == lower)
        }
        let expected = model.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(\.count)
        #expect(storage.paragraphLengths(in: 0..<storage.count) == expected)
    }

    @Test func aPositionInsideACharacterMovesToTheNextOne() {
        let storage = TextStorage("a🙂b")
        #expect(storage.characterOffset(ofUTF16: 2) == 2, "the emoji's second UTF-16 unit")
        #expect(storage.characterOffset(ofUTF16: 1) == 1)
        #expect(storage.characterOffset(ofUTF16: 99) == 3)
        #expect(storage.utf16Offset(ofCharacter: 2) == 3)
    }

    @Test func anAccentTypedAtAChunksStartJoinsTheLetterBeforeIt() {
        // "e" ends the first chunk exactly; the accent typed after it makes one character.
        let text = String(repeating: "x", count: TextStorage.chunkSize - 1) + "e" + String(repeating: "y", count: TextStorage.chunkSize * 2)
        var storage = TextStorage(text)
        let result = storage.replace(TextStorage.chunkSize..<TextStorage.chunkSize, with: "\u{301}")
        #expect(result.inserted == 0, "the accent joins the e: no new character")
        #expect(storage.count == text.count)
        #expect(storage.character(at: TextStorage.chunkSize - 1) == "é")
    }

    @Test func tenMegabytesTakeAboutTheirSize() {
        let text = String(repeating: "The quick brown fox jumps over the lazy dog.\n", count: 230_000)
        let storage = TextStorage(text)
        #expect(storage.count == text.utf8.count && storage.utf16Count == text.utf8.count)
        #expect(storage.chunkCount >= text.utf8.count / (TextStorage.chunkSize * 2), "chunks of at most two sizes")
        #expect(storage.chunkCount <= text.utf8.count / TextStorage.chunkSize + 1)
    }
}
