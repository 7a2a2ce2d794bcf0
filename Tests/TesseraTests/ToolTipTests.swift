import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct ToolTipTests {
    private func screenWith(_ view: UIView) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        screen.window.addSubview(view)
        screen.runUntilIdle()
        return screen
    }

    @Test func aControlsToolTipShowsWhenThePointerRestsAndGoesWhenItMovesOn() throws {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 100, height: 44)
        button.toolTip = "Save the document (⌘S)"
        let screen = screenWith(button)
        #expect(button.toolTipInteraction?.defaultToolTip == "Save the document (⌘S)")
        screen.movePointer(to: CGPoint(x: 60, y: 60))
        screen.advance(by: 0.3)
        #expect(screen.frameOfText("Save the document (⌘S)") == nil, "not before the pointer has rested")
        screen.advance(by: 0.6)
        let tip = try #require(screen.frameOfText("Save the document (⌘S)"))
        #expect(tip.minX >= 60 && tip.minY >= 60, "below and right of the pointer: \(tip)")
        screen.movePointer(to: CGPoint(x: 100, y: 70))
        #expect(screen.frameOfText("Save the document (⌘S)") == nil)
        button.toolTip = nil
        #expect(button.toolTipInteraction == nil)
    }

    @Test func theDelegateChoosesTheTipByPointAndItsRectangleLimitsIt() throws {
        final class Ruler: NSObject, UIToolTipInteractionDelegate {
            func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
                UIToolTipConfiguration(toolTip: point.x < 100 ? "Left half" : "Right half",
                                       in: CGRect(x: 0, y: 0, width: 200, height: 50))
            }
        }
        let ruler = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let interaction = UIToolTipInteraction()
        let delegate = Ruler()
        interaction.delegate = delegate
        ruler.addInteraction(interaction)
        let screen = screenWith(ruler)
        screen.movePointer(to: CGPoint(x: 150, y: 20))
        screen.advance(by: 1)
        #expect(screen.frameOfText("Right half") != nil)
        screen.movePointer(to: CGPoint(x: 150, y: 80))
        screen.advance(by: 1)
        #expect(screen.frameOfText("Right half") == nil && screen.frameOfText("Left half") == nil, "outside its rectangle")
        interaction.isEnabled = false
        screen.movePointer(to: CGPoint(x: 20, y: 20))
        screen.advance(by: 1)
        #expect(screen.frameOfText("Left half") == nil, "a disabled interaction shows nothing")
    }
}
