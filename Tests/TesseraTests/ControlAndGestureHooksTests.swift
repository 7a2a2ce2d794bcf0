import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// The hooks swipeable-cell and custom-button libraries override, as UIKit has them.
@MainActor struct ControlAndGestureHooksTests {
    @Test func aViewCanRefuseARecognizerAttachedToIt() {
        final class Card: UIView {
            var allows = false
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allows }
        }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let card = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var pans = 0
        let pan = UIPanGestureRecognizer()
        pan.addHandler { if $0.state == .began { pans += 1 } }
        card.addGestureRecognizer(pan)
        screen.window.addSubview(card)
        screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 60, y: 100))
        #expect(pans == 0, "the view said no")
        card.allows = true
        screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 60, y: 100))
        #expect(pans == 1)
    }

    @Test func aButtonsTapBeatsAnAncestorsSingleTapAndALabelsDoesNot() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let container = UIView(frame: screen.window.bounds)
        var containerTaps = 0
        let tap = UITapGestureRecognizer()
        tap.addHandler { if $0.state == .ended { containerTaps += 1 } }
        container.addGestureRecognizer(tap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        var buttonTaps = 0
        button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)
        let label = UILabel(frame: CGRect(x: 50, y: 150, width: 100, height: 44))
        label.isUserInteractionEnabled = true
        container.addSubview(button)
        container.addSubview(label)
        screen.window.addSubview(container)
        screen.tap(at: CGPoint(x: 100, y: 72))
        screen.runUntilIdle()
        #expect(buttonTaps == 1 && containerTaps == 0, "the button's own tap")
        screen.tap(at: CGPoint(x: 100, y: 172))
        screen.runUntilIdle()
        #expect(containerTaps == 1, "a label has no default tap")
    }

    @Test func aTargetsMethodMayTakeTheSenderAsItsOwnType() {
        final class Row: UIView {
            var tapped: [String] = []
            func buttonTapped(button: UIButton) { tapped.append(button.currentTitle ?? "") }
        }
        let row = Row()
        let button = UIButton(type: .system)
        button.setTitle("Flag", for: .normal)
        button.addTarget(row, action: Row.buttonTapped(button:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(row.tapped == ["Flag"])
    }

    @Test func removeTargetStopsATargetsActionsButKeepsHandlers() {
        final class Owner: NSObject {
            var calls = 0
            func handle() { calls += 1 }
        }
        let owner = Owner()
        let pan = UIPanGestureRecognizer()
        pan.addTarget(owner, action: Owner.handle)
        var handled = 0
        pan.addHandler { _ in handled += 1 }
        pan.sendActions()
        pan.removeTarget(owner, action: nil)
        pan.sendActions()
        #expect(owner.calls == 1 && handled == 2)
    }

    @Test func aClassicButtonLaysItsTitleOutThroughItsOverridableRectangles() {
        final class StackedButton: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
            }
        }
        let button = StackedButton(type: .custom)
        button.setTitle("Archive", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 10, y: 4, width: 100, height: 70))
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 10, y: 54, width: 100, height: 20))
        let plain = UIButton(type: .system)
        plain.setTitle("Archive", for: .normal)
        let natural = plain.intrinsicContentSize
        plain.contentEdgeInsets = UIEdgeInsets(top: 5, left: 12, bottom: 5, right: 12)
        #expect(plain.intrinsicContentSize == CGSize(width: natural.width + 24, height: natural.height + 10))
    }

    @Test func anAccessibilityActionSubclassCallsItsTargetsSelector() {
        final class RowAction: UIAccessibilityCustomAction {
            let row: Int
            init(row: Int, target: Any, selector: Selector) {
                self.row = row
                super.init(name: "Delete row \(row)", target: target, selector: selector)
            }
        }
        final class Cell: UIView {
            var performed: [Int] = []
            override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
                guard action == Selector("performRowAction:"), let row = (sender as? RowAction)?.row else { return false }
                performed.append(row)
                return true
            }
        }
        let cell = Cell()
        let action = RowAction(row: 3, target: cell, selector: Selector("performRowAction:"))
        #expect(action.perform())
        #expect(cell.performed == [3] && action.name == "Delete row 3")
        let typed = UIAccessibilityCustomAction(name: "Typed", target: cell) { (_: Cell) in { (action: RowAction) in action.row == 3 } }
        #expect(!typed.perform(), "a plain action is not a RowAction")
    }

    @Test func imagesAndBarItemsHaveAccessibilityIdentifiers() {
        let image = UIImage(systemName: "star")!
        image.accessibilityIdentifier = "favourite-star"
        let identified: [UIAccessibilityIdentification] = [image, UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), UIView()]
        identified[1].accessibilityIdentifier = "edit"
        #expect(identified.map(\.accessibilityIdentifier) == ["favourite-star", "edit", nil])
    }
}

@MainActor struct SystemAnimationTests {
    @Test func aDeleteAnimationFadesTheViewsOutThenRemovesThem() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let other = UIView(frame: CGRect(x: 100, y: 10, width: 50, height: 50))
        screen.window.addSubview(badge)
        screen.window.addSubview(other)
        var finished: [Bool] = []
        UIView.perform(.delete, on: [badge], options: [], animations: { other.alpha = 0.5 }) { finished.append($0) }
        screen.advance(by: 0.15)
        #expect(badge.superview != nil && badge.layer.presentation()?.opacity ?? 1 < 1, "fading")
        screen.runUntilIdle()
        #expect(badge.superview == nil && finished == [true])
        #expect(other.alpha == 0.5 && other.superview != nil)
    }
}
