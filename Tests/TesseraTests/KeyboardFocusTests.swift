import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Keyboard-only use, as Full Keyboard Access on iPad: Tab moves a visible focus from control
/// to control and list to list in reading order, the arrows move inside a list or adjust a
/// control, Space and Return activate.
@MainActor @Suite struct KeyboardFocusTests {
    final class Form: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let button = UIButton(type: .system)
        let toggle = UISwitch()
        let slider = UISlider(frame: CGRect(x: 20, y: 170, width: 200, height: 30))
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        let hidden = UIButton(type: .system)
        let disabled = UIButton(type: .system)
        lazy var list = UICollectionView(frame: CGRect(x: 0, y: 300, width: 390, height: 300),
                                         collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        var taps = 0
        var selected: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Save", for: .normal)
            button.frame = CGRect(x: 20, y: 70, width: 100, height: 40)
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
            toggle.frame.origin = CGPoint(x: 20, y: 120)
            segments.frame = CGRect(x: 20, y: 220, width: 300, height: 32)
            segments.selectedSegmentIndex = 0
            hidden.setTitle("Hidden", for: .normal)
            hidden.frame = CGRect(x: 200, y: 70, width: 100, height: 40)
            hidden.isHidden = true
            disabled.setTitle("Off", for: .normal)
            disabled.frame = CGRect(x: 200, y: 120, width: 100, height: 40)
            disabled.isEnabled = false
            list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            list.dataSource = self
            list.selectionFollowsFocus = false
            list.delegate = self
            for subview in [list, segments, slider, disabled, hidden, toggle, button, field] as [UIView] { view.addSubview(subview) }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func screen() -> (HeadlessScreen, Form) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let form = Form()
        screen.rootViewController = form
        screen.runUntilIdle()
        return (screen, form)
    }

    func tab(_ screen: HeadlessScreen, back: Bool = false) {
        screen.press(.keyboardTab, modifiers: back ? .shift : [])
        screen.runUntilIdle()
    }

    @Test func tabVisitsEveryStopInReadingOrderAndWraps() {
        let (screen, form) = screen()
        tab(screen)
        #expect(form.field.isFirstResponder, "the first stop is the field at the top; it starts editing")
        tab(screen)
        #expect(form.button.isFocused && !form.field.isFirstResponder, "leaving the field ends its editing")
        tab(screen)
        #expect(form.toggle.isFocused, "the hidden and the disabled buttons are skipped")
        tab(screen)
        #expect(form.slider.isFocused)
        tab(screen)
        #expect(form.segments.isFocused)
        tab(screen)
        #expect(KeyboardFocus.shared.view === form.list && form.list.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isFocused == true)
        tab(screen)
        #expect(form.field.isFirstResponder, "from the last stop Tab wraps to the first")
        tab(screen, back: true)
        #expect(KeyboardFocus.shared.view === form.list, "Shift+Tab goes back")
        #expect(!form.button.canBecomeFocused == false && !form.disabled.canBecomeFocused && !UILabel().canBecomeFocused)
    }

