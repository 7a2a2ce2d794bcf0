import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The focus engine's API as UIKit apps use it: environments asked and told of each move,
/// contexts that name the items and index paths, requests for the focus, focus guides, halo
/// effects and the focus debugger.
@MainActor @Suite struct FocusEngineTests {
    /// What notification observers saw (they run on the posting thread, the main one here).
    final class Recorder: @unchecked Sendable { var objects: [AnyObject] = [] }

    /// A panel that records what the engine asks and tells it, and can refuse moves into a view.
    final class Panel: UIView {
        var log: [String] = []
        weak var refused: UIView?
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            log.append("should \(name(context.previouslyFocusedView))->\(name(context.nextFocusedView))")
            return context.nextFocusedView !== refused || refused == nil
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append("did \(name(context.previouslyFocusedView))->\(name(context.nextFocusedView)) \(context.focusHeading.rawValue)")
        }
        func name(_ view: UIView?) -> String { (view as? UIButton)?.title(for: .normal) ?? "-" }
    }

    final class Screen: UIViewController {
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let first = UIButton(type: .system)
        let second = UIButton(type: .system)
        let outside = UIButton(type: .system)
        var preferred: [UIFocusEnvironment] = []
        var told: [UIFocusUpdateContext] = []

        override var preferredFocusEnvironments: [UIFocusEnvironment] { preferred.isEmpty ? super.preferredFocusEnvironments : preferred }

        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            told.append(context)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            for (button, title, y) in [(first, "First", 20.0), (second, "Second", 120.0)] {
                button.setTitle(title, for: .normal)
                button.frame = CGRect(x: 20, y: y, width: 120, height: 40)
                panel.addSubview(button)
            }
            outside.setTitle("Outside", for: .normal)
            outside.frame = CGRect(x: 20, y: 400, width: 120, height: 40)
            view.addSubview(panel)
            view.addSubview(outside)
        }
    }

    func show(_ controller: UIViewController) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        KeyboardFocus.shared.focus(nil)
        return screen
    }

    func tab(_ screen: HeadlessScreen, back: Bool = false) {
        screen.press(.keyboardTab, modifiers: back ? .shift : [])
        screen.runUntilIdle()
    }

    @Test func everyEnvironmentOnBothSidesIsAskedThenToldWithOneContext() {
        let controller = Screen()
        let screen = show(controller)
        KeyboardFocus.shared.focus(controller.first)
        controller.panel.log = []
        controller.told = []
        let posted = Recorder()
        let observer = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { note in
            if let context = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] { posted.objects.append(context as AnyObject) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        tab(screen)
        #expect(controller.second.isFocused)
        #expect(controller.panel.log == ["should First->Second", "did First->Second \(UIFocusHeading.next.rawValue)"],
                "the panel holds both buttons: asked once and told once")
        #expect(controller.told.count == 1 && controller.told.first?.previouslyFocusedView === controller.first)
        #expect(controller.told.first?.nextFocusedItem === controller.second)
        #expect(posted.objects.count == 1 && posted.objects.first === controller.told.first, "the notification carries the same context")
        tab(screen)
        #expect(controller.outside.isFocused)
        #expect(controller.panel.log.last == "did Second->Outside \(UIFocusHeading.next.rawValue)", "the panel is told the focus left it")
        tab(screen, back: true)
        #expect(controller.told.last?.focusHeading == .previous, "Shift+Tab moves toward the previous item")
    }

    @Test func aRefusalKeepsTheFocusAndPostsTheFailure() {
        let controller = Screen()
        let screen = show(controller)
        controller.panel.refused = controller.second
        KeyboardFocus.shared.focus(controller.first)
        let failures = Recorder()
        let observer = NotificationCenter.default.addObserver(forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil) { note in
            failures.objects.append(note as AnyObject)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        tab(screen)
        #expect(controller.first.isFocused && !controller.second.isFocused, "the panel said no: the focus stays")
        #expect(failures.objects.count == 1)
        #expect(!KeyboardFocus.shared.focus(controller.second), "code asking for the refused view gets false")
    }

    @Test func aRequestMovesTheFocusToThePreferredEnvironmentAtTheNextTurn() {
        let controller = Screen()
        let screen = show(controller)
        KeyboardFocus.shared.focus(controller.first)
        controller.preferred = [controller.second]
        controller.setNeedsFocusUpdate()
        #expect(controller.first.isFocused, "nothing moves before the update")
        screen.runUntilIdle()
        #expect(controller.second.isFocused, "the next turn of the main loop performs it")

        controller.preferred = [controller.panel]
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(controller.first.isFocused, "the panel prefers nothing: its first focusable view in reading order")

        controller.outside.setNeedsFocusUpdate()
        controller.outside.updateFocusIfNeeded()
        #expect(controller.first.isFocused, "an environment that does not hold the focus cannot take it")

        let system = UIFocusSystem.focusSystem(for: controller.outside)
        system?.requestFocusUpdate(to: controller.outside)
        system?.updateFocusIfNeeded()
        #expect(controller.outside.isFocused, "the focus system's request moves it from anywhere")
        #expect(system?.focusedItem === controller.outside)
        #expect(UIFocusSystem.environment(controller, contains: controller.outside))
        #expect(!UIFocusSystem.environment(controller.panel, contains: controller.outside))
        #expect(screen.window.windowScene == nil || screen.window.windowScene?.focusSystem === system)
    }

    @Test func aFocusGuideTakesItsPreferredViewToItsPlaceInTheTabOrder() {
        let controller = Screen()
        let screen = show(controller)
        let guide = UIFocusGuide()
        controller.view.addLayoutGuide(guide)
        guide.topAnchor.constraint(equalTo: controller.view.topAnchor).isActive = true
        guide.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor).isActive = true
        guide.widthAnchor.constraint(equalToConstant: 10).isActive = true
        guide.heightAnchor.constraint(equalToConstant: 10).isActive = true
        guide.preferredFocusEnvironments = [controller.outside]
        screen.runUntilIdle()
        tab(screen)
        #expect(controller.outside.isFocused, "the guide sits first in reading order and sends Tab to the bottom button")
        tab(screen)
        #expect(controller.first.isFocused)
        tab(screen)
        tab(screen)
        #expect(controller.outside.isFocused, "the bottom button is reached at the guide's place only, so Tab wraps to it")
        guide.isEnabled = false
        KeyboardFocus.shared.focus(nil)
        tab(screen)
        #expect(controller.first.isFocused, "a disabled guide changes nothing")
    }

    @Test func coordinatedAnimationsRunWithTheMove() {
        final class Growing: UIButton {
            var completed = false
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
                let focused = context.nextFocusedView === self
                coordinator.addCoordinatedAnimations({ self.alpha = focused ? 1 : 0.5 }, completion: { self.completed = true })
            }
        }
        let controller = UIViewController()
        let button = Growing(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
        button.alpha = 0.5
        controller.view.addSubview(button)
        let screen = show(controller)
        KeyboardFocus.shared.focus(button)
        screen.advance(by: 0.1)
        #expect(button.layer.presentation().map { $0.opacity > 0.55 && $0.opacity < 0.95 } == true,
                "half way through the 0.2 s focus animation, got \(String(describing: button.layer.presentation()?.opacity))")
        #expect(!button.completed)
        screen.runUntilIdle()
        #expect(button.alpha == 1 && button.completed)
    }

    @Test func aHaloEffectDrawsTheRingWhereItSays() {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 160, height: 80)
        button.focusEffect = UIFocusHaloEffect(roundedRect: CGRect(x: 20, y: 20, width: 120, height: 40), cornerRadius: 8, curve: .continuous)
        (button.focusEffect as? UIFocusHaloEffect)?.position = .inside
        controller.view.addSubview(button)
        let screen = show(controller)
        KeyboardFocus.shared.focus(button)
        screen.runUntilIdle()
        let image = screen.renderImage()
        let onRing = image.rgba(x: 180, y: 121)
        let outsideShape = image.rgba(x: 180, y: 104)
        #expect(onRing.b > 200 && onRing.r < 100, "the ring runs along the effect's rectangle, got \(onRing)")
        #expect(outsideShape.r > 200 && outsideShape.g > 200, "nothing around the button's own bounds, got \(outsideShape)")
        KeyboardFocus.shared.focus(nil)
        screen.runUntilIdle()
        let after = screen.renderImage().rgba(x: 180, y: 121)
        #expect(after.r > 200, "the ring goes with the focus, got \(after)")
    }

    @Test func theDebuggerSaysWhyAViewCannotTakeTheFocus() {
        let controller = Screen()
        let screen = show(controller)
        defer { withExtendedLifetime(screen) {} }
        controller.second.isHidden = true
        controller.panel.isUserInteractionEnabled = false
        let answer = UIFocusDebugger.checkFocusability(for: controller.second).description
        #expect(answer.contains("it is hidden"), "\(answer)")
        #expect(answer.contains("its ancestor Panel has isUserInteractionEnabled false"), "\(answer)")
        #expect(UIFocusDebugger.checkFocusability(for: controller.outside).description.contains("can take the focus"))
        KeyboardFocus.shared.focus(controller.outside)
        #expect(UIFocusDebugger.status().description.hasPrefix("Focused item: UIButton \"Outside\""))
        controller.second.isHidden = false
        controller.panel.isUserInteractionEnabled = true
        let simulated = UIFocusDebugger.simulateFocusUpdateRequest(from: controller.panel).description
        #expect(simulated.contains("moves the focus to UIButton \"First\""), "\(simulated)")
        controller.panel.focusGroupIdentifier = "panel"
        #expect(UIFocusDebugger.focusGroups(for: controller.first).description == "panel (Panel)")
    }

    @Test func focusItemsAreTheFocusableViewsInARectangle() {
        let controller = Screen()
        let screen = show(controller)
        defer { withExtendedLifetime(screen) {} }
        let items = controller.view.focusItems(in: CGRect(x: 0, y: 0, width: 390, height: 200))
        #expect(items.count == 2 && items.first === controller.first && items.last === controller.second)
        #expect(controller.view.focusItemContainer === controller.view)
        #expect(controller.first.parentFocusEnvironment === controller.panel)
        #expect(controller.view.parentFocusEnvironment === controller, "a root view's parent is its controller")
    }
}

