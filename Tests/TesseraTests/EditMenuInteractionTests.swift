import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A note view that copies and pastes, with an iOS 16 edit menu, as UIKit code writes one.
private final class NoteView: UIView, UIEditMenuInteractionDelegate {
    var log: [String] = []
    var extra: [UIMenuElement] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .copy || action == .paste
    }
    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        log.append(action.name)
        return true
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("suggested " + suggestedActions.map(\.title).joined(separator: ","))
        return UIMenu(children: suggestedActions + extra)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("will present")
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) {
        log.append("will dismiss")
    }
}

@MainActor struct EditMenuInteractionTests {
    private func noteOnScreen() -> (HeadlessScreen, NoteView, UIEditMenuInteraction) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let note = NoteView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
        let interaction = UIEditMenuInteraction(delegate: note)
        note.addInteraction(interaction)
        screen.window.addSubview(note)
        _ = note.becomeFirstResponder()
        screen.runUntilIdle()
        return (screen, note, interaction)
    }

    @Test func theBarShowsTheSuggestedCommandsTheChainCanPerformAboveTheSourcePoint() throws {
        let (screen, note, interaction) = noteOnScreen()
        note.extra = [UIAction(title: "Translate") { _ in note.log.append("translate") }]
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 40)))
        screen.runUntilIdle()
        #expect(note.log == ["suggested Copy,Paste", "will present"])
        let copy = try #require(screen.frameOfText("Copy"))
        #expect(screen.frameOfText("Cut") == nil && screen.frameOfText("Translate") != nil)
        #expect(copy.maxY <= 240, "above the source point (window y 240): \(copy)")
        #expect(interaction.location(in: nil) == CGPoint(x: 120, y: 240))
        screen.tap(at: CGPoint(x: copy.midX, y: copy.midY))
        screen.runUntilIdle()
        #expect(note.log.suffix(2) == ["will dismiss", "copy:"], "the bar goes, then the command runs")
    }

    @Test func anUpArrowPutsTheBarBelowAndDismissMenuClosesIt() throws {
        let (screen, note, interaction) = noteOnScreen()
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 40))
        configuration.preferredArrowDirection = .up
        interaction.presentEditMenu(with: configuration)
        screen.runUntilIdle()
        let paste = try #require(screen.frameOfText("Paste"))
        #expect(paste.minY >= 240)
        interaction.dismissMenu()
        screen.runUntilIdle()
        #expect(screen.frameOfText("Paste") == nil && note.log.last == "will dismiss")
    }
}