    @Test func spaceAndReturnActivateAndArrowsAdjust() {
        let (screen, form) = screen()
        KeyboardFocus.shared.focus(form.button)
        screen.press(.keyboardSpacebar)
        screen.press(.keyboardReturnOrEnter)
        screen.runUntilIdle()
        #expect(form.taps == 2, "Space and Return each tap the button once")
        KeyboardFocus.shared.focus(form.toggle)
        screen.press(.keyboardSpacebar)
        screen.runUntilIdle()
        #expect(form.toggle.isOn)
        KeyboardFocus.shared.focus(form.slider)
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardLeftArrow)
        screen.runUntilIdle()
        #expect(abs(form.slider.value - 0.1) < 0.0001, "a tenth of the range a step")
        KeyboardFocus.shared.focus(form.segments)
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardRightArrow)
        screen.press(.keyboardRightArrow)
        screen.runUntilIdle()
        #expect(form.segments.selectedSegmentIndex == 2, "the arrows choose the next segment and stop at the last")
    }

    @Test func aListTakesTheFocusAsOneStopAndRemembersItsItem() {
        let (screen, form) = screen()
        form.list.remembersLastFocusedIndexPath = true
        KeyboardFocus.shared.focus(form.segments)
        tab(screen)
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardDownArrow)
        screen.runUntilIdle()
        let third = IndexPath(item: 2, section: 0)
        #expect(form.list.cellForItem(at: third)?.configurationState.isFocused == true)
        screen.press(.keyboardSpacebar)
        screen.runUntilIdle()
        #expect(form.selected == [third], "Space chooses the focused item as a tap would")
        tab(screen)
        #expect(form.list.cellForItem(at: third)?.configurationState.isFocused == false, "the item shows no focus once Tab has left the list")
        tab(screen, back: true)
        #expect(form.list.cellForItem(at: third)?.configurationState.isFocused == true, "coming back lands on the item it left")
    }

    @Test func withoutRememberingTheFocusComesBackToTheFirstItemOnScreen() {
        let (screen, form) = screen()
        #expect(!form.list.remembersLastFocusedIndexPath, "false by default, as UIKit documents")
        KeyboardFocus.shared.focus(form.list)
        screen.press(.keyboardDownArrow)
        screen.press(.keyboardDownArrow)
        screen.runUntilIdle()
        #expect(form.list.keyboardFocus == IndexPath(item: 2, section: 0))
        tab(screen)
        tab(screen, back: true)
        #expect(form.list.keyboardFocus == IndexPath(item: 0, section: 0), "the first item on screen, not the one left")
    }

    @Test func theFocusShowsAsAHaloAroundTheControlAndGoesWithATouch() {
        let (screen, form) = screen()
        KeyboardFocus.shared.focus(form.button)
        screen.runUntilIdle()
        let frame = form.button.convert(form.button.bounds, to: nil)
        let ring = screen.renderImage().rgba(x: Int(frame.midX), y: Int(frame.minY) - 3)
        #expect(ring.b > 200 && ring.r < 100, "a blue ring just above the button, got \(ring)")
        screen.tap(at: CGPoint(x: 350, y: 30))
        screen.runUntilIdle()
        let after = screen.renderImage().rgba(x: Int(frame.midX), y: Int(frame.minY) - 3)
        #expect(after.r > 200 && after.g > 200 && after.b > 200, "a touch hides the halo, got \(after)")
        #expect(!form.button.isFocused)
    }

    @Test func tabReachesTheControlsInTheFocusedRow() {
        final class Settings: UIViewController, UITableViewDataSource {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
            let switches = (0..<5).map { _ in UISwitch() }
            override func viewDidLoad() {
                super.viewDidLoad()
                table.dataSource = self
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Option \(indexPath.row)"
                cell.accessoryView = switches[indexPath.row]
                return cell
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 500), scale: 1)
        let settings = Settings()
        screen.rootViewController = settings
        screen.runUntilIdle()
        tab(screen)
        screen.press(.keyboardDownArrow)
        screen.runUntilIdle()
        tab(screen)
        #expect(settings.switches[1].isFocused, "Tab goes from the row to the switch in it")
        screen.press(.keyboardSpacebar)
        screen.runUntilIdle()
        #expect(settings.switches[1].isOn)
        tab(screen)
        #expect(KeyboardFocus.shared.view === settings.table, "after the row's last control Tab wraps to the table")
    }

    @Test func aPresentedControllerKeepsTheFocusInside() {
        let (screen, form) = screen()
        let sheet = UIViewController()
        let ok = UIButton(type: .system)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
        sheet.view.addSubview(ok)
        form.present(sheet, animated: false)
        screen.runUntilIdle()
        tab(screen)
        #expect(ok.isFocused)
        tab(screen)
        #expect(ok.isFocused, "the only stop of the sheet; nothing behind it is reached")
    }

    @Test func escapeReachesAControllerPresentedOverTheFocusedControl() {
        let (screen, form) = screen()
        KeyboardFocus.shared.focus(form.button)
        let sheet = UIViewController()
        form.present(sheet, animated: false)
        screen.runUntilIdle()
        screen.press(.keyboardEscape)
        screen.runUntilIdle()
        #expect(form.presentedViewController == nil, "Escape dismisses the sheet, not the button behind it")
    }
}