/// A collection view's and a table view's focus delegate methods.
@MainActor @Suite struct ListFocusTests {
    final class Grid: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        lazy var list = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 500),
                                         collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let button = UIButton(type: .system)
        var unfocusable: Set<Int> = [1]
        var refused: Set<Int> = [3]
        var preferred: IndexPath?
        var selectionFollows = true
        var contexts: [(from: IndexPath?, to: IndexPath?)] = []
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Top", for: .normal)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
            list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            list.dataSource = self
            list.delegate = self
            view.addSubview(button)
            view.addSubview(list)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { !unfocusable.contains(indexPath.item) }
        func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool {
            !refused.contains(context.nextFocusedIndexPath?.item ?? -1)
        }
        func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                            with coordinator: UIFocusAnimationCoordinator) {
            contexts.append((context.previouslyFocusedIndexPath, context.nextFocusedIndexPath))
        }
        func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { preferred }
        func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool { selectionFollows }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
    }

    func show(_ controller: UIViewController) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        KeyboardFocus.shared.focus(nil)
        return screen
    }

    func press(_ screen: HeadlessScreen, _ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        screen.press(key, modifiers: modifiers)
        screen.runUntilIdle()
    }

    @Test func theDelegateDecidesWhichItemsTakeTheFocusAndIsToldOfEachMove() {
        let grid = Grid()
        let screen = show(grid)
        KeyboardFocus.shared.focus(grid.button)
        press(screen, .keyboardTab)
        #expect(grid.list.keyboardFocus == IndexPath(item: 0, section: 0))
        #expect(grid.contexts.count == 1 && grid.contexts[0].from == nil && grid.contexts[0].to == IndexPath(item: 0, section: 0),
                "entering the list: no previous index path, the first item next")
        #expect(UIFocusSystem.focusSystem(for: grid.list)?.focusedItem === grid.list.cellForItem(at: IndexPath(item: 0, section: 0)),
                "the focused item is the cell")
        press(screen, .keyboardDownArrow)
        #expect(grid.list.keyboardFocus == IndexPath(item: 2, section: 0), "item 1 cannot take the focus: Down passes it")
        #expect(grid.contexts.last?.from == IndexPath(item: 0, section: 0) && grid.contexts.last?.to == IndexPath(item: 2, section: 0))
        #expect(grid.selected == [2], "the selection follows the focus")
        press(screen, .keyboardDownArrow)
        #expect(grid.list.keyboardFocus == IndexPath(item: 2, section: 0), "the delegate refused item 3: the focus stays")
        grid.refused = []
        grid.selectionFollows = false
        press(screen, .keyboardDownArrow)
        #expect(grid.list.keyboardFocus == IndexPath(item: 3, section: 0))
        #expect(grid.selected == [2], "selectionFollowsFocusForItemAt said no for this item")
        press(screen, .keyboardTab, modifiers: .shift)
        #expect(grid.button.isFocused)
        #expect(grid.contexts.last?.from == IndexPath(item: 3, section: 0) && grid.contexts.last?.to == nil, "leaving: no next index path")
    }

    @Test func thePreferredItemIsWhereTheFocusEnters() {
        let grid = Grid()
        let screen = show(grid)
        grid.preferred = IndexPath(item: 4, section: 0)
        KeyboardFocus.shared.focus(grid.button)
        press(screen, .keyboardTab)
        #expect(grid.list.keyboardFocus == IndexPath(item: 4, section: 0))
        grid.list.allowsFocus = false
        KeyboardFocus.shared.focus(grid.button)
        press(screen, .keyboardTab)
        #expect(grid.button.isFocused, "a list that does not allow focus is no Tab stop")
    }

    @Test func aTableAsksItsDelegateAndCanSelectAsTheFocusMoves() {
        final class Rows: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
            var contexts: [UITableViewFocusUpdateContext] = []
            var selected: [Int] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                table.dataSource = self
                table.delegate = self
                table.selectionFollowsFocus = true
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 1 }
            func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
                contexts.append(context)
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
        }
        let rows = Rows()
        let screen = show(rows)
        press(screen, .keyboardTab)
        press(screen, .keyboardDownArrow)
        #expect(rows.table.keyboardFocusedRow == IndexPath(row: 2, section: 0), "row 1 cannot take the focus")
        #expect(rows.contexts.last?.previouslyFocusedIndexPath == IndexPath(row: 0, section: 0))
        #expect(rows.contexts.last?.nextFocusedIndexPath == IndexPath(row: 2, section: 0))
        #expect(rows.contexts.last?.focusHeading == .down)
        #expect(rows.selected == [2], "with selectionFollowsFocus the row is chosen as a tap would")
    }
}
