import Foundation
import TesseraCore

/// A one-line editable text: UIKit's text field, with the caret, selection and editing keys a
/// desktop user expects.
///
/// Click to place the caret (it becomes first responder), drag to select, double-click a word;
/// type (text arrives through `insertText(_:)`, from the window's text input or a test's
/// `type(_:)`), with composition shown underlined as marked text; arrows, Shift+arrows,
/// Home/End, Backspace/Delete, Ctrl+A, Ctrl+X/C/V with the pasteboard, Ctrl+Z/Ctrl+Shift+Z (or
/// Ctrl+Y), Return (`textFieldShouldReturn`, `.editingDidEndOnExit`), Tab and Shift+Tab to the
/// next or previous field. Each change is asked of the delegate and sends `.editingChanged`;
/// the editing itself is the core's `TextEditor`.
/// An `inputView` (a picker in place of the keyboard) and an `inputAccessoryView` (a bar above
/// it) dock at the bottom of the window while the field is first responder (see
/// ``UIResponder/inputView``).
@preconcurrency @MainActor open class UITextField: UIControl, UITextInput, TextUndoTarget {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// The text; setting it replaces everything (no undo step), the caret at the end.
    open var text: String? {
        get { editor.text }
        set {
            editor.reset(to: newValue ?? "")
            contentView.setNeedsDisplay()
        }
    }

