import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct BarButtonItemStateTests {
    @Test func hiddenItemsTakeNoRoomAndComeBack() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 300), scale: 1)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 256, width: 390, height: 44))
        let archive = UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: nil)
        let flag = UIBarButtonItem(title: "Flag", style: .plain, target: nil, action: nil)
        toolbar.items = [archive, flag]
        screen.window.addSubview(toolbar)
        archive.isHidden = true
        screen.runUntilIdle()
        #expect(screen.frameOfText("Archive") == nil && screen.frameOfText("Flag") != nil)
        archive.isHidden = false
        screen.runUntilIdle()
        #expect(screen.frameOfText("Archive") != nil)
    }

    @Test func possibleTitlesKeepTheButtonWideAndSelectionAndTintShow() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 300), scale: 1)
        let root = UIViewController()
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        edit.possibleTitles = ["Edit", "Done editing"]
        edit.tintColor = .systemPink
        edit.isSelected = true
        root.navigationItem.rightBarButtonItem = edit
        screen.rootViewController = UINavigationController(rootViewController: root)
        screen.runUntilIdle()
        let button = try #require(edit.shownView as? UIButton)
        #expect(button.isSelected && button.tintColor == .systemPink)
        let narrow = button.intrinsicContentSize.width
        edit.title = "Done editing"
        screen.runUntilIdle()
        let wide = try #require(edit.shownView as? UIButton).intrinsicContentSize.width
        #expect(abs(narrow - wide) < 1, "as wide for either title: \(narrow) \(wide)")
    }

    @Test func aPopUpItemShowsTheChosenElement() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let root = UIViewController()
        let sort = UIBarButtonItem(title: "Sort", style: .plain, target: nil, action: nil)
        sort.menu = UIMenu(children: ["Name", "Date"].map { UIAction(title: $0) { _ in } })
        sort.changesSelectionAsPrimaryAction = true
        root.navigationItem.rightBarButtonItem = sort
        screen.rootViewController = UINavigationController(rootViewController: root)
        screen.runUntilIdle()
        let button = try #require(screen.frameOfText("Sort"))
        screen.tap(at: CGPoint(x: button.midX, y: button.midY))
        screen.runUntilIdle()
        let date = try #require(screen.frameOfText("Date"))
        screen.tap(at: CGPoint(x: date.midX, y: date.midY))
        screen.runUntilIdle()
        #expect(sort.title == "Date" && screen.frameOfText("Date") != nil)
    }
}
