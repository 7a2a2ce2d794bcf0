// Menus and swipeable rows as UIKit apps and libraries write them: a context menu interaction's
// delegate, a pop-up button, a main menu built by the app delegate, a swipeable cell that refuses
// its own pan when it should and a button laid out by its rectangles. Compiled unchanged in the
// Swift 5 and Swift 6 modes.
import UIKit
import Testing
import TesseraTesting

final class PhotoMenuView: UIView, UIContextMenuInteractionDelegate {
    var chosen: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                self?.chosen.append("share")
            }
            let sizes = UIMenu(title: "Size", options: .displayInline, children: ["S", "M"].map { size in
                UIAction(title: size, state: size == "M" ? .on : .off) { [weak self] _ in self?.chosen.append(size) }
            })
            let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.chosen.append("delete") }
            return UIMenu(title: "", children: suggestedActions + [share, sizes, delete])
        }
    }
}

final class SwipeRow: UIView {
    var isOpen = false
    let actionButton = FlagButton(type: .custom)
    var flagged = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: SwipeRow.handlePan(_:))
        addGestureRecognizer(pan)
        actionButton.addTarget(self, action: SwipeRow.flagTapped(button:), for: .touchUpInside)
        addSubview(actionButton)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: self)
        return abs(velocity.x) >= abs(velocity.y)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .ended { isOpen = gesture.translation(in: self).x < 0 }
    }

    func flagTapped(button: FlagButton) { flagged += 1 }
}

final class FlagButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.maxY - 18, width: contentRect.width, height: 18)
    }
}

@MainActor struct MenusAndSwipesClientTests {
    @Test func aContextMenuAPopUpButtonAndASwipeRow() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let photo = PhotoMenuView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        screen.window.addSubview(photo)
        let sort = UIButton(type: .system)
        sort.frame = CGRect(x: 20, y: 220, width: 160, height: 44)
        sort.menu = UIMenu(children: ["Newest", "Oldest"].map { UIAction(title: $0) { _ in } })
        sort.showsMenuAsPrimaryAction = true
        sort.changesSelectionAsPrimaryAction = true
        screen.window.addSubview(sort)
        let row = SwipeRow(frame: CGRect(x: 0, y: 300, width: 390, height: 60))
        row.actionButton.frame = CGRect(x: 300, y: 0, width: 90, height: 60)
        row.actionButton.setTitle("Flag", for: .normal)
        screen.window.addSubview(row)
        screen.runUntilIdle()
        screen.secondaryClick(at: CGPoint(x: 100, y: 100))
        screen.runUntilIdle()
        let delete = try #require(screen.frameOfText("Delete"))
        screen.tap(at: CGPoint(x: delete.midX, y: delete.midY))
        screen.runUntilIdle()
        #expect(photo.chosen == ["delete"])
        #expect(sort.currentTitle == "Newest")
        screen.drag(from: CGPoint(x: 250, y: 330), to: CGPoint(x: 100, y: 332))
        #expect(row.isOpen)
        screen.tap(at: CGPoint(x: 345, y: 330))
        screen.runUntilIdle()
        #expect(row.flagged == 1)
        #expect(row.actionButton.titleLabel?.frame.minY == 42)
    }
}
