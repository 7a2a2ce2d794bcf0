import Foundation
import Testing
@testable @_spi(Host) import Tessera
@_spi(Host) import TesseraTesting

/// Records the selection calls a collection view makes, in order, and copies items.
@MainActor private final class SelectionLog: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var calls: [String] = []
    var count = 12
    var copyAllowed = true

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) -> Bool { action == .copy && copyAllowed }
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                        withSender sender: Any?) {
        UIPasteboard.general.string = "item \(indexPath.item)"
    }
}

/// A controller that copies its own text and handles Ctrl+K with a key command.
private final class EditorController: UIViewController {
    var performed: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "k", modifierFlags: .control, action: "clear:")]
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .copy || action == "clear:"
    }
    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        performed.append(action.name)
        if action == .copy { UIPasteboard.general.string = "editor text" }
        return true
    }
}

/// A view that takes the keys it is given as first responder.
private final class KeyCatcher: UIView {
    var began: [String] = []
    var ended: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        began += presses.compactMap { $0.key.map { "\($0.characters)/\($0.charactersIgnoringModifiers)" } }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ended += presses.compactMap { $0.key?.charactersIgnoringModifiers }
    }
}

/// Counts a recognizer's actions and keeps a pinch's scale at each.
@MainActor private final class ActionRecorder {
    let recognizer: UIGestureRecognizer
    var count = 0
    var scales: [CGFloat] = []
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
    func fired() {
        count += 1
        if let pinch = recognizer as? UIPinchGestureRecognizer { scales.append(pinch.scale) }
    }
}

@MainActor struct KeyboardInputTests {
    private func grid(_ log: SelectionLog, size: CGSize = CGSize(width: 320, height: 480)) -> (HeadlessScreen, UICollectionView) {
        let screen = HeadlessScreen(size: size, scale: 1)
        let controller = UIViewController()
        screen.rootViewController = controller
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = log
        collectionView.delegate = log
        controller.view.addSubview(collectionView)
        screen.runUntilIdle()
        return (screen, collectionView)
    }

    /// An editor controller whose view holds a collection view served by `log`.
    private func editorScreen(_ log: SelectionLog) -> (HeadlessScreen, EditorController) {
        // A first responder another test left behind would answer the menu instead of the editor.
        _ = UIResponder.currentFirstResponder?.resignFirstResponder()
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let editor = EditorController()
        screen.rootViewController = editor
        let cv = UICollectionView(frame: editor.view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = log
        cv.delegate = log
        editor.view.addSubview(cv)
        return (screen, editor)
    }

    @Test func arrowsMoveTheSelectionAndTheDelegateHearsTheItemLeft() {
        let log = SelectionLog()
        let (screen, cv) = grid(log)
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardLeftArrow)
        #expect(log.calls == ["shouldSelect 0", "didSelect 0",
                              "shouldSelect 1", "didDeselect 0", "didSelect 1",
                              "shouldSelect 0", "didDeselect 1", "didSelect 0"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        withExtendedLifetime(log) {}
    }

    @Test func arrowsGoWhereTheItemsAreInAGridAndOnAtARowsEnd() {
        let log = SelectionLog()
        let (screen, cv) = grid(log)
        cv.selectionFollowsFocus = false
        var visited: [Int] = []
        for key in [UIKeyboardHIDUsage.keyboardRightArrow, .keyboardRightArrow, .keyboardRightArrow, .keyboardRightArrow, .keyboardRightArrow,
                    .keyboardDownArrow, .keyboardDownArrow, .keyboardUpArrow, .keyboardLeftArrow, .keyboardUpArrow] {
            screen.press(key)
            visited.append(cv.keyboardFocus?.item ?? -1)
        }
        // Rows of four (60-point items in 320 points): the first Right lands on the first item;
        // Right at a row's end goes on to the next row, Left at a row's start back to the one
        // before; Up and Down keep the column and stop at the first and last rows (twelve items).
        #expect(visited == [0, 1, 2, 3, 4, 8, 8, 4, 3, 3])
        withExtendedLifetime(log) {}
    }

