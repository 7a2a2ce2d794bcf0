import Foundation
import TesseraCore

/// A text view's delegate; every method optional, as in UIKit.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Multi-line text that scrolls, editable and selectable as UIKit's: the same editing as a text
/// field (the core's `TextEditor`), with Return starting a new line, Up and Down moving by
/// line, Home and End to the line's ends, and lines wrapped by words at the view's width
/// (`TextViewLayout`, which re-wraps only the paragraph an edit touches).
///
/// Long texts stay interactive, as TextKit 2's viewport layout keeps them: a text set or
/// pasted of more than 100,000 characters has its lines that show (and those around the caret)
/// wrapped at once and the rest estimated from them, so `contentSize` is partly an estimate
/// that settles as the text is scrolled through. When wrapping paragraphs above the top of the
/// view changes their height, the view scrolls by as much, so the text showing stays put.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInput, TextUndoTarget {
    open var text: String! {
        get { editor.text }
        set {
            storedAttributedText = nil
            editor.reset(to: newValue ?? "")
            relayOut()
        }
    }
    /// Styled text, drawn with its attributes (as a label draws them) until it is edited; typing
    /// leaves the characters in the view's font and colour. Reading it after setting ``text``
    /// gives the text in the view's font and colour.
    open var attributedText: NSAttributedString! {
        get {
            if let storedAttributedText, storedAttributedText.string == editor.text { return storedAttributedText }
            return NSAttributedString(string: editor.text, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            text = newValue?.string
            storedAttributedText = newValue
            relayOut()
        }
    }
    /// The attributed text last set, while the characters are still its own.
    var storedAttributedText: NSAttributedString?
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { relayOut() } }
    /// The attributes of text typed next: the view's font and colour, with any other attributes
    /// set here kept and read back. An edited text view draws all its characters in one font and
    /// colour, so a font or colour set here becomes the view's ``font`` or ``textColor``.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes = extraTypingAttributes
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            return attributes
        }
        set {
            var extra = newValue
            if let newFont = extra.removeValue(forKey: .font) as? UIFont { font = newFont }
            if let newColor = extra.removeValue(forKey: .foregroundColor) as? UIColor { textColor = newColor }
            extraTypingAttributes = extra
        }
    }
    /// The typing attributes other than the font and colour, kept for code that reads them back.
    private var extraTypingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether a Dynamic Type font follows the user's text size (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { followContentSizeCategory() } }
    open var textColor: UIColor? = .label { didSet { textView.setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    /// Space around the text inside the view (UIKit's 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5) { didSet { relayOut() } }
    open weak var textDelegate: UITextViewDelegate?
    open override var delegate: UIScrollViewDelegate? {
        get { textDelegate ?? super.delegate }
        set {
            textDelegate = newValue as? UITextViewDelegate
            super.delegate = newValue
        }
    }
    open override var inputView: UIView? {
        get { inputViews.inputView }
        set { inputViews.inputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { inputViews.accessoryView }
        set { inputViews.accessoryView = newValue }
    }
    /// The input views set on the text view.
    private let inputViews = SettableInputViews()
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false
    // The other UITextInputTraits, kept (a desktop keyboard is whatever the user has).
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType?
    open var passwordRules: UITextInputPasswordRules?

    var editor = TextEditor()
    let layout = TextViewLayout()
    let textView = TextViewContent()
    public private(set) var isEditing = false
    private var dragStart: Int?
    private lazy var textUndoManager = TextUndoManager(target: self)

    /// Undo and redo of the view's edits.
    open override var undoManager: UndoManager? { textUndoManager }
    var canUndoEdit: Bool { editor.canUndo }
    var canRedoEdit: Bool { editor.canRedo }

    func undoEdit() {
        guard isEditable, editor.undo() else { return }
        relayOut()
        textDelegate?.textViewDidChange(self)
        selectionChanged()
    }

    func redoEdit() {
        guard isEditable, editor.redo() else { return }
        relayOut()
        textDelegate?.textViewDidChange(self)
        selectionChanged()
    }
    /// Where Up and Down keep the caret across lines.
    private var goalX: CGFloat?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        redecodeBackground(coder)
        decodeTextViewAttributes(coder)
    }

    private func setUp() {
        backgroundColor = .systemBackground
        alwaysBounceVertical = true
        textView.owner = self
        textView.isUserInteractionEnabled = false
        layout.source = { [unowned self] range in editor.text(in: range) }
        addSubview(textView)
    }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// The selection as UIKit counts it (UTF-16).
    open var selectedRange: NSRange {
        get { nsRange(editor.selection) }
        set {
            editor.select(characterRange(newValue))
            selectionChanged()
        }
    }

    // MARK: Layout

    var textWidth: CGFloat { max(0, bounds.width - textContainerInset.left - textContainerInset.right) }

    /// Everything wrapped again (new text, font or width).
    func relayOut() {
        layout.font = font ?? .systemFont(ofSize: 17)
        layout.width = textWidth
        laidOutWidth = bounds.width
        layout.rebuild(editor.storage)
        sizeContent()
    }

    private func sizeContent() {
        let lines = displayedAttributedText.map { Platform.textSystem.size(of: $0, maxWidth: textWidth).height }
            ?? CGFloat(layout.lineCount) * layout.lineHeight
        let height = lines + textContainerInset.top + textContainerInset.bottom
        contentSize = CGSize(width: bounds.width, height: height)
        textView.setNeedsDisplay()
    }

    private var laidOutWidth: CGFloat = -1

    open override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutWidth != bounds.width {
            laidOutWidth = bounds.width
            relayOut()
        }
        // The content view covers what shows; it draws only the lines there, wrapped first
        // (a long text's other paragraphs may still be estimates).
        let lines = layout.lineCount
        layout.prepare(lines: visibleLines)
        if layout.lineCount != lines { sizeContent() }
        textView.frame = CGRect(x: 0, y: bounds.minY, width: bounds.width, height: bounds.height)
        textView.setNeedsDisplay()
    }

    /// Runs `wrap`, then scrolls by as far as it moved the paragraph at the top of the view,
    /// so the text showing stays put when paragraphs above it wrap to more or fewer lines than
    /// estimated (as TextKit 2 keeps its viewport anchored).
    private func keepingTopInPlace(_ wrap: () -> Void) {
        let lines = layout.lineCount
        let top = layout.paragraph(atLine: visibleLines.lowerBound)
        wrap()
        let shift = layout.firstLine(ofParagraph: top.number) - top.firstLine
        if layout.lineCount != lines { sizeContent() }
        if shift != 0 { contentOffset.y += CGFloat(shift) * layout.lineHeight }
    }

    /// The lines the bounds show (some may be past the last).
    var visibleLines: ClosedRange<Int> {
        let lineHeight = layout.lineHeight
        let first = max(0, Int((bounds.minY - textContainerInset.top) / lineHeight))
        return first...max(first, Int((bounds.maxY - textContainerInset.top) / lineHeight))
    }

    /// A caret's rectangle, in the view's content.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let (line, start) = layout.line(of: position.offset)
        let x = textContainerInset.left + layout.measure(editor.text(in: start..<min(position.offset, editor.count)))
        return CGRect(x: x, y: textContainerInset.top + CGFloat(line) * layout.lineHeight, width: 2, height: layout.lineHeight)
    }

    /// The character offset nearest to `point` (content coordinates).
    func offset(at point: CGPoint) -> Int {
        let line = min(max(0, Int((point.y - textContainerInset.top) / layout.lineHeight)), max(0, layout.lineCount - 1))
        let range = layout.range(ofLine: line)
        let characters = Array(editor.text(in: range))
        let x = point.x - textContainerInset.left
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high) / 2
            let mid = (layout.measure(characters[..<middle]) + layout.measure(characters[..<(middle + 1)])) / 2
            if x > mid { low = middle + 1 } else { high = middle }
        }
        return range.lowerBound + low
    }

    /// Scrolls so the caret shows.
    open func scrollRangeToVisible(_ range: NSRange) {
        let rect = caretRect(for: UITextPosition(offset: characterRange(range).upperBound))
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -4), animated: false)
    }

    // MARK: First responder

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        if isEditable { guard textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false } }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if isEditable { textDelegate?.textViewDidBeginEditing(self) }
        textView.setNeedsDisplay()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        if isEditable, !UIResponder.resignationIsForced { guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false } }
        guard super.resignFirstResponder() else { return false }
        editor.unmarkText()
        isEditing = false
        if isEditable { textDelegate?.textViewDidEndEditing(self) }
        textView.setNeedsDisplay()
        return true
    }

    // MARK: Editing

    open var hasText: Bool { editor.count > 0 }

    open func insertText(_ text: String) {
        guard isEditing, isEditable else { return }
        if editor.marked != nil { editor.setMarkedText("", selectedRange: 0..<0); relayOut() }
        replaceText(in: editor.selection, with: text, typing: true)
    }

    open func deleteBackward() {
        guard isEditing, isEditable else { return }
        let range = editor.selection.isEmpty ? max(0, editor.caret - 1)..<editor.caret : editor.selection
        if !range.isEmpty { replaceText(in: range, with: "") }
    }

    /// Changes `range` to `string` if the delegate allows: the touched paragraphs wrap again,
    /// `textViewDidChange` follows and the caret stays in view.
    @discardableResult
    func replaceText(in range: Range<Int>, with string: String, typing: Bool = false) -> Bool {
        // Nothing replaced by nothing changes nothing (not the character before the caret).
        guard !range.isEmpty || !string.isEmpty else { return false }
        // The UTF-16 range is worked out only for a delegate to ask (a pass over the text before it).
        if let textDelegate, !textDelegate.textView(self, shouldChangeTextIn: nsRange(range), replacementText: string) { return false }
        // Typing at the caret stays one undo step: the selection is set only when it differs.
        inputDelegate?.textWillChange(self)
        defer { inputDelegate?.textDidChange(self) }
        if range != editor.selection { editor.select(range) }
        let edit = string.isEmpty ? editor.deleteBackward() : editor.insert(string, coalescing: typing)
        layout.edit(replacing: range, count: edit?.insertedCount ?? 0, in: editor.storage)
        sizeContent()
        goalX = nil
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        selectionChanged()
        return true
    }

    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    func selectionChanged() {
        textView.setNeedsDisplay()
        if isEditing { revealCaret() }
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// Scrolls the caret into view, the screenful around it wrapped first: the lines there
    /// may be estimates until then, and wrapping them after scrolling would move the caret.
    private func revealCaret() {
        let caret = editor.selection.upperBound
        keepingTopInPlace { layout.prepare(around: caret, reach: Int(bounds.height / layout.lineHeight) + 1) }
        scrollRectToVisible(caretRect(for: UITextPosition(offset: caret)).insetBy(dx: 0, dy: -4), animated: false)
    }

    func nsRange(_ range: Range<Int>) -> NSRange { editor.utf16Range(range) }

    /// A UTF-16 range as characters (a position inside a character moves to the next one).
    func characterRange(_ range: NSRange) -> Range<Int> { editor.characterRange(range) }

    // MARK: UITextInput

    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set {
            guard let newValue else { return }
            inputDelegate?.selectionWillChange(self)
            editor.select(newValue.characters)
            selectionChanged()
            inputDelegate?.selectionDidChange(self)
        }
    }
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// Told before and after each edit of the text, and each change of ``selectedTextRange``.
    open weak var inputDelegate: UITextInputDelegate?
    open var tokenizer: UITextInputTokenizer { textTokenizer }
    private lazy var textTokenizer = UITextInputStringTokenizer(textInput: self)
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        textPosition(from: position, in: direction, offset: offset)
    }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        farthestPosition(within: range, in: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        characterRangeByExtending(position, in: direction)
    }
    /// Left to right: Tessera lays text out left to right.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    open func firstRect(for range: UITextRange) -> CGRect { firstRectangle(for: range) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { selectionRectangles(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { closestTextPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { closestTextPosition(to: point, within: range) }
    open func characterRange(at point: CGPoint) -> UITextRange? { characterRangeAt(point) }
    open var markedTextRange: UITextRange? { editor.markedTextRange }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.count) }
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { replaceText(in: editor.characters(of: range), with: text) }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditing, isEditable else { return }
        let text = markedText ?? ""
        editor.setMarkedText(text, selectedRange: TextEditor.markedSelection(in: text, selectedRange))
        relayOut()
    }
    open func unmarkText() {
        guard editor.marked != nil else { return }
        editor.unmarkText()
        relayOut()
        textDelegate?.textViewDidChange(self)
    }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { UITextRange(start: fromPosition, end: toPosition) }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }

    // MARK: Standard edit actions

    // UIKit's `UIResponderStandardEditActions`, which the edit menu, the keyboard shortcuts
    // and app code (`textView.paste(nil)`) use; override them to change what the view does.
    open func copy(_ sender: Any?) {
        guard !editor.selection.isEmpty else { return }
        UIPasteboard.general.string = editor.selectedText
    }

    open func cut(_ sender: Any?) {
        guard isEditable, !editor.selection.isEmpty else { return }
        UIPasteboard.general.string = editor.selectedText
        replaceText(in: editor.selection, with: "")
    }

    /// Pastes the pasteboard's text over the selection, line breaks and all.
    open func paste(_ sender: Any?) {
        guard isEditable, let string = UIPasteboard.general.string else { return }
        replaceText(in: editor.selection, with: string)
    }

    open func selectAll(_ sender: Any?) {
        editor.selectAll()
        selectionChanged()
    }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .copy: !editor.selection.isEmpty
        case .cut: isEditable && !editor.selection.isEmpty
        case .paste: isEditable && isEditing && UIPasteboard.general.hasStrings
        case .selectAll: hasText
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    /// The edit actions sent along the responder chain (the edit menu, Ctrl+C from the host).
    open override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        performTextEditAction(action, sender: sender) || super.perform(action, withSender: sender)
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, isEditing, handleKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    private func handleKey(_ key: UIKey) -> Bool {
        let shift = key.modifierFlags.contains(.shift)
        if !key.modifierFlags.intersection([.control, .command]).isEmpty {
            switch key.keyCode {
            case .keyboardA: selectAll(nil)
            case .keyboardC: copy(nil)
            case .keyboardX: cut(nil)
            case .keyboardV: paste(nil)
            case .keyboardZ: shift ? redoEdit() : undoEdit()
            case .keyboardY: redoEdit()
            default: return false
            }
            return true
        }
        switch key.keyCode {
        case .keyboardLeftArrow: editor.move(.left, extend: shift); goalX = nil; selectionChanged()
        case .keyboardRightArrow: editor.move(.right, extend: shift); goalX = nil; selectionChanged()
        case .keyboardUpArrow: moveLine(-1, extend: shift)
        case .keyboardDownArrow: moveLine(1, extend: shift)
        case .keyboardHome: moveToLineEdge(start: true, extend: shift)
        case .keyboardEnd: moveToLineEdge(start: false, extend: shift)
        case .keyboardDeleteOrBackspace: deleteBackward()
        case .keyboardDeleteForward:
            guard isEditable else { return true }
            let range = editor.selection.isEmpty ? editor.caret..<min(editor.count, editor.caret + 1) : editor.selection
            if !range.isEmpty { replaceText(in: range, with: "") }
        case .keyboardReturnOrEnter: insertText("\n")
        case .keyboardTab: insertText("\t")
        default: return false
        }
        return true
    }

    /// Up or Down a line, keeping the caret's x (the goal) across lines of other lengths.
    private func moveLine(_ delta: Int, extend: Bool) {
        let moving = editor.selection.upperBound
        let (line, _) = layout.line(of: moving)
        let goal = goalX ?? caretRect(for: UITextPosition(offset: moving)).minX
        let target = min(max(0, line + delta), max(0, layout.lineCount - 1))
        let offset = line + delta < 0 ? 0 : (line + delta >= layout.lineCount ? editor.count
                   : self.offset(at: CGPoint(x: goal, y: textContainerInset.top + (CGFloat(target) + 0.5) * layout.lineHeight)))
        if extend { editor.select(from: editor.selection.lowerBound == moving ? moving : editor.selection.lowerBound, to: offset) } else { editor.setCaret(offset) }
        goalX = goal
        selectionChanged()
    }

    private func moveToLineEdge(start: Bool, extend: Bool) {
        let (line, _) = layout.line(of: editor.caret)
        let range = layout.range(ofLine: line)
        let target = start ? range.lowerBound : range.upperBound
        if extend { editor.select(from: editor.selection.lowerBound, to: target) } else { editor.setCaret(target) }
        goalX = nil
        selectionChanged()
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isSelectable || isEditable, becomeFirstResponder() else { return }
        editor.unmarkText()
        let index = offset(at: touch.location(in: self))
        switch touch.tapCount {
        case 2: editor.select(editor.wordRange(at: index))
        case 3...: editor.selectAll()
        default: editor.setCaret(index)
        }
        dragStart = touch.tapCount <= 1 ? index : nil
        goalX = nil
        selectionChanged()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = dragStart else { return }
        editor.select(from: start, to: offset(at: touch.location(in: self)))
        selectionChanged()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { dragStart = nil }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { dragStart = nil }
}