    /// `text` by key-value coding, beside the control's keys.
    open override func value(forKey key: String) -> Any? {
        key == "text" ? text : super.value(forKey: key)
    }
    /// The text with the field's font and colour as its attributes. Setting it takes the text,
    /// and the font and foreground colour of its first character for the whole field (a field
    /// shows one style).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: editor.text, attributes: styleAttributes(color: textColor)) }
        set {
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            text = newValue?.string
        }
    }
    open var placeholder: String? { didSet { contentView.setNeedsDisplay() } }

    /// Draws the placeholder in `rect` (in the field's text area); override to draw it another way.
    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(placeholder, style: TextStyle(font: font ?? .systemFont(ofSize: 17), color: placeholderColor ?? .placeholderText,
                                                   alignment: textAlignment), in: rect)
    }

    /// The text's font and colour as attributes; setting them sets those.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[.font] = font
            attributes[.foregroundColor] = textColor
            return attributes
        }
        set {
            if let newFont = newValue[.font] as? UIFont { font = newFont }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The attributes typed text takes (the default attributes while editing; kept).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Whether the user may change the text's attributes (a plain field has none to change).
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces everything in the field (as a field that starts selected does).
    open var clearsOnInsertion = false
    /// The image drawn behind the field when its border style is `.none`, and the one drawn
    /// while it is disabled.
    open var background: UIImage? { didSet { showBackgroundImage() } }
    open var disabledBackground: UIImage? { didSet { showBackgroundImage() } }
    private lazy var backgroundImageView = UIImageView()

    func showBackgroundImage() {
        let image = isEnabled ? background : (disabledBackground ?? background)
        guard let image, borderStyle == .none else {
            backgroundImageView.removeFromSuperview()
            return
        }
        backgroundImageView.image = image
        backgroundImageView.frame = bounds
        backgroundImageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundImageView.isUserInteractionEnabled = false
        if backgroundImageView.superview !== self { insertSubview(backgroundImageView, at: 0) }
    }

    /// The selection, to give back later (a scene's saved state).
    open var interactionState: Any {
        get { ["selectedRange": [editor.selection.lowerBound, editor.selection.count]] }
        set {
            guard let range = (newValue as? [String: [Int]])?["selectedRange"], range.count == 2 else { return }
            let lower = min(max(0, range[0]), editor.count)
            editor.select(lower..<min(editor.count, lower + max(0, range[1])))
            selectionDidChange()
        }
    }
    /// The placeholder's colour when set through ``attributedPlaceholder``.
    var placeholderColor: UIColor?
    /// The placeholder with its colour; setting it takes the colour of its first character.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: styleAttributes(color: placeholderColor ?? .placeholderText)) } }
        set {
            placeholderColor = newValue.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor : nil }
            placeholder = newValue?.string
        }
    }

    private func styleAttributes(color: UIColor?) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font { attributes[.font] = font }
        if let color { attributes[.foregroundColor] = color }
        return attributes
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentView.setNeedsDisplay(); invalidateIntrinsicContentSize() } }
    /// Whether a Dynamic Type font follows the user's text size (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { followContentSizeCategory() } }
    open var textColor: UIColor? = .label { didSet { contentView.setNeedsDisplay() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentView.setNeedsDisplay() } }
    open var borderStyle: BorderStyle = .none { didSet { showBorder(); showBackgroundImage() } }
    open override var isEnabled: Bool { didSet { showBackgroundImage() } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: UITextFieldDelegate?
    open override var inputView: UIView? {
        get { inputViews.inputView }
        set { inputViews.inputView = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { inputViews.accessoryView }
        set { inputViews.accessoryView = newValue }
    }
    /// The input views set on the field.
    private let inputViews = SettableInputViews()

    // UITextInputTraits, kept.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType?
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var passwordRules: UITextInputPasswordRules?
    /// Shows dots for the characters; copy and cut are refused, as UIKit's.
    open var isSecureTextEntry = false { didSet { contentView.setNeedsDisplay() } }

    /// The text, selection, marked text and undo history.
    var editor = TextEditor()
    /// Whether the field is first responder.
    public private(set) var isEditing = false
    /// Draws the text, the placeholder, the selection and the caret, scrolled to keep the caret in view.
    let contentView = TextFieldContentView()
    let clearButton = UIButton(type: .custom)
    /// Where the finger went down (a drag selects from there).
    var dragStart: Int?
    private lazy var textUndoManager = TextUndoManager(target: self)

    /// Undo and redo of the field's edits (`undo()` takes back the last typing or change).
    open override var undoManager: UndoManager? { textUndoManager }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        redecodeBackground(coder)
        decodeFieldAttributes(coder)
    }

    private func setUp() {
        contentView.field = self
        contentView.isUserInteractionEnabled = false
        addSubview(contentView)
        clearButton.setImage(UIImage(systemName: "xmark.circle.fill", withConfiguration: .init(pointSize: 14)), for: .normal)
        clearButton.tintColor = .tertiaryLabel
        clearButton.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        showBorder()
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override var intrinsicContentSize: CGSize {
        let height = ceil((font ?? .systemFont(ofSize: 17)).lineHeight) + (borderStyle == .none ? 0 : 14)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(height, borderStyle == .roundedRect ? 34 : 0))
    }

    // MARK: Rectangles (UIKit's overridable layout)

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderStyle == .none ? 0 : 7, dy: 0)
        if showsView(leftViewMode), let leftView { rect.origin.x = leftView.frame.maxX + 4; rect.size.width = bounds.maxX - rect.minX - 7 }
        let right = showsView(rightViewMode) && rightView != nil ? rightViewRect(forBounds: bounds).minX
                  : (showsClearButton ? clearButtonRect(forBounds: bounds).minX : rect.maxX)
        rect.size.width = max(0, min(rect.maxX, right - 4) - rect.minX)
        return rect
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 26, y: bounds.midY - 10, width: 20, height: 20)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: borderStyle == .none ? 0 : 7, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width - (borderStyle == .none ? 0 : 7), y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    func showsView(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsClearButton: Bool { showsView(clearButtonMode) && hasText }

    open override func layoutSubviews() {
        super.layoutSubviews()
        leftView?.isHidden = !showsView(leftViewMode)
        leftView?.frame = leftViewRect(forBounds: bounds)
        rightView?.isHidden = !showsView(rightViewMode)
        rightView?.frame = rightViewRect(forBounds: bounds)
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        contentView.frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        contentView.setNeedsDisplay()
    }

    private func showBorder() {
        layer.borderWidth = 0
        layer.cornerRadius = 0
        switch borderStyle {
        case .none: break
        case .line:
            layer.borderWidth = 1
            layer.borderColor = UIColor.label.cgColor
        case .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.systemGray.cgColor
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.systemGray4.cgColor
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
        invalidateIntrinsicContentSize()
    }

    // MARK: First responder

    /// Starts editing when the delegate allows: `.editingDidBegin`, the caret at the end.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, hasText { replaceText(in: 0..<editor.count, with: "") }
        editor.setCaret(editor.count)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsLayout()
        return true
    }

    /// Ends editing when the delegate allows: `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard UIResponder.resignationIsForced || delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        editor.unmarkText()
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        setNeedsLayout()
        return true
    }

    // MARK: UIKeyInput

    open var hasText: Bool { editor.count > 0 }

    /// Puts typed `text` in place of the selection (or the marked text), if the delegate allows.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        // Committed text takes the composition's place.
        if editor.marked != nil { editor.setMarkedText("", selectedRange: 0..<0) }
        let sanitized = text.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\r", with: "")
        guard !sanitized.isEmpty else { return }
        replaceText(in: editor.selection, with: sanitized, typing: true)
    }

    open func deleteBackward() {
        guard isEditing else { return }
        let range = editor.selection.isEmpty ? max(0, editor.caret - 1)..<editor.caret : editor.selection
        guard !range.isEmpty else { return }
        replaceText(in: range, with: "")
    }

    /// Changes the text at `range` if the delegate allows it; says so with `.editingChanged`.
    @discardableResult
    func replaceText(in range: Range<Int>, with string: String, typing: Bool = false) -> Bool {
        // Nothing replaced by nothing changes nothing (not the character before the caret).
        guard !range.isEmpty || !string.isEmpty else { return false }
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: nsRange(range), replacementString: string) { return false }
        // Typing at the caret stays one undo step: the selection is set only when it differs.
        inputDelegate?.textWillChange(self)
        let range = typing && clearsOnInsertion ? 0..<editor.count : range
        if range != editor.selection { editor.select(range) }
        if string.isEmpty { editor.deleteBackward() } else { editor.insert(string, coalescing: typing) }
        textDidChange()
        inputDelegate?.textDidChange(self)
        return true
    }

    func textDidChange() {
        contentView.setNeedsDisplay()
        setNeedsLayout()
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func selectionDidChange() {
        contentView.setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// A character range as UIKit's delegate counts it: UTF-16 units.
    func nsRange(_ range: Range<Int>) -> NSRange { editor.utf16Range(range) }

    private func clearTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        _ = becomeFirstResponder()
        replaceText(in: 0..<editor.count, with: "")
    }

    // MARK: Undo

    var canUndoEdit: Bool { editor.canUndo }
    var canRedoEdit: Bool { editor.canRedo }

    // MARK: UITextInput

    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set {
            guard let newValue else { return }
            inputDelegate?.selectionWillChange(self)
            editor.select(newValue.characters)
            selectionDidChange()
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
    /// The caret's rectangle, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { caretFrame(atCharacter: clampedOffset(position)) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { selectionRectangles(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { closestTextPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { closestTextPosition(to: point, within: range) }
    open func characterRange(at point: CGPoint) -> UITextRange? { characterRangeAt(point) }
    open var markedTextRange: UITextRange? { editor.markedTextRange }
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: editor.count) }

    open func text(in range: UITextRange) -> String? { editor.text(in: range) }

    open func replace(_ range: UITextRange, withText text: String) { replaceText(in: editor.characters(of: range), with: text) }

    /// Shows composing text underlined in place of the selection (an input method's).
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        guard isEditing else { return }
        let text = markedText ?? ""
        editor.setMarkedText(text, selectedRange: TextEditor.markedSelection(in: text, selectedRange))
        contentView.setNeedsDisplay()
    }

    open func unmarkText() {
        guard editor.marked != nil else { return }
        editor.unmarkText()
        textDidChange()
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }

    /// `offset` characters from `position`; nil past either end, as UIKit's.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editor.position(from: position, offset: offset) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }

    // MARK: Keys and touches (UITextField+Editing.swift)

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, isEditing, handleKey(key) else { return super.pressesBegan(presses, with: event) }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginTextTouch(touch) }
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continueTextTouch(touch) }
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { dragStart = nil }

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformEditingAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    // The standard edit actions (UIKit's `UIResponderStandardEditActions`); override them to
    // change what the field does, as in UIKit.
    open func copy(_ sender: Any?) { performCopy() }
    open func cut(_ sender: Any?) { performCut() }
    /// Pastes the pasteboard's text (on one line: line breaks become spaces).
    open func paste(_ sender: Any?) { performPaste() }
    open func selectAll(_ sender: Any?) { performSelectAll() }

    /// The edit actions sent along the responder chain (the edit menu, Ctrl+C from the host).
    open override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        performTextEditAction(action, sender: sender) || super.perform(action, withSender: sender)
    }
}
