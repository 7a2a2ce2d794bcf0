import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct PointerInteractionTests {
    final class Ruler: NSObject, UIPointerInteractionDelegate {
        var log: [String] = []
        func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                defaultRegion: UIPointerRegion) -> UIPointerRegion? {
            let half = request.location.x < 100 ? "left" : "right"
            return UIPointerRegion(rect: CGRect(x: half == "left" ? 0 : 100, y: 0, width: 100, height: 50), identifier: half)
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
            region.identifier == AnyHashable("left") ? UIPointerStyle(shape: .verticalBeam(length: 20)) : .hidden()
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
            log.append("enter \(region.identifier.map { "\($0)" } ?? "")")
        }
        func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion, animator: UIPointerInteractionAnimating) {
            log.append("exit \(region.identifier.map { "\($0)" } ?? "")")
        }
    }

    @Test func regionsAndStylesFollowThePointerAndSetTheCursor() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let ruler = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let delegate = Ruler()
        ruler.addInteraction(UIPointerInteraction(delegate: delegate))
        screen.window.addSubview(ruler)
        screen.runUntilIdle()
        screen.movePointer(to: CGPoint(x: 20, y: 20))
        #expect(PointerCursor.current == .iBeam)
        screen.movePointer(to: CGPoint(x: 30, y: 20))
        screen.movePointer(to: CGPoint(x: 150, y: 20))
        #expect(PointerCursor.current == .hidden)
        screen.movePointer(to: CGPoint(x: 150, y: 200))
        #expect(PointerCursor.current == .arrow)
        #expect(delegate.log == ["enter left", "exit left", "enter right", "exit right"], "a new region only when it changes")
    }

    @Test func aButtonsPointerEffectHighlightsItWithAHandAndATextFieldShowsABeam() throws {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 300), scale: 1)
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.isPointerInteractionEnabled = true
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        screen.window.addSubview(button)
        screen.window.addSubview(field)
        screen.runUntilIdle()
        screen.movePointer(to: CGPoint(x: 60, y: 40))
        screen.runUntilIdle()
        #expect(PointerCursor.current == .pointingHand)
        #expect(button.subviews.contains { $0.backgroundColor == .systemFill }, "a highlight over the button")
        screen.movePointer(to: CGPoint(x: 60, y: 115))
        #expect(PointerCursor.current == .iBeam)
        #expect(!button.subviews.contains { $0.backgroundColor == .systemFill })
        button.pointerStyleProvider = { _, _, _ in .hidden() }
        screen.movePointer(to: CGPoint(x: 60, y: 40))
        #expect(PointerCursor.current == .hidden)
        button.isPointerInteractionEnabled = false
        #expect(button.interactions.isEmpty)
    }
}
