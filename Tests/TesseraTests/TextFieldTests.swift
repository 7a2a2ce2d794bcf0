import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Records what a text field's delegate is asked and told.
@MainActor private final class FieldLog: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var refuseDigits = false
    var returns = 0
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("change \(range.location),\(range.length) '\(string)'")
        return !(refuseDigits && string.contains { $0.isNumber })
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returns += 1
        textField.resignFirstResponder()
        return true
    }
}

@MainActor struct TextFieldTests {
    private func form(_ count: Int = 1) -> (HeadlessScreen, [UITextField]) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 400), scale: 1)
        let fields = (0..<count).map { index -> UITextField in
            let field = UITextField(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 50, width: 280, height: 34))
            field.borderStyle = .roundedRect
            screen.window.addSubview(field)
            return field
        }
        screen.runUntilIdle()
        return (screen, fields)
    }

    private func centre(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test func clickingStartsEditingAndTypingAsksTheDelegateAndSaysEditingChanged() {
        let (screen, fields) = form()
        let field = fields[0]
        let log = FieldLog()
        field.delegate = log
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("changed") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        screen.tap(at: centre(field))
        #expect(field.isFirstResponder && field.isEditing)
        screen.type("Héllo")
        screen.type(" 世界")
        #expect(field.text == "Héllo 世界")
        #expect(log.calls == ["shouldBegin", "didBegin", "change 0,0 'Héllo'", "change 5,0 ' 世界'"])
        #expect(events == ["begin", "changed", "changed"])
        screen.press(.keyboardReturnOrEnter)
        #expect(log.returns == 1 && !field.isEditing && events.last == "end")
        #expect(log.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }

    @Test func theDelegateCanRefuseAChange() {
        let (screen, fields) = form()
        let log = FieldLog()
        log.refuseDigits = true
        fields[0].delegate = log
        screen.tap(at: centre(fields[0]))
        screen.type("ab")
        screen.type("12")
        screen.type("c")
        #expect(fields[0].text == "abc")
    }

    @Test func arrowsShiftArrowsHomeEndAndBackspaceEditLikeADesktopField() {
        let (screen, fields) = form()
        let field = fields[0]
        screen.tap(at: centre(field))
        screen.type("hello world")
        screen.press(.keyboardLeftArrow)
        screen.press(.keyboardLeftArrow, modifiers: .shift)
        screen.press(.keyboardLeftArrow, modifiers: .shift)
        #expect(field.text(in: field.selectedTextRange!) == "rl")
        screen.type("X")
        #expect(field.text == "hello woXd")
        screen.press(.keyboardHome)
        screen.press(.keyboardDeleteForward)
        screen.press(.keyboardEnd)
        screen.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "ello woX")
        screen.press(.keyboardA, modifiers: .control)
        screen.type("new")
        #expect(field.text == "new")
        screen.press(.keyboardZ, modifiers: .control)
        #expect(field.text == "ello woX")
        screen.press(.keyboardZ, modifiers: [.control, .shift])
        #expect(field.text == "new")
    }

    @Test func cutCopyAndPasteGoThroughThePasteboard() {
        let (screen, fields) = form()
        let field = fields[0]
        screen.tap(at: centre(field))
        screen.type("copy me")
        screen.press(.keyboardA, modifiers: .control)
        screen.press(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "copy me")
        screen.press(.keyboardEnd)
        UIPasteboard.general.string = " and\nthis"
        screen.press(.keyboardV, modifiers: .control)
        #expect(field.text == "copy me and this", "pasted on one line")
        field.isSecureTextEntry = true
        UIPasteboard.general.string = "kept"
        screen.press(.keyboardA, modifiers: .control)
        screen.press(.keyboardX, modifiers: .control)
        #expect(UIPasteboard.general.string == "kept" && field.text == "copy me and this", "secure text is not cut or copied")
    }

    @Test func aClickPlacesTheCaretADoubleClickSelectsAWordAndADragSelects() throws {
        let (screen, fields) = form()
        let field = fields[0]
        field.text = "alpha beta gamma"
        screen.tap(at: centre(field))
        let content = field.contentView
        // Double-click on "beta": the word is selected.
        let betaX = content.offset(of: 7)
        let point = content.convert(CGPoint(x: betaX, y: content.bounds.midY), to: nil)
        screen.tap(at: point)
        screen.tap(at: point)
        #expect(field.text(in: field.selectedTextRange!) == "beta")
        // A click just after "alpha": the caret goes there.
        screen.advance(by: 1)
        screen.tap(at: content.convert(CGPoint(x: content.offset(of: 5) + 1, y: content.bounds.midY), to: nil))
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 5 && field.selectedTextRange!.isEmpty)
        screen.advance(by: 1)
        let from = content.convert(CGPoint(x: content.offset(of: 0) + 1, y: content.bounds.midY), to: nil)
        let to = content.convert(CGPoint(x: content.offset(of: 5) + 1, y: content.bounds.midY), to: nil)
        screen.drag(from: from, to: to)
        #expect(field.text(in: field.selectedTextRange!) == "alpha")
    }

    @Test func tabMovesToTheNextFieldAndShiftTabBack() {
        let (screen, fields) = form(3)
        screen.tap(at: centre(fields[0]))
        screen.press(.keyboardTab)
        #expect(fields[1].isFirstResponder && !fields[0].isEditing)
        screen.press(.keyboardTab)
        screen.press(.keyboardTab)
        #expect(fields[0].isFirstResponder, "from the last it wraps to the first")
        screen.press(.keyboardTab, modifiers: .shift)
        #expect(fields[2].isFirstResponder)
    }

    @Test func composedTextShowsMarkedThenCommits() {
        let (screen, fields) = form()
        let field = fields[0]
        screen.tap(at: centre(field))
        screen.type("a")
        screen.compose("´")
        #expect(field.text == "a´" && field.markedTextRange != nil)
        screen.compose("é")
        screen.type("é")
        #expect(field.text == "aé" && field.markedTextRange == nil)
        screen.compose("x")
        screen.compose("")
        #expect(field.text == "aé", "a cancelled composition leaves nothing")
    }

    @Test func theClearButtonEmptiesTheFieldAndTextPositionsAreBounded() throws {
        let (screen, fields) = form()
        let field = fields[0]
        field.clearButtonMode = .always
        field.text = "some text"
        screen.runUntilIdle()
        let clear = field.clearButtonRect(forBounds: field.bounds)
        screen.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        #expect(field.text == "" && field.isEditing)
        #expect(field.position(from: field.beginningOfDocument, offset: 1) == nil, "past the end: nil")
        field.text = "abc"
        let end = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        #expect(field.compare(end, to: field.endOfDocument) == .orderedSame)
    }
}

