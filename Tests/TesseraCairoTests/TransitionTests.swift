import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraTesting

@MainActor struct TransitionTests {
    private func isColor(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(p.r) - r) <= 4 && abs(Int(p.g) - g) <= 4 && abs(Int(p.b) - b) <= 4
    }

    /// A 100×100 red card at (50, 50) flips to blue over 1 s, linear.
    private func flip(_ options: UIView.AnimationOptions) -> (HeadlessScreen, UIView, () -> [Bool]) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        screen.window.addSubview(card)
        _ = screen.renderImage()
        final class Flag { var finished: [Bool] = [] }
        let flag = Flag()
        UIView.transition(with: card, duration: 1, options: options.union(.curveLinear),
                          animations: { card.backgroundColor = .blue }, completion: { flag.finished.append($0) })
        return (screen, card, { flag.finished })
    }

    @Test func flipShowsTheOldFaceTurningAwayThenTheNewOne() {
        let (screen, card, finished) = flip(.transitionFlipFromRight)
        #expect(card.backgroundColor == .blue, "the change itself is immediate")
        screen.advance(by: 0.25)
        var frame = screen.renderImage()
        #expect(isColor(frame.rgba(x: 100, y: 100), 255, 0, 0), "the old face shows in the first half")
        #expect(isColor(frame.rgba(x: 53, y: 100), 255, 255, 255) || isColor(frame.rgba(x: 147, y: 100), 255, 255, 255),
                "turned 45°, the face is narrower than the card")
        screen.advance(by: 0.5)
        frame = screen.renderImage()
        #expect(isColor(frame.rgba(x: 100, y: 100), 0, 0, 255), "the new face shows in the second half")
        #expect(finished().isEmpty)
        screen.runUntilIdle()
        frame = screen.renderImage()
        #expect(isColor(frame.rgba(x: 52, y: 52), 0, 0, 255) && isColor(frame.rgba(x: 147, y: 147), 0, 0, 255))
        #expect(finished() == [true])
    }

    @Test func crossDissolveBlendsTheFaces() {
        let (screen, _, finished) = flip(.transitionCrossDissolve)
        screen.advance(by: 0.5)
        let middle = screen.renderImage().rgba(x: 100, y: 100)
        #expect(middle.r > 90 && middle.r < 170 && middle.b > 90 && middle.b < 170)
        screen.runUntilIdle()
        #expect(finished() == [true])
    }

    @Test func flipFramesUseTheDocumentedGeometry() {
        let (screen, card, _) = flip(.transitionFlipFromLeft)
        screen.advance(by: 0.25)
        let frame = card.layer.transitionFrame(at: screen.now)!
        #expect(abs(frame.progress - 0.25) < 0.02)
        #expect(frame.snapshotOpacity == 1 && frame.contentOpacity == 0)
        #expect(frame.snapshot != nil)
        let angle = acos(frame.snapshotTransform.m11)
        #expect(abs(angle - .pi / 4) < 0.05)
    }
}
