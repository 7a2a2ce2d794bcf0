import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// AdaptiveProfile.xib: a vertical stack of Name, Compact note and Role. Name is 30 points in a
/// regular width (17 otherwise); the note is installed in a compact width only; in a compact
/// height the stack is horizontal with 24 points of spacing.
@MainActor struct SizeClassPropertiesTests {
    private func show(_ size: CGSize) throws -> (HeadlessScreen, UIStackView) {
        let screen = HeadlessScreen(size: size, scale: 1)
        let root = try #require(UINib(nibName: "AdaptiveProfile", bundle: .module).instantiate(withOwner: nil).first as? UIView)
        root.frame = screen.window.bounds
        screen.window.addSubview(root)
        screen.runUntilIdle()
        return (screen, try #require(root.subviews.first as? UIStackView))
    }

    private func texts(_ stack: UIStackView) -> [String] {
        stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text }
    }

    private func resize(_ screen: HeadlessScreen, _ stack: UIStackView, to size: CGSize) {
        screen.window.frame = CGRect(origin: .zero, size: size)
        stack.superview?.frame = screen.window.bounds
        screen.runUntilIdle()
    }

    @Test func aCompactWidthInstallsTheNoteAndKeepsTheSmallFont() throws {
        let (screen, stack) = try show(CGSize(width: 390, height: 600))
        #expect(texts(stack) == ["Name", "Compact note", "Role"])
        #expect((stack.arrangedSubviews.first as? UILabel)?.font.pointSize == 17)
        #expect(stack.axis == .vertical)
        #expect(screen.frameOfText("Compact note") != nil, "the installed note is drawn")
    }

    @Test func aRegularWidthUninstallsTheNoteAndUsesItsFont() throws {
        let (screen, stack) = try show(CGSize(width: 800, height: 600))
        #expect(texts(stack) == ["Name", "Role"])
        #expect((stack.arrangedSubviews.first as? UILabel)?.font.pointSize == 30)
        #expect(screen.frameOfText("Compact note") == nil, "not in the hierarchy, not drawn")
    }

    @Test func aCompactHeightLaysTheStackOutHorizontally() throws {
        let (_, stack) = try show(CGSize(width: 390, height: 400))
        #expect(stack.axis == .horizontal)
        #expect(stack.spacing == 24)
        let frames = stack.arrangedSubviews.map(\.frame)
        #expect(frames.count == 3)
        #expect(frames[1].minX >= frames[0].maxX + 24, "side by side, 24 points apart")
    }

    @Test func changingSizeClassesPutsTheNoteBackInItsPlaceAndKeepsWhatTheAppSet() throws {
        let (screen, stack) = try show(CGSize(width: 390, height: 600))
        let name = try #require(stack.arrangedSubviews.first as? UILabel)
        name.text = "Ada Lovelace"
        resize(screen, stack, to: CGSize(width: 800, height: 400))
        #expect(texts(stack) == ["Ada Lovelace", "Role"])
        #expect(stack.axis == .horizontal)
        #expect(name.font.pointSize == 30)
        resize(screen, stack, to: CGSize(width: 390, height: 600))
        #expect(texts(stack) == ["Ada Lovelace", "Compact note", "Role"], "back between Name and Role")
        #expect(stack.axis == .vertical, "the Any × Any axis again")
        #expect(stack.spacing == 8)
        #expect(name.font.pointSize == 17)
    }
}
