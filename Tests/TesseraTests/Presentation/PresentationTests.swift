import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// A controller that writes down its appearance calls.
@MainActor final class LoggedController: UIViewController {
    let name: String
    var log: CallLog
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
}

@MainActor final class CallLog {
    var calls: [String] = []
    func add(_ call: String) { calls.append(call) }
}

/// Presentation styles as they look on a desktop window and the calls around them.
@MainActor struct PresentationStyleTests {
    private func start(width: CGFloat = 1024, height: CGFloat = 768) -> (HeadlessScreen, LoggedController, CallLog) {
        let log = CallLog()
        let screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: 1)
        let root = LoggedController("root", log: log)
        root.view.backgroundColor = .systemBlue
        screen.window.rootViewController = root
        screen.runUntilIdle()
        log.calls = []
        return (screen, root, log)
    }

    @Test func theDefaultIsAPageSheetCentredInARegularWindow() throws {
        let (screen, root, log) = start()
        let sheet = LoggedController("sheet", log: log)
        sheet.view.backgroundColor = .systemBackground
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(sheet.isBeingPresented)
        #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
        screen.runUntilIdle()
        #expect(completed && !sheet.isBeingPresented)
        #expect(sheet.presentationController is UISheetPresentationController)
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame == CGRect(x: 160, y: 40, width: 704, height: 688), "a page sheet: 704 wide, 40 points from the top and bottom: \(frame)")
        #expect(log.calls == ["sheet.willAppear", "sheet.didAppear"], "a sheet leaves the presenter on screen: \(log.calls)")
        #expect(!root.view.isHidden)
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("page-sheet.png"))
        }
        let dimmed = screen.renderImage().rgba(x: 50, y: 400)
        #expect(dimmed.b < 200 && dimmed.b > 60, "the presenter is dimmed beside the sheet: \(dimmed)")
        root.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(log.calls.suffix(2) == ["sheet.willDisappear", "sheet.didDisappear"])
    }

    @Test func aFullScreenPresentationCoversAndHidesThePresenter() {
        let (screen, root, log) = start()
        let cover = LoggedController("cover", log: log)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: true)
        screen.advance(by: 0.1)
        let midway = cover.view.layer.presentedState.position.y
        #expect(midway > 384, "it slides up from the bottom: \(midway)")
        screen.runUntilIdle()
        #expect(cover.view.convert(cover.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(log.calls == ["cover.willAppear", "root.willDisappear", "root.didDisappear", "cover.didAppear"], "\(log.calls)")
        #expect(root.view.isHidden, "a full-screen presentation takes the presenter's view away")
        log.calls = []
        cover.dismiss(animated: false)
        #expect(!root.view.isHidden)
        screen.runUntilIdle()
        #expect(log.calls == ["cover.willDisappear", "root.willAppear", "cover.didDisappear", "root.didAppear"], "\(log.calls)")
    }

    @Test func aCrossDissolveFades() {
        let (screen, root, _) = start()
        let faded = UIViewController()
        faded.modalPresentationStyle = .overFullScreen
        faded.modalTransitionStyle = .crossDissolve
        root.present(faded, animated: true)
        screen.advance(by: UIView.standardAnimationDuration / 2)
        let alpha = faded.view.layer.presentedState.opacity
        #expect(alpha > 0.2 && alpha < 0.8, "half way: \(alpha)")
        #expect(faded.view.frame.origin == .zero)
        screen.runUntilIdle()
        #expect(!root.view.isHidden, "over full screen leaves the presenter showing")
    }

    @Test func aFormSheetTakesItsPreferredSize() {
        let (screen, root, _) = start()
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        form.preferredContentSize = CGSize(width: 400, height: 300)
        root.present(form, animated: false)
        screen.runUntilIdle()
        #expect(form.view.convert(form.view.bounds, to: nil) == CGRect(x: 312, y: 234, width: 400, height: 300))
    }

    @Test func presentingTwiceIsRefusedWithUIKitsMessage() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (screen, root, _) = start()
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: false)
        root.present(second, animated: false)
        screen.runUntilIdle()
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(messages.all.contains { $0.contains("Attempt to present <UIViewController> on <LoggedController> which is already presenting <UIViewController>") })
    }

    @Test func dismissingTheBottomControllerClosesTheOnesAboveIt() {
        let (screen, root, _) = start()
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: false)
        screen.runUntilIdle()
        first.present(second, animated: false)
        screen.runUntilIdle()
        root.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(first.viewIfLoaded?.window == nil && second.viewIfLoaded?.window == nil)
    }
}

