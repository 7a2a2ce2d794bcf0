import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A tab bar's centred items and images; what the clipboard's text looks like.
@MainActor struct TabBarAndPasteboardPatternTests {
    @Test func centredItemsSitTogetherInTheMiddle() {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 200), scale: 1)
        let bar = UITabBar(frame: CGRect(x: 0, y: 100, width: 1000, height: 49))
        bar.items = [UITabBarItem(title: "One", image: nil, tag: 0), UITabBarItem(title: "Two", image: nil, tag: 1)]
        bar.itemPositioning = .centered
        bar.itemWidth = 100
        bar.itemSpacing = 20
        screen.window.addSubview(bar)
        screen.runUntilIdle()
        let one = screen.frameOfText("One"), two = screen.frameOfText("Two")
        #expect(abs((one?.midX ?? 0) - 440) < 2 && abs((two?.midX ?? 0) - 560) < 2, "centred 100 wide, 20 apart: \(String(describing: one)) \(String(describing: two))")
        bar.shadowImage = UIImage(systemName: "minus")
        bar.beginCustomizingItems(bar.items ?? [])
        #expect(bar.isCustomizing && bar.endCustomizing(animated: false) && !bar.isCustomizing)
    }

    @Test func theClipboardsTextIsSortedIntoPatterns() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let board = UIPasteboard.withUniqueName()
        board.setObjects(["example.com/news" as NSString, "42.5" as NSString, "best pizza near me" as NSString])
        var found: [Set<UIPasteboard.DetectionPattern>] = []
        var values: [UIPasteboard.DetectionPattern: Any] = [:]
        board.detectPatterns(for: [.probablyWebURL, .number, .probablyWebSearch], inItemSet: nil) { result in
            if case .success(let patterns) = result { found = patterns }
        }
        board.detectValues(for: [.number, .probablyWebURL]) { result in
            if case .success(let first) = result { values = first }
        }
        #expect(found.isEmpty, "answers come later, as on iOS")
        screen.runUntilIdle()
        #expect(found == [[.probablyWebURL], [.number], [.probablyWebSearch]])
        #expect(values[.probablyWebURL] as? String == "example.com/news")
        UIPasteboard.remove(withName: board.name)
    }
}
