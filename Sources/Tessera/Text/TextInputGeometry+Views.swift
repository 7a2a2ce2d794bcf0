import Foundation
import TesseraCore

/// A field's one line: carets from its content view, in the field's coordinates.
extension UITextField: TextInputGeometry {
    var geometryEditor: TextEditor { editor }

    func caretFrame(atCharacter offset: Int) -> CGRect {
        convert(contentView.caretFrame(atCharacter: offset), from: contentView)
    }

    func characterOffset(nearest point: CGPoint) -> Int {
        contentView.characterIndex(at: convert(point, to: contentView))
    }

    func lineRange(containing offset: Int) -> Range<Int> { 0..<editor.count }
}

/// A text view's wrapped lines, in the view's content coordinates (its own, scrolled).
extension UITextView: TextInputGeometry {
    var geometryEditor: TextEditor { editor }

    func caretFrame(atCharacter offset: Int) -> CGRect {
        caretRect(for: UITextPosition(offset: offset))
    }

    func characterOffset(nearest point: CGPoint) -> Int { offset(at: point) }

    func lineRange(containing offset: Int) -> Range<Int> {
        layout.range(ofLine: layout.line(of: offset).line)
    }
}
