import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A view controller whose photo view has a context menu, as UIKit code writes one.
private final class PhotoController: UIViewController, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var menu: () -> UIMenu = { UIMenu(children: []) }
    var preview: UIViewController?
    let photo = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        photo.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at \(Int(location.x)),\(Int(location.y))")
        let preview = self.preview
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: preview.map { controller in { controller } },
                                          actionProvider: { [unowned self] _ in self.menu() })
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("will display")
        animator?.addCompletion { self.log.append("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("will end")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        log.append("commit \(configuration.identifier as? NSString ?? "")")
        animator.addCompletion { self.log.append("committed") }
    }
}

@MainActor struct ContextMenuTests {
    private func present(_ controller: PhotoController) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 700), scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        return screen
    }

    private func tapText(_ screen: HeadlessScreen, _ text: String) throws {
        let frame = try #require(screen.frameOfText(text), "\"\(text)\" shows")
        screen.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.runUntilIdle()
    }

    @Test func aRightClickShowsTheMenuAtThePointerAndAChoiceRunsItsAction() throws {
        let controller = PhotoController()
        controller.menu = {
            UIMenu(children: [UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in controller.log.append("copy") },
                              UIAction(title: "Delete", attributes: .destructive) { _ in controller.log.append("delete") }])
        }
        let screen = present(controller)
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        #expect(controller.log == ["configuration at 40,30", "will display", "displayed"], "asked in the view's coordinates")
        let copy = try #require(screen.frameOfText("Copy"))
        #expect(copy.minX > 60 && copy.minY > 130, "the card's corner at the pointer: \(copy)")
        #expect(controller.photo.interactions.first.map { ($0 as? UIContextMenuInteraction)?.menuAppearance } == .compact)
        try tapText(screen, "Delete")
        #expect(controller.log.suffix(2) == ["will end", "delete"], "the menu closes, then the action runs")
        #expect(screen.frameOfText("Copy") == nil)
    }

    @Test func aLongPressShowsThePreviewAndATapOnItCommits() throws {
        let controller = PhotoController()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemTeal
        let title = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        title.text = "Photo detail"
        detail.view.addSubview(title)
        detail.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        controller.preview = detail
        controller.menu = { UIMenu(children: [UIAction(title: "Share") { _ in }]) }
        let screen = present(controller)
        screen.longPress(at: CGPoint(x: 100, y: 180))
        screen.runUntilIdle()
        let previewTitle = try #require(screen.frameOfText("Photo detail"), "the preview shows above the menu")
        let share = try #require(screen.frameOfText("Share"))
        #expect(previewTitle.maxY < share.minY)
        #expect((controller.photo.interactions.first as? UIContextMenuInteraction)?.menuAppearance == .rich)
        screen.tap(at: CGPoint(x: previewTitle.midX, y: previewTitle.midY))
        screen.runUntilIdle()
        #expect(controller.log.suffix(3) == ["commit photo", "will end", "committed"], "completions run once the menu is gone")
        #expect(screen.frameOfText("Share") == nil && screen.frameOfText("Photo detail") == nil)
    }

    @Test func submenusOpenInPlaceAndSingleSelectionMenusKeepOneOn() throws {
        let controller = PhotoController()
        let small = UIAction(title: "Small", state: .on) { _ in controller.log.append("small") }
        let large = UIAction(title: "Large") { _ in controller.log.append("large") }
        let sizes = UIMenu(title: "Size", options: .singleSelection, children: [small, large])
        controller.menu = { UIMenu(children: [UIAction(title: "Rename") { _ in }, sizes]) }
        let screen = present(controller)
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Small") == nil, "behind its row")
        try tapText(screen, "Size")
        #expect(screen.frameOfText("Rename") == nil && screen.frameOfText("Small") != nil)
        try tapText(screen, "Large")
        #expect(controller.log.last == "large")
        #expect(large.state == .on && small.state == .off)
        #expect(sizes.selectedElements.map(\.title) == ["Large"])
    }

    @Test func inlineMenusShowBetweenSeparatorsAndHiddenOrDisabledElementsDoNothing() throws {
        let controller = PhotoController()
        controller.menu = {
            UIMenu(children: [
                UIAction(title: "Open") { _ in controller.log.append("open") },
                UIMenu(title: "Sort", options: .displayInline, children: [UIAction(title: "By name") { _ in }]),
                UIAction(title: "Secret", attributes: .hidden) { _ in controller.log.append("secret") },
                UIAction(title: "Locked", attributes: .disabled) { _ in controller.log.append("locked") },
            ])
        }
        let screen = present(controller)
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        let open = try #require(screen.frameOfText("Open"))
        let header = try #require(screen.frameOfText("Sort"), "an inline menu's title is a header")
        let byName = try #require(screen.frameOfText("By name"))
        #expect(open.maxY < header.minY && header.maxY <= byName.minY)
        #expect(screen.frameOfText("Secret") == nil)
        try tapText(screen, "Locked")
        #expect(!controller.log.contains("locked"))
        #expect(screen.frameOfText("Open") != nil, "a disabled element leaves the menu open")
        screen.press(.keyboardEscape)
    }

    @Test func arrowKeysAndReturnChooseAndEscapeCloses() throws {
        let controller = PhotoController()
        controller.menu = {
            UIMenu(children: [UIAction(title: "One") { _ in controller.log.append("one") },
                              UIAction(title: "Two") { _ in controller.log.append("two") }])
        }
        let screen = present(controller)
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardReturnOrEnter)
        screen.runUntilIdle()
        #expect(controller.log.last == "two")
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        screen.press(.keyboardEscape)
        screen.runUntilIdle()
        #expect(screen.frameOfText("One") == nil)
        #expect(controller.log.last == "will end")
    }

    @Test func deferredElementsLoadInPlaceAndCachedOnesAreKept() throws {
        let controller = PhotoController()
        var calls = 0
        var finish: (([UIMenuElement]) -> Void)?
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            finish = completion
        }
        controller.menu = { UIMenu(children: [deferred]) }
        let screen = present(controller)
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Loading…") != nil)
        finish?([UIAction(title: "Recent.txt") { _ in }])
        screen.runUntilIdle()
        #expect(screen.frameOfText("Loading…") == nil && screen.frameOfText("Recent.txt") != nil)
        screen.press(.keyboardEscape)
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        #expect(calls == 1 && screen.frameOfText("Recent.txt") != nil, "a cached element asks once")
    }

    @Test func aKeptOpenActionUpdatesTheMenuAndUpdateVisibleMenuReplacesIt() throws {
        let controller = PhotoController()
        let favourite = UIAction(title: "Favourite", attributes: .keepsMenuPresented) { action in
            action.state = action.state == .on ? .off : .on
        }
        controller.menu = { UIMenu(children: [favourite]) }
        let screen = present(controller)
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        try tapText(screen, "Favourite")
        #expect(favourite.state == .on && screen.frameOfText("Favourite") != nil)
        let interaction = try #require(controller.photo.interactions.first as? UIContextMenuInteraction)
        interaction.updateVisibleMenu { $0.replacingChildren([UIAction(title: "Replaced") { _ in }]) }
        screen.runUntilIdle()
        #expect(screen.frameOfText("Replaced") != nil && screen.frameOfText("Favourite") == nil)
        interaction.dismissMenu()
        screen.runUntilIdle()
        #expect(screen.frameOfText("Replaced") == nil && interaction.menuAppearance == .unknown)
    }

    @Test func aCommandGoesUpTheResponderChain() throws {
        final class Editor: UIView {
            var archived: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
                if action == Selector("archive:") {
                    archived.append((sender as? UICommand)?.title ?? "?")
                    return true
                }
                return super.perform(action, withSender: sender)
            }
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == Selector("archive:") || super.canPerformAction(action, withSender: sender)
            }
        }
        let controller = PhotoController()
        let editor = Editor(frame: CGRect(x: 0, y: 400, width: 100, height: 40))
        controller.menu = { UIMenu(children: [UICommand(title: "Archive", action: Selector("archive:"))]) }
        let screen = present(controller)
        controller.view.addSubview(editor)
        _ = editor.becomeFirstResponder()
        screen.secondaryClick(at: CGPoint(x: 60, y: 130))
        screen.runUntilIdle()
        try tapText(screen, "Archive")
        #expect(editor.archived == ["Archive"])
    }

    @Test func interactionsHearWhenTheyMoveBetweenViews() {
        final class Recorder: NSObject, UIInteraction {
            weak var view: UIView?
            var log: [String] = []
            func willMove(to view: UIView?) { log.append("will \(view?.tag ?? 0)") }
            func didMove(to view: UIView?) {
                self.view = view
                log.append("did \(view?.tag ?? 0)")
            }
        }
        let a = UIView()
        a.tag = 1
        let b = UIView()
        b.tag = 2
        let recorder = Recorder()
        a.addInteraction(recorder)
        b.addInteraction(recorder)
        #expect(a.interactions.isEmpty && b.interactions.count == 1)
        b.removeInteraction(recorder)
        #expect(recorder.log == ["will 1", "did 1", "will 0", "did 0", "will 2", "did 2", "will 0", "did 0"])
    }

    @Test func aButtonShowsItsMenuOnATapAndAPopUpButtonShowsItsSelection() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 700), scale: 1)
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 60, width: 160, height: 44)
        button.menu = UIMenu(children: ["Newest", "Oldest"].map { title in UIAction(title: title) { _ in chosen.append(title) } })
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        screen.window.addSubview(button)
        screen.runUntilIdle()
        #expect(button.currentTitle == "Newest", "the first element is selected")
        screen.tap(at: CGPoint(x: 120, y: 82))
        screen.runUntilIdle()
        let oldest = try #require(screen.frameOfText("Oldest"))
        #expect(oldest.minY >= 104, "the menu hangs below the button: \(oldest)")
        screen.tap(at: CGPoint(x: oldest.midX, y: oldest.midY))
        screen.runUntilIdle()
        #expect(chosen == ["Oldest"] && events == ["menu"])
        #expect(button.currentTitle == "Oldest")
    }

    @Test func aBarButtonItemWithOnlyAMenuShowsItWhenTapped() throws {
        let root = UIViewController()
        var chosen: [String] = []
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem?.menu = UIMenu(children: [UIAction(title: "By date") { _ in chosen.append("date") }])
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 700), scale: 1)
        screen.rootViewController = UINavigationController(rootViewController: root)
        screen.runUntilIdle()
        try tapText(screen, "Sort")
        try tapText(screen, "By date")
        #expect(chosen == ["date"])
    }

    @Test func theMenuAndPrimaryActionInitializersMakeWorkingItems() throws {
        let root = UIViewController()
        var chosen: [String] = []
        let menuItem = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [UIAction(title: "By name") { _ in chosen.append("name") }]))
        let actionItem = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in chosen.append("add") })
        let iconItem = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: UIMenu(children: []))
        #expect(actionItem.title == "Add" && iconItem.image != nil && iconItem.menu != nil)
        root.navigationItem.rightBarButtonItems = [menuItem, actionItem]
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 700), scale: 1)
        screen.rootViewController = UINavigationController(rootViewController: root)
        screen.runUntilIdle()
        try tapText(screen, "Add")
        try tapText(screen, "Sort")
        try tapText(screen, "By name")
        #expect(chosen == ["add", "name"])
    }

    @Test func aCollectionViewsItemMenuIsAContextMenu() throws {
        final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            var chosen: [String] = []
            func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ cv: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
                cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(title: "Item \(indexPath.item)", children: [UIAction(title: "Pin") { _ in self.chosen.append("pin \(indexPath.item)") }])
                })
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let cv = UICollectionView(frame: screen.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = Source()
        cv.dataSource = source
        cv.delegate = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        screen.secondaryClick(at: CGPoint(x: 85, y: 25))
        screen.runUntilIdle()
        #expect(screen.frameOfText("Item 1") != nil, "the menu's title heads the card")
        try tapText(screen, "Pin")
        #expect(source.chosen == ["pin 1"])
    }
}
