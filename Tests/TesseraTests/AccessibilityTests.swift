import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// UIKit's accessibility API as a screen reader and a UI test read it: defaults by class,
/// what apps set, containers, lists of every item, activation and actions.
@MainActor @Suite struct AccessibilityTests {
    /// A screen with a plain root view holding `views`, laid out.
    func screen(_ views: [UIView], size: CGSize = CGSize(width: 390, height: 844)) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size, scale: 1)
        let controller = UIViewController()
        screen.rootViewController = controller
        for view in views { controller.view.addSubview(view) }
        screen.runUntilIdle()
        return screen
    }

    @Test func controlsReadAsUIKitsDo() {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
        label.text = "Wi-Fi"
        let button = UIButton(type: .system)
        button.setTitle("Join", for: .normal)
        let toggle = UISwitch()
        toggle.isOn = true
        let slider = UISlider()
        slider.value = 0.5
        let image = UIImageView()
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Wi-Fi" && label.accessibilityTraits == .staticText)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Join" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(toggle.accessibilityValue == "1" && toggle.accessibilityTraits.contains(.toggleButton))
        toggle.isOn = false
        #expect(toggle.accessibilityValue == "0")
        #expect(slider.accessibilityValue == "50%" && slider.accessibilityTraits == .adjustable)
        slider.accessibilityIncrement()
        #expect(slider.value == 0.6 && slider.accessibilityValue == "60%")
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        #expect(UILabel().isAccessibilityElement == false, "an empty label is not read")
    }

    @Test func aPictureIsNamedByItsImagesLabelAndACellReadsIt() {
        let image = UIImage()
        image.accessibilityLabel = "Chelsea the cat"
        let imageView = UIImageView(image: image)
        #expect(!imageView.isAccessibilityElement && imageView.accessibilityLabel == "Chelsea the cat")
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        cell.contentView.addSubview(imageView)
        let caption = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 20))
        caption.text = "Sleeping"
        cell.contentView.addSubview(caption)
        #expect(cell.accessibilityLabel == "Chelsea the cat, Sleeping", "the photo, then the caption")
        imageView.isHidden = true
        #expect(cell.accessibilityLabel == "Sleeping", "a hidden picture is not read")
    }

    @Test func whatTheAppSetsWinsOverTheDefaults() {
        let button = UIButton(type: .system)
        button.setTitle("✕", for: .normal)
        button.accessibilityLabel = "Close"
        button.accessibilityHint = "Closes the photo"
        button.accessibilityIdentifier = "close"
        button.accessibilityTraits = [.button, .header]
        let image = UIImageView()
        image.isAccessibilityElement = true
        image.accessibilityLabel = "A red kite over a field"
        #expect(button.accessibilityLabel == "Close" && button.accessibilityHint == "Closes the photo")
        #expect(button.accessibilityIdentifier == "close" && button.accessibilityTraits == [.button, .header])
        #expect(image.isAccessibilityElement && image.accessibilityLabel == "A red kite over a field")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "✕", "nil gives the default back")
    }

    @Test func elementsFollowUIKitsRulesForHiddenModalAndGroupedViews() {
        let title = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 20))
        title.text = "Inbox"
        let hidden = UILabel(frame: CGRect(x: 0, y: 130, width: 200, height: 20))
        hidden.text = "Secret"
        hidden.isHidden = true
        let quiet = UIView(frame: CGRect(x: 0, y: 160, width: 200, height: 40))
        let quietLabel = UILabel(frame: quiet.bounds)
        quietLabel.text = "Decoration"
        quiet.addSubview(quietLabel)
        quiet.accessibilityElementsHidden = true
        let card = UIView(frame: CGRect(x: 0, y: 220, width: 300, height: 60))
        card.shouldGroupAccessibilityChildren = true
        card.accessibilityIdentifier = "card"
        let second = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 20))
        second.text = "Second"
        let first = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        first.text = "First"
        card.addSubview(second)
        card.addSubview(first)
        let shown = screen([title, hidden, quiet, card])
        #expect(shown.accessibilityElements.compactMap(\.label).filter { $0 != "" }.suffix(3) == ["Inbox", "First", "Second"],
                "hidden views are skipped, subviews read top to bottom")
        let group = shown.element(identifier: "card")
        #expect(group?.children.map(\.label) == ["First", "Second"])

        let alert = UIView(frame: CGRect(x: 40, y: 300, width: 300, height: 100))
        alert.accessibilityViewIsModal = true
        let message = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
        message.text = "Delete this mail?"
        alert.addSubview(message)
        title.superview?.addSubview(alert)
        #expect(shown.accessibilityElements.compactMap(\.label) == ["Delete this mail?"], "a modal view hides its siblings")
    }

    @Test func accessibilityElementsStandForDrawnParts() {
        let chart = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "Monday"
        bar.accessibilityValue = "12 steps"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 20, width: 30, height: 80)
        let unmarked = UIAccessibilityElement(accessibilityContainer: chart)
        unmarked.accessibilityLabel = "Not an element yet"
        chart.accessibilityElements = [bar, unmarked]
        let shown = screen([chart])
        let found = shown.element(label: "Monday")
        #expect(found?.value == "12 steps")
        #expect(found?.frame == CGRect(x: 60, y: 120, width: 30, height: 80), "the frame follows the container view")
        #expect(shown.element(label: "Not an element yet") == nil, "an element is not read until isAccessibilityElement is true")
        #expect(chart.accessibilityElementCount() == 2 && chart.index(ofAccessibilityElement: bar) == 0)
    }

    @Test func activationCallsTheOverrideOrTapsTheActivationPoint() throws {
        let custom = Dismissable(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        custom.isAccessibilityElement = true
        custom.accessibilityLabel = "Dismiss"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 200, width: 120, height: 44)
        button.setTitle("Send", for: .normal)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("sent") }, for: .touchUpInside)
        let toggle = UISwitch(frame: CGRect(x: 0, y: 300, width: 51, height: 31))
        toggle.addAction(UIAction { _ in events.append("switch \(toggle.isOn)") }, for: .valueChanged)
        let shown = screen([custom, button, toggle])
        #expect(shown.activate(try #require(shown.element(label: "Dismiss"))))
        #expect(custom.activated == 1)
        shown.activate(try #require(shown.element(label: "Send")))
        #expect(events == ["sent"], "a button with no override is tapped at its activation point")
        shown.activate(try #require(shown.elements(withTraits: .toggleButton).first))
        #expect(events == ["sent", "switch true"] && toggle.accessibilityValue == "1")
        button.isEnabled = false
        #expect(!shown.activate(try #require(shown.element(label: "Send"))), "a disabled control is not activated")
        #expect(events.count == 2)
    }

    @Test func aCollectionViewCountsEveryItemAndScrollsToOneOffScreen() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let source = GridSource(counts: [1_000])
        let (screen, collectionView) = makeCollection(size: CGSize(width: 320, height: 480), layout: layout, source: source)
        let list = AccessibilityNode(collectionView)
        #expect(list.childCount == 1_000)
        #expect(collectionView.accessibilityContainerType == .dataTable && list.role == .table)
        #expect(collectionView.accessibilityColumnCount() == 3 && collectionView.accessibilityRowCount() == 334)
        let far = try #require(list.child(at: 700))
        #expect(far.object is UIAccessibilityElement && far.value == "item 701 of 1000")
        #expect(far.tablePosition?.row == 233 && far.tablePosition?.column == 1)
        AccessibilityActions.focus(far)
        screen.runUntilIdle()
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 700, section: 0)), "moving to it scrolled it into view")
        let now = try #require(list.child(at: 700))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 700, section: 0)))
        let isTheCell = now.object === cell
        #expect(isTheCell, "the item is now read from its cell")
        #expect(collectionView.index(ofAccessibilityElement: now.object) == 700)
        collectionView.selectItem(at: IndexPath(item: 700, section: 0), animated: false, scrollPosition: [])
        #expect(now.traits.contains(.selected))
    }

    @Test func postedNotificationsReachObservers() {
        let events = AccessibilityEvents.shared
        events.clear()
        var heard: [String] = []
        let token = events.addObserver { heard.append(($0.argument as? String) ?? "-") }
        UIAccessibility.post(notification: .announcement, argument: "Message sent")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        events.removeObserver(token)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(heard == ["Message sent", "-"])
        #expect(events.posted.map(\.notification) == [.announcement, .screenChanged, .layoutChanged])
    }

    @Test func segmentsAreButtonsAndTheTreeReadsAsText() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        let shown = screen([control])
        let week = shown.element(label: "Week")
        #expect(week?.traits == .button && week?.value == "2 of 3")
        #expect(shown.activate(try #require(week)))
        #expect(control.selectedSegmentIndex == 1 && shown.element(label: "Week")?.traits == [.button, .selected])
        let tree = shown.accessibilityTreeDescription()
        #expect(tree.contains("button \"Week\" value=\"2 of 3\" [button, selected] (120,100,100,32)"), "\(tree)")
    }
}

/// A view that handles activation itself, as a custom control does.
final class Dismissable: UIView {
    var activated = 0
    override func accessibilityActivate() -> Bool {
        activated += 1
        return true
    }
}