@MainActor struct ExternalTextTests {
    @Test func bytesThatAreNotUTF8AreRefusedWithAMessage() {
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        #expect(UTF8Text.decode(Array("café".utf8), what: "typed text") == "café")
        #expect(UTF8Text.decode([0x63, 0xC3, 0x28, 0xFF], what: "the system clipboard's text") == nil)
        #expect(log.all == ["the system clipboard's text is not valid UTF-8 (4 bytes); it is refused"])
    }
}

@MainActor struct UndoManagerTests {
    @Test func aFieldsUndoManagerTakesBackItsEdits() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 1)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        screen.window.addSubview(field)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 100, y: 27))
        screen.type("one")
        screen.type(" two")
        let undo = field.undoManager
        #expect(undo?.canUndo == true && undo?.canRedo == false)
        undo?.undo()
        #expect(field.text == "", "typing is one step")
        #expect(undo?.canRedo == true)
        undo?.redo()
        #expect(field.text == "one two")
    }

    @Test func registeredActionsUndoInGroupsAndBecomeRedo() {
        final class Counter { var value = 0 }
        let counter = Counter()
        let manager = UndoManager()
        func set(_ value: Int) {
            let old = counter.value
            counter.value = value
            manager.registerUndo(withTarget: counter) { _ in set(old) }
        }
        set(1)
        manager.beginUndoGrouping()
        set(2)
        set(3)
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 1, "the group goes back at once")
        manager.redo()
        #expect(counter.value == 3)
        manager.undo()
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo && manager.canRedo)
    }
}

@MainActor struct AttributedFieldTests {
    @Test func attributedTextGivesTheFieldItsStyleAndComesBackWithIt() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemRed,
                                                                                  .font: UIFont.boldSystemFont(ofSize: 20)])
        #expect(field.text == "Styled" && field.textColor == .systemRed && field.font?.pointSize == 20)
        let back = field.attributedText
        #expect(back?.string == "Styled")
        #expect(back?.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor == .systemRed)
    }
}

/// `endEditing(_:)`: a form ends its fields' editing, forced or asking their delegates.
@MainActor struct EndEditingTests {
    final class Stubborn: NSObject, UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    @Test func aFormEndsEditingAndForceOverridesARefusingDelegate() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let name = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let stubborn = Stubborn()
        name.delegate = stubborn
        form.addSubview(name)
        let elsewhere = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        screen.window.addSubview(form)
        screen.window.addSubview(elsewhere)
        screen.runUntilIdle()
        _ = name.becomeFirstResponder()
        #expect(elsewhere.endEditing(true) == false && name.isFirstResponder, "not inside that view")
        #expect(form.endEditing(false) == false && name.isFirstResponder, "the delegate refuses")
        #expect(form.endEditing(true) && !name.isFirstResponder && !name.isEditing, "forced")
        #expect(form.endEditing(true) == false, "nothing left editing")
    }
}
