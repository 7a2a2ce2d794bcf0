import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Key windows and levels, table cells' transitions, page indicators, and text fields' extras.
@MainActor struct WindowCellPageFieldTests {
    @Test func aWindowBecomingKeyTellsTheOneThatWas() {
        final class Logging: UIWindow {
            var heard: [String] = []
            override func becomeKey() { super.becomeKey(); heard.append("become") }
            override func resignKey() { super.resignKey(); heard.append("resign") }
        }
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let first = Logging(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = Logging(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        first.makeKeyAndVisible()
        second.windowLevel = .alert
        second.makeKeyAndVisible()
        #expect(first.heard == ["become", "resign"] && second.heard == ["become"])
        #expect(second.isKeyWindow && !first.isKeyWindow)
        first.makeKey()
        #expect(second.heard == ["become", "resign"], "makeKey alone moves the key status")
        first.makeKeyAndVisible()
        #expect(UIApplication.shared.windows.last === second, "an alert-level window stays in front of normal ones")
        withExtendedLifetime(screen) {}
    }

    @Test func aCellHearsItsEditTransitionsAndShowsItsMultipleSelectionBackground() {
        final class Cell: UITableViewCell {
            var heard: [String] = []
            override func willTransition(to state: StateMask) { heard.append("will \(state.rawValue)") }
            override func didTransition(to state: StateMask) { heard.append("did \(state.rawValue)") }
        }
        let cell = Cell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: false)
        cell.setEditing(false, animated: false)
        #expect(cell.heard == ["will 1", "did 1", "will 0", "did 0"])
        let marked = UIView()
        cell.multipleSelectionBackgroundView = marked
        cell.setEditing(true, animated: false)
        cell.isSelected = true
        #expect(marked.superview === cell, "selected in edit mode: the multiple-selection background shows")
        #expect(cell.editingStyle == .none, "outside a table it has no editing style")
    }

    @Test func pageIndicatorsTakeImagesAndRunTheWayAsked() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 40, height: 200))
        pages.numberOfPages = 3
        pages.direction = .topToBottom
        pages.setIndicatorImage(UIImage(systemName: "star"), forPage: 2)
        screen.window.addSubview(pages)
        screen.runUntilIdle()
        let dots = pages.subviews.compactMap { $0 as? UIImageView }
        #expect(dots.count == 3)
        #expect(dots[0].frame.minY < dots[1].frame.minY && dots[0].frame.minX == dots[1].frame.minX, "top to bottom")
        #expect(dots[2].image != nil && dots[0].image == nil, "the third page shows its star")
        #expect(pages.indicatorImage(forPage: 2) != nil && pages.currentPageIndicatorImage(forPage: 2) != nil)
        #expect(pages.intrinsicContentSize.height > pages.intrinsicContentSize.width)
        pages.direction = .rightToLeft
        pages.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        screen.runUntilIdle()
        #expect(dots[0].frame.minX > dots[2].frame.minX, "right to left: the first page on the right")
        screen.drag(from: CGPoint(x: dots[0].frame.midX, y: 20), to: CGPoint(x: dots[2].frame.midX, y: 20))
        screen.runUntilIdle()
        #expect(pages.currentPage == 2, "scrubbing along the dots")
    }

    @Test func aFieldsAttributesPlaceholderAndInsertionRules() {
        final class Field: UITextField {
            var drawnPlaceholder: CGRect?
            override func drawPlaceholder(in rect: CGRect) { drawnPlaceholder = rect }
        }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 100), scale: 1)
        let field = Field(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.placeholder = "Name"
        field.defaultTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed]
        screen.window.addSubview(field)
        _ = screen.renderImage()
        #expect(field.drawnPlaceholder != nil, "the override draws the placeholder")
        #expect(field.font?.pointSize == 20 && field.textColor == .systemRed)
        field.clearsOnInsertion = true
        field.text = "old"
        _ = field.becomeFirstResponder()
        screen.type("n")
        #expect(field.text == "n", "typing replaced the old text")
        field.text = "abcdef"
        field.interactionState = ["selectedRange": [2, 3]]
        #expect(field.selectedTextRange.map { field.text(in: $0) } == "cde")
        #expect(UIFont.systemFont(ofSize: 20).capHeight > UIFont.systemFont(ofSize: 20).xHeight)
    }
}