/// Sheets in a compact window: detents, dragging, dismissing by a swipe, and refusing it.
@MainActor struct SheetTests {
    private final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
        var calls: [String] = []
        var shouldDismiss = true
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            calls.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { shouldDismiss }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempt") }
    }

    private func presentSheet(_ delegate: SheetDelegate) -> (HeadlessScreen, UIViewController, UIViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        screen.window.rootViewController = root
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBackground
        let controller = sheet.sheetPresentationController!
        controller.detents = [.medium(), .large()]
        controller.prefersGrabberVisible = true
        controller.delegate = delegate
        root.present(sheet, animated: true)
        screen.runUntilIdle()
        return (screen, root, sheet)
    }

    @Test func itRestsAtItsSmallestDetentAndDragsUpToTheLargest() throws {
        let delegate = SheetDelegate()
        let (screen, _, sheet) = presentSheet(delegate)
        let controller = try #require(sheet.sheetPresentationController)
        #expect(sheet.view.frame == CGRect(x: 0, y: 427, width: 390, height: 417), "medium: half the large detent's 834: \(sheet.view.frame)")
        #expect(!controller.grabber.isHidden && controller.grabber.frame.width == 36)
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("sheet-medium.png"))
        }
        screen.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 60), duration: 0.4)
        screen.runUntilIdle()
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame.minY == 10, "large: 10 points below the top safe area: \(sheet.view.frame)")
        #expect(delegate.calls == ["detent com.apple.UIKit.large"])
    }

    @Test func aSwipeDownDismissesIt() throws {
        let delegate = SheetDelegate()
        let (screen, root, sheet) = presentSheet(delegate)
        screen.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 800), duration: 0.3)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil)
        #expect(delegate.calls == ["willDismiss", "didDismiss"])
    }

    @Test func aModalSheetRefusesTheSwipeAndSaysSo() {
        let delegate = SheetDelegate()
        let (screen, root, sheet) = presentSheet(delegate)
        sheet.isModalInPresentation = true
        screen.drag(from: CGPoint(x: 195, y: 440), to: CGPoint(x: 195, y: 800), duration: 0.3)
        screen.runUntilIdle()
        #expect(root.presentedViewController === sheet)
        #expect(sheet.view.frame.minY == 427, "back at its detent")
        #expect(delegate.calls == ["attempt"])
        sheet.isModalInPresentation = false
        delegate.shouldDismiss = false
        screen.press(.keyboardEscape)
        screen.runUntilIdle()
        #expect(root.presentedViewController === sheet, "Escape is a dismissal attempt too")
        #expect(delegate.calls == ["attempt", "attempt"])
    }

    @Test func aCustomDetentResolvesFromTheMaximum() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController()
        screen.window.rootViewController = root
        let sheet = UIViewController()
        sheet.sheetPresentationController?.detents = [.custom { context in context.maximumDetentValue * 0.25 }]
        root.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(abs(sheet.view.frame.height - 834 * 0.25) < 0.5, "\(sheet.view.frame)")
    }
}

/// Popovers beside their source; a tap outside closes them; compact windows adapt them.
@MainActor struct PopoverTests {
    private final class KeepPopover: NSObject, UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    }

    private func start(width: CGFloat) -> (HeadlessScreen, UIViewController, UIButton) {
        let screen = HeadlessScreen(size: CGSize(width: width, height: 700), scale: 1)
        let root = UIViewController()
        screen.window.rootViewController = root
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 30))
        root.view.addSubview(button)
        screen.runUntilIdle()
        return (screen, root, button)
    }

    @Test func itSitsBelowItsSourceAndATapOutsideClosesIt() throws {
        let (screen, root, button) = start(width: 1000)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(menu.popoverPresentationController)
        popover.sourceView = button
        root.present(menu, animated: false)
        screen.runUntilIdle()
        #expect(menu.view.frame == CGRect(x: 40, y: 130, width: 200, height: 150), "centred under the button: \(menu.view.frame)")
        #expect(popover.arrowDirection == .up)
        screen.tap(at: CGPoint(x: 800, y: 600))
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func aCompactWindowMakesItASheetUnlessTheDelegateSaysNone() throws {
        let (screen, root, button) = start(width: 390)
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.sourceView = button
        root.present(menu, animated: false)
        screen.runUntilIdle()
        #expect(menu.presentationController is UISheetPresentationController)
        #expect(menu.view.frame.width == 390)
        root.dismiss(animated: false)
        let kept = UIViewController()
        kept.modalPresentationStyle = .popover
        kept.preferredContentSize = CGSize(width: 200, height: 100)
        let delegate = KeepPopover()
        kept.popoverPresentationController?.sourceView = button
        kept.popoverPresentationController?.delegate = delegate
        root.present(kept, animated: false)
        screen.runUntilIdle()
        #expect(kept.presentationController is UIPopoverPresentationController)
        #expect(kept.view.frame.size == CGSize(width: 200, height: 100))
    }
}

/// An alert that asks for text, as sign-in and rename prompts do.
@MainActor struct AlertTextFieldTests {
    @Test func typedTextReachesTheActionsHandler() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let root = UIViewController()
        screen.window.rootViewController = root
        screen.runUntilIdle()
        let alert = UIAlertController(title: "Rename", message: "A new name for the album", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        var saved: String?
        let save = UIAlertAction(title: "Save", style: .default) { [weak alert] _ in saved = alert?.textFields?.first?.text }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        root.present(alert, animated: false)
        screen.runUntilIdle()
        #expect(alert.textFields?.count == 1)
        #expect(alert.textFields?.first?.isFirstResponder == true, "the field takes the keyboard")
        screen.type("Summer")
        let button = try #require(screen.frameOfText("Save"))
        screen.tap(at: CGPoint(x: button.midX, y: button.midY))
        screen.runUntilIdle()
        #expect(saved == "Summer")
        #expect(root.presentedViewController == nil)
        #expect(alert.textFields?.first?.isFirstResponder == false, "the keyboard left with the alert")
    }

    @Test func anActionSheetRefusesTextFields() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(messages.all.contains { $0.contains("can only be added to an alert") })
    }
}
