import Foundation

/// A text field's text: the characters (or dots), the placeholder when empty, the selection's
/// highlight, marked text underlined and the caret; scrolled sideways so the caret stays in
/// view. It measures the text with the renderer's text system, so the caret sits where the
/// glyphs are drawn.
@MainActor final class TextFieldContentView: UIView {
    weak var field: UITextField?
    /// How far the text is scrolled to the left (a long text with the caret at its end).
    private(set) var scroll: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("made by a text field") }

    private var font: UIFont { field?.font ?? .systemFont(ofSize: 17) }

    /// What shows: the text, or a dot per character for secure entry.
    private var shownCharacters: [Character] {
        guard let field else { return [] }
        return field.isSecureTextEntry ? Array(repeating: "•", count: field.editor.count) : Array(field.editor.text)
    }

    /// The width of the first `count` shown characters.
    func offset(of count: Int) -> CGFloat {
        let characters = shownCharacters
        guard count > 0 else { return 0 }
        let prefix = String(characters[0..<min(count, characters.count)])
        return Platform.textSystem.size(of: prefix, font: font, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1,
                                        lineBreakMode: .byClipping).width
    }

    /// Where the text starts in this view, by its alignment and scroll.
    private var textOrigin: CGFloat {
        guard let field else { return 0 }
        let width = offset(of: shownCharacters.count)
        switch field.textAlignment {
        case .center where width < bounds.width: return (bounds.width - width) / 2
        case .right where width < bounds.width: return bounds.width - width
        default: return -scroll
        }
    }

    /// The caret position nearest to `point` (between characters), found by halving.
    func characterIndex(at point: CGPoint) -> Int {
        let count = shownCharacters.count
        let x = point.x - textOrigin
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let mid = (offset(of: middle) + offset(of: middle + 1)) / 2
            if x > mid { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Keeps the caret inside the bounds: scrolls as little as needed.
    private func keepCaretVisible(_ caretX: CGFloat) {
        let full = offset(of: shownCharacters.count)
        if full <= bounds.width { scroll = 0; return }
        if caretX - scroll > bounds.width - 2 { scroll = caretX - bounds.width + 2 }
        if caretX - scroll < 0 { scroll = caretX }
        scroll = min(max(0, scroll), full - bounds.width + 2)
    }

    override func draw(_ rect: CGRect) {
        guard let field, let context = UIGraphicsGetCurrentContext() else { return }
        let editor = field.editor
        let lineHeight = ceil(font.lineHeight)
        let y = (bounds.height - lineHeight) / 2
        if field.isEditing { keepCaretVisible(offset(of: editor.caret)) } else { scroll = 0 }
        guard !shownCharacters.isEmpty || editor.marked != nil else {
            if let placeholder = field.placeholder, !placeholder.isEmpty {
                field.drawPlaceholder(in: CGRect(x: 0, y: y, width: bounds.width, height: lineHeight))
            }
            if field.isEditing { drawCaret(at: caretX(0), y: y, height: lineHeight, in: context) }
            return
        }
        let origin = textOrigin
        if field.isEditing, !editor.selection.isEmpty {
            let start = origin + offset(of: editor.selection.lowerBound), end = origin + offset(of: editor.selection.upperBound)
            context.fill(CGRect(x: start, y: y, width: end - start, height: lineHeight), color: UIColor.systemBlue.withAlphaComponent(0.25))
        }
        let text = String(shownCharacters)
        let width = offset(of: shownCharacters.count)
        context.draw(text, style: TextStyle(font: font, color: field.textColor ?? .label, alignment: .left, lineBreakMode: .byClipping),
                     in: CGRect(x: origin, y: y, width: width + 4, height: lineHeight))
        if let marked = editor.marked {
            let start = origin + offset(of: marked.lowerBound), end = origin + offset(of: marked.upperBound)
            context.fill(CGRect(x: start, y: y + lineHeight - 1.5, width: end - start, height: 1.5), color: field.textColor ?? .label)
        }
        if field.isEditing, editor.selection.isEmpty { drawCaret(at: origin + offset(of: editor.caret), y: y, height: lineHeight, in: context) }
    }

    private func caretX(_ index: Int) -> CGFloat { textOrigin + offset(of: index) }

    /// The caret's rectangle before the character at `index`, in this view.
    func caretFrame(atCharacter index: Int) -> CGRect {
        let lineHeight = ceil(font.lineHeight)
        return CGRect(x: caretX(index), y: (bounds.height - lineHeight) / 2, width: 2, height: lineHeight)
    }

    private func drawCaret(at x: CGFloat, y: CGFloat, height: CGFloat, in context: GraphicsContext) {
        context.fill(CGRect(x: min(max(0, x), bounds.width - 2), y: y, width: 2, height: height), color: field?.tintColor ?? .systemBlue)
    }
}
