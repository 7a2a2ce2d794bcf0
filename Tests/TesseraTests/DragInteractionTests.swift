import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Dragging between plain views with `UIDragInteraction` and `UIDropInteraction`, and views
/// that open when a drag rests on them (`UISpringLoadedInteraction`).
@MainActor struct DragInteractionTests {
    final class Source: UIDragInteractionDelegate {
        var log: [String] = []
        var text = "Hello"
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            log.append("items")
            guard !text.isEmpty else { return [] }
            let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
            item.localObject = text
            return [item]
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { log.append("willBegin") }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
            log.append("willEnd \(operation.rawValue)")
        }
        func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
            log.append("didEnd \(operation.rawValue)")
        }
    }

    final class Target: UIDropInteractionDelegate {
        var log: [String] = []
        var accepts = true
        var received: [String] = []
        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            log.append("canHandle")
            return session.canLoadObjects(ofClass: String.self)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { log.append("enter") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: accepts ? .copy : .forbidden)
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("exit") }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            log.append("perform")
            session.loadObjects(ofClass: String.self) { self.received += $0 }
        }
        func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("conclude") }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("end") }
    }

    @MainActor struct Scene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let chip = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        let well = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 150))
        let source = Source()
        let target = Target()
    }

    func scene() -> Scene {
        let scene = Scene()
        scene.chip.backgroundColor = .systemBlue
        scene.chip.addInteraction(UIDragInteraction(delegate: scene.source))
        scene.well.addInteraction(UIDropInteraction(delegate: scene.target))
        scene.screen.window.addSubview(scene.chip)
        scene.screen.window.addSubview(scene.well)
        scene.screen.runUntilIdle()
        return scene
    }

    @Test func aViewsItemDropsOnAnotherViewThatTakesIt() {
        let scene = scene()
        let touch = scene.screen.pressAndDrag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 100, y: 260))
        #expect(scene.target.log == ["canHandle", "enter"], "asked once whether it can, then told the drag entered")
        scene.screen.lift(touch)
        scene.screen.runUntilIdle()
        #expect(scene.source.log == ["items", "willBegin", "willEnd 2", "didEnd 2"])
        #expect(scene.target.log == ["canHandle", "enter", "perform", "conclude", "end"])
        #expect(scene.target.received == ["Hello"], "the string loaded from the item provider")
    }

    @Test func aForbiddenProposalOrNoTargetCancelsAndThePreviewFliesBack() {
        let scene = scene()
        scene.target.accepts = false
        let touch = scene.screen.pressAndDrag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 100, y: 260))
        let lifted = scene.screen.window.subviews.last
        scene.screen.lift(touch)
        scene.screen.runUntilIdle()
        #expect(scene.source.log.suffix(2) == ["willEnd 1", "didEnd 0"], "forbidden at the end, cancelled once the preview is back")
        #expect(scene.target.log == ["canHandle", "enter", "exit", "end"])
        #expect(scene.target.received.isEmpty)
        #expect(lifted?.window == nil, "the preview is gone")

        scene.source.text = ""
        let nothing = scene.screen.pressAndDrag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 100, y: 260))
        scene.screen.lift(nothing)
        scene.screen.runUntilIdle()
        #expect(scene.source.log.last == "items", "no items: no drag")
    }

    @Test func aDragRestingOnASpringLoadedButtonTapsItOnce() {
        let scene = scene()
        let folder = UIButton(type: .system)
        folder.frame = CGRect(x: 250, y: 20, width: 120, height: 60)
        var taps = 0
        folder.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        folder.isSpringLoaded = true
        #expect(folder.isSpringLoaded)
        scene.screen.window.addSubview(folder)
        scene.screen.runUntilIdle()
        let touch = scene.screen.pressAndDrag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 300, y: 50))
        scene.screen.advance(by: 0.6)
        #expect(taps == 0 && folder.alpha < 1, "activating: the button blinks before it opens")
        scene.screen.advance(by: 0.6)
        #expect(taps == 1, "held over the button for a second: it acts as tapped")
        scene.screen.advance(by: 2)
        #expect(taps == 1, "once per visit")
        scene.screen.lift(touch)
        scene.screen.runUntilIdle()
        #expect(folder.alpha == 1)
    }

    @Test func aCustomBehaviorCanRefuseAndAnEffectSeesEachState() {
        final class Recorder: UISpringLoadedInteractionEffect, UISpringLoadedInteractionBehavior {
            var states: [UISpringLoadedInteractionEffectState] = []
            var allow = true
            var finished = 0
            func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
                states.append(context.state)
            }
            func shouldAllowInteraction(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool { allow }
            func interactionDidFinish(_ interaction: UISpringLoadedInteraction) { finished += 1 }
        }
        let scene = scene()
        let recorder = Recorder()
        var activations: [CGPoint] = []
        let tab = UIView(frame: CGRect(x: 250, y: 20, width: 120, height: 60))
        tab.addInteraction(UISpringLoadedInteraction(interactionBehavior: recorder, interactionEffect: recorder) { _, context in
            activations.append(context.location(in: tab))
        })
        scene.screen.window.addSubview(tab)
        scene.screen.runUntilIdle()
        let touch = scene.screen.pressAndDrag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 300, y: 50))
        scene.screen.advance(by: 1.2)
        #expect(recorder.states == [.possible, .activating, .activated, .inactive])
        #expect(activations == [CGPoint(x: 50, y: 30)], "the drag's point in the tab")
        #expect(recorder.finished == 1)
        scene.screen.lift(touch)
        scene.screen.runUntilIdle()
        recorder.allow = false
        recorder.states = []
        let refused = scene.screen.pressAndDrag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 300, y: 50))
        scene.screen.advance(by: 1.2)
        #expect(recorder.states.isEmpty && activations.count == 1, "the behavior said no")
        scene.screen.lift(refused)
        scene.screen.runUntilIdle()
    }
}