    @Test func returnSelectsTheFocusedItemAsATapWouldAndDeselectsTheOldOne() {
        let log = SelectionLog()
        let (screen, cv) = grid(log)
        cv.selectionFollowsFocus = false
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardReturnOrEnter)
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardDownArrow)
        #expect(log.calls == ["shouldSelect 0", "didSelect 0"], "without selectionFollowsFocus the arrows only move the focus")
        #expect(cv.keyboardFocus == IndexPath(item: 8, section: 0), "Down goes to the item below: two rows of four on")
        screen.press(.keyboardReturnOrEnter)
        #expect(log.calls == ["shouldSelect 0", "didSelect 0", "shouldSelect 8", "didDeselect 0", "didSelect 8"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
        withExtendedLifetime(log) {}
    }

    @Test func aTapAfterKeyboardSelectionDeselectsTheKeyboardsItem() {
        let log = SelectionLog()
        let (screen, _) = grid(log)
        screen.press(.keyboardRightArrow)
        screen.tap(at: CGPoint(x: 30, y: 100))  // item 4: four 60-point items a row in 320 with 10 between
        #expect(log.calls == ["shouldSelect 0", "didSelect 0", "shouldSelect 4", "didDeselect 0", "didSelect 4"])
        withExtendedLifetime(log) {}
    }

    @Test func controlCCopiesTheFocusedItemThroughTheDelegate() {
        let log = SelectionLog()
        let (screen, _) = grid(log)
        var said: [String] = []
        screen.input.log = { said.append($0) }
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardC, modifiers: .control)
        #expect(UIPasteboard.general.string == "item 1")
        #expect(said == ["copied item 1"])
        withExtendedLifetime(log) {}
    }

    @Test func copyGoesUpTheChainWhenTheCollectionViewMayNotCopy() {
        let log = SelectionLog()
        log.copyAllowed = false
        let (screen, editor) = editorScreen(log)
        screen.runUntilIdle()
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardC, modifiers: .control)
        #expect(editor.performed == ["copy:"], "the collection view said no; its controller, further up, copies")
        #expect(UIPasteboard.general.string == "editor text")
        screen.press(.keyboardC)
        #expect(editor.performed == ["copy:"], "C without Ctrl is no copy")
        withExtendedLifetime(log) {}
    }

    @Test func keyCommandsComeBeforePressesAndRunTheirAction() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let editor = EditorController()
        screen.rootViewController = editor
        let catcher = KeyCatcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        editor.view.addSubview(catcher)
        screen.runUntilIdle()
        #expect(catcher.becomeFirstResponder())
        screen.press(.keyboardK, modifiers: .control)
        #expect(editor.performed == ["clear:"], "the controller's key command, found from the first responder out")
        #expect(catcher.began.isEmpty)
        screen.press(.keyboardA, modifiers: .shift)
        screen.press(.keyboardUpArrow)
        #expect(catcher.began == ["A/a", "\(UIKeyCommand.inputUpArrow)/\(UIKeyCommand.inputUpArrow)"])
        #expect(catcher.ended == ["a", UIKeyCommand.inputUpArrow])
        _ = catcher.resignFirstResponder()
    }

    @Test func escapeClosesTheMenuFirstThenDismissesThePresentedAlert() {
        let log = SelectionLog()
        let (screen, editor) = editorScreen(log)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        editor.present(alert, animated: false)
        screen.runUntilIdle()
        UIMenuController.shared.showMenu(from: editor.view, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIMenuController.shared.isMenuVisible, "the editor can copy: the menu has Copy; first responder \(String(describing: UIResponder.currentFirstResponder.map { type(of: $0) }))")
        screen.press(.keyboardEscape)
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(alert.presentingViewController === editor, "the first Escape only closes the menu")
        screen.press(.keyboardEscape)
        screen.runUntilIdle()
        #expect(alert.presentingViewController == nil)
        #expect(editor.presentedViewController == nil)
        #expect(log.calls.isEmpty, "no key reached the collection view behind the alert")
        withExtendedLifetime(log) {}
    }

    @Test func backspaceGoesBackInTheNavigationStack() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        screen.rootViewController = navigation
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        screen.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
        screen.press(.keyboardDeleteOrBackspace)
        screen.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.topViewController === root)
        screen.press(.keyboardDeleteOrBackspace)
        screen.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "the root stays")
    }

    @Test func aKeyNoResponderTakesGoesToTheHost() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        screen.rootViewController = UIViewController()
        var unhandled: [String] = []
        screen.input.unhandledKey = { unhandled.append("\($0.charactersIgnoringModifiers) \($0.modifierFlags.rawValue)") }
        screen.press(.keyboardD)
        screen.press(.keyboardD, modifiers: .shift)
        #expect(unhandled == ["d 0", "d \(UIKeyModifierFlags.shift.rawValue)"])
    }

    @Test func theWheelScrollsTheCollectionViewUnderThePointerAndCoasts() {
        let log = SelectionLog()
        log.count = 200
        let (screen, cv) = grid(log)
        var said: [String] = []
        screen.input.log = { said.append($0) }
        screen.scrollWheel(at: CGPoint(x: 160, y: 240), dy: -1, notches: 3)
        #expect(cv.contentOffset.y > 3 * HostInput.wheelStep, "three notches of 40 points, then coasting")
        #expect(said.count == 1, "the wheel ends once, when it goes quiet")
        #expect(said.first?.hasPrefix("scrolled to 0,1") == true, "120 points and more when the wheel stopped")
        let rested = cv.contentOffset.y
        screen.scrollWheel(at: CGPoint(x: 160, y: 240), dy: 1, notches: 1)
        #expect(cv.contentOffset.y < rested, "a notch away from the user scrolls back up")
        withExtendedLifetime(log) {}
    }

    @Test func shiftWheelScrollsSideways() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        screen.rootViewController = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scrollView.contentSize = CGSize(width: 2000, height: 200)
        screen.window.rootViewController?.view.addSubview(scrollView)
        screen.runUntilIdle()
        screen.scrollWheel(at: CGPoint(x: 100, y: 100), dy: -1, notches: 2, modifiers: .shift)
        #expect(scrollView.contentOffset.x >= 2 * HostInput.wheelStep)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func controlWheelPinchesAroundThePointer() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = UIViewController()
        screen.rootViewController = controller
        let pinch = UIPinchGestureRecognizer()
        let recorder = ActionRecorder(pinch)
        pinch.addTarget(recorder, action: ActionRecorder.fired)
        controller.view.addGestureRecognizer(pinch)
        screen.runUntilIdle()
        var said: [String] = []
        screen.input.log = { said.append($0) }
        screen.scrollWheel(at: CGPoint(x: 160, y: 240), dy: 1, notches: 4, modifiers: .control)
        #expect((recorder.scales.last ?? 0) > 1.3, "four notches of 10 % apart")
        #expect(said.last?.hasPrefix("pinched to scale 1.4") == true)
    }

    @Test func twoQuickClicksAreADoubleTap() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = UIViewController()
        screen.rootViewController = controller
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = 2
        let recorder = ActionRecorder(recognizer)
        recognizer.addTarget(recorder, action: ActionRecorder.fired)
        controller.view.addGestureRecognizer(recognizer)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.1)
        screen.tap(at: CGPoint(x: 104, y: 102))
        screen.runUntilIdle()
        #expect(recorder.count == 1)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.5)
        screen.tap(at: CGPoint(x: 100, y: 100))
        screen.runUntilIdle()
        #expect(recorder.count == 1, "0.5 s apart is two single taps")
    }
}
