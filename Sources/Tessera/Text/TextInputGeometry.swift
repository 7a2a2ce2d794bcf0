import Foundation
import TesseraCore

/// What a text field and a text view know of where their characters are, in their own
/// coordinates; the rest of `UITextInput`'s geometry (selection rectangles, the first rectangle,
/// hit testing, moving by lines) is built on it once, here.
@MainActor protocol TextInputGeometry: UIView {
    var geometryEditor: TextEditor { get }
    /// The caret's rectangle before the character at `offset` (at the end when `offset` is the
    /// count).
    func caretFrame(atCharacter offset: Int) -> CGRect
    /// The caret offset nearest to `point`.
    func characterOffset(nearest point: CGPoint) -> Int
    /// The line holding `offset` and the characters on it.
    func lineRange(containing offset: Int) -> Range<Int>
}

extension TextInputGeometry {
    func clampedOffset(_ position: UITextPosition) -> Int { min(max(0, position.offset), geometryEditor.count) }

    /// One rectangle per line of `range`, from its start's caret to its end's (a whole line's
    /// width through the lines between).
    func selectionRectangles(for range: UITextRange) -> [UITextSelectionRect] {
        let characters = geometryEditor.characters(of: range)
        var rects: [UITextSelectionRect] = []
        var start = characters.lowerBound
        repeat {
            let line = lineRange(containing: start)
            let end = min(characters.upperBound, line.upperBound)
            let left = caretFrame(atCharacter: start)
            let right = caretFrame(atCharacter: end)
            let rect = CGRect(x: left.minX, y: left.minY, width: max(0, right.minX - left.minX), height: left.height)
            rects.append(UITextSelectionRect(rect: rect, containsStart: start == characters.lowerBound, containsEnd: end == characters.upperBound))
            start = nextLineStart(after: line, from: start)
        } while start < characters.upperBound
        return rects
    }

    /// The first character of the line after `line` (past the line break that ends it).
    private func nextLineStart(after line: Range<Int>, from start: Int) -> Int {
        var next = max(line.upperBound, start + 1)
        if next < geometryEditor.count, lineRange(containing: next) == line { next += 1 }
        return next
    }

    func firstRectangle(for range: UITextRange) -> CGRect {
        selectionRectangles(for: range).first?.rect ?? .null
    }

    func closestTextPosition(to point: CGPoint, within range: UITextRange? = nil) -> UITextPosition {
        let offset = characterOffset(nearest: point)
        guard let range else { return UITextPosition(offset: offset) }
        let limits = geometryEditor.characters(of: range)
        return UITextPosition(offset: min(max(offset, limits.lowerBound), limits.upperBound))
    }

    /// The character under `point`: the one whose caret is nearest, or the one before it at a
    /// line's end.
    func characterRangeAt(_ point: CGPoint) -> UITextRange? {
        guard geometryEditor.count > 0 else { return nil }
        let offset = characterOffset(nearest: point)
        let line = lineRange(containing: offset)
        let start = offset >= line.upperBound ? max(line.lowerBound, offset - 1) : offset
        let end = min(start + 1, geometryEditor.count)
        return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
    }

    /// Left and right move by characters; up and down by lines, keeping the caret's x.
    func textPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right: return geometryEditor.position(from: position, offset: offset)
        case .left: return geometryEditor.position(from: position, offset: -offset)
        case .up, .down:
            var current = clampedOffset(position)
            let x = caretFrame(atCharacter: current).minX
            for _ in 0..<max(0, offset) {
                let line = lineRange(containing: current)
                let frame = caretFrame(atCharacter: line.lowerBound)
                let y = direction == .down ? frame.maxY + frame.height / 2 : frame.minY - frame.height / 2
                if direction == .up, line.lowerBound == 0 { return nil }
                if direction == .down, line.upperBound >= geometryEditor.count { return nil }
                current = characterOffset(nearest: CGPoint(x: x, y: y))
            }
            return UITextPosition(offset: current)
        }
    }

    /// The farthest position of `range` that way: its end going right or down, its start
    /// going left or up.
    func farthestPosition(within range: UITextRange, in direction: UITextLayoutDirection) -> UITextPosition? {
        let characters = geometryEditor.characters(of: range)
        let forward = direction == .right || direction == .down
        return UITextPosition(offset: forward ? characters.upperBound : characters.lowerBound)
    }

    /// From `position` to the end of its line (right, down) or its start (left, up).
    func characterRangeByExtending(_ position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let offset = clampedOffset(position)
        let line = lineRange(containing: offset)
        let forward = direction == .right || direction == .down
        let other = forward ? line.upperBound : line.lowerBound
        return UITextRange(start: UITextPosition(offset: min(offset, other)), end: UITextPosition(offset: max(offset, other)))
    }
}

extension UIResponder {
    /// The shortcut groups this responder shows beside the keyboard's suggestions (kept; see
    /// ``UITextInputAssistantItem``), made the first time it is asked for.
    public var inputAssistantItem: UITextInputAssistantItem { AssistantItems.item(of: self) }
}

/// Each responder's assistant item.
@MainActor enum AssistantItems {
    private struct Entry {
        weak var owner: UIResponder?
        let item: UITextInputAssistantItem
    }

    private static var items: [ObjectIdentifier: Entry] = [:]

    static func item(of responder: UIResponder) -> UITextInputAssistantItem {
        if let entry = items[ObjectIdentifier(responder)], entry.owner === responder { return entry.item }
        items = items.filter { $0.value.owner != nil }
        let item = UITextInputAssistantItem()
        items[ObjectIdentifier(responder)] = Entry(owner: responder, item: item)
        return item
    }
}