/// Draws the lines of a text view that show, with its selection and caret.
@MainActor final class TextViewContent: UIView {
    weak var owner: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("made by a text view") }

    override func draw(_ rect: CGRect) {
        guard let owner, let context = UIGraphicsGetCurrentContext() else { return }
        if let styled = owner.displayedAttributedText {
            let inset = owner.textContainerInset
            let height = max(0, owner.contentSize.height - inset.top - inset.bottom)
            context.draw(styled, in: CGRect(x: inset.left, y: inset.top - owner.bounds.minY, width: owner.textWidth, height: height))
            return
        }
        let layout = owner.layout
        let inset = owner.textContainerInset
        let lineHeight = layout.lineHeight
        let top = owner.bounds.minY
        let first = max(0, Int((top - inset.top) / lineHeight))
        let last = min(layout.lineCount - 1, Int((top + bounds.height - inset.top) / lineHeight))
        guard last >= first else { return drawCaretIfEmpty(owner, context) }
        let editor = owner.editor
        let style = TextStyle(font: layout.font, color: owner.textColor ?? .label, alignment: .left, lineBreakMode: .byClipping)
        for line in first...last {
            let range = layout.range(ofLine: line)
            let y = inset.top + CGFloat(line) * lineHeight - top
            let selected = range.clamped(to: editor.selection)
            if owner.isEditing, !editor.selection.isEmpty, !selected.isEmpty || (editor.selection.contains(range.upperBound) && range.upperBound < editor.count) {
                let x0 = inset.left + layout.measure(editor.text(in: range.lowerBound..<selected.lowerBound))
                let x1 = selected.upperBound < range.upperBound ? inset.left + layout.measure(editor.text(in: range.lowerBound..<selected.upperBound)) : bounds.width - inset.right
                context.fill(CGRect(x: x0, y: y, width: max(2, x1 - x0), height: lineHeight), color: UIColor.systemBlue.withAlphaComponent(0.25))
            }
            let text = editor.text(in: range).replacingOccurrences(of: "\t", with: "    ")
            context.draw(text, style: style, in: CGRect(x: inset.left, y: y, width: bounds.width, height: lineHeight))
        }
        if owner.isEditing, editor.selection.isEmpty {
            let caret = owner.caretRect(for: UITextPosition(offset: editor.caret))
            context.fill(CGRect(x: caret.minX, y: caret.minY - top, width: 2, height: caret.height), color: owner.tintColor ?? .systemBlue)
        }
    }

    private func drawCaretIfEmpty(_ owner: UITextView, _ context: GraphicsContext) {
        guard owner.isEditing else { return }
        context.fill(CGRect(x: owner.textContainerInset.left, y: owner.textContainerInset.top - owner.bounds.minY, width: 2,
                            height: owner.layout.lineHeight), color: owner.tintColor ?? .systemBlue)
    }
}

extension UITextView {
    /// The attributed text as the renderer sets it, while the characters are still its own.
    var displayedAttributedText: AttributedText? {
        guard let storedAttributedText, storedAttributedText.length > 0, storedAttributedText.string == editor.text else { return nil }
        return AttributedText(storedAttributedText, font: font ?? .systemFont(ofSize: 17), color: textColor ?? .label,
                              alignment: textAlignment, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    }
}
