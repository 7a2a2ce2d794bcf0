import Foundation
import Testing
@testable @_spi(Host) import Tessera
@_spi(Host) import TesseraTesting

/// Shakes, media keys and the responder members around them.
@MainActor struct MotionAndRemoteControlTests {
    final class Player: UIViewController {
        var heard: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { heard.append("began \(motion.rawValue)") }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            heard.append("ended \(motion.rawValue) type=\(event?.type.rawValue ?? -1)")
        }
        override func remoteControlReceived(with event: UIEvent?) { heard.append("remote \(event?.subtype.rawValue ?? -1)") }
    }

    @Test func aShakeAndMediaKeysReachTheFirstResponder() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let player = Player()
        screen.rootViewController = player
        screen.runUntilIdle()
        _ = player.becomeFirstResponder()
        screen.shake()
        #expect(player.heard == ["began 1", "ended 1 type=\(UIEvent.EventType.motion.rawValue)"])
        screen.input.remoteControl(.remoteControlTogglePlayPause)
        #expect(player.heard.count == 2, "no media keys before beginReceivingRemoteControlEvents")
        UIApplication.shared.beginReceivingRemoteControlEvents()
        defer { UIApplication.shared.endReceivingRemoteControlEvents() }
        screen.input.remoteControl(.remoteControlTogglePlayPause)
        #expect(player.heard.last == "remote \(UIEvent.EventSubtype.remoteControlTogglePlayPause.rawValue)")
    }

    @Test func shakingAfterTypingOffersToUndoIt() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: 200, height: 34))
        controller.view.addSubview(field)
        screen.rootViewController = controller
        screen.runUntilIdle()
        _ = field.becomeFirstResponder()
        screen.type("hello")
        screen.shake()
        screen.runUntilIdle()
        let alert = try #require(controller.presentedViewController as? UIAlertController)
        #expect(alert.title?.hasPrefix("Undo") == true)
        let undo = try #require(alert.actions.first { $0.title == "Undo" })
        alert.dismiss(animated: false)
        screen.runUntilIdle()
        undo.handler?(undo)
        #expect(field.text == "", "the typing is undone")
        UIApplication.shared.applicationSupportsShakeToEdit = false
        defer { UIApplication.shared.applicationSupportsShakeToEdit = true }
        screen.type("again")
        screen.shake()
        screen.runUntilIdle()
        #expect(controller.presentedViewController == nil, "not when the app turned it off")
    }

    @Test func eventsAndActivitiesCarryWhatUIKitsDo() {
        let touch = UITouch(at: .zero, in: nil, timestamp: 0)
        let event = UIEvent(touches: [touch], timestamp: 0)
        #expect(event.subtype == .none && event.coalescedTouches(for: touch)?.count == 1 && event.predictedTouches(for: touch)?.isEmpty == true)
        let view = UIView()
        let activity = NSUserActivity(activityType: "com.example.reading")
        activity.addUserInfoEntries(from: ["page": 3])
        view.userActivity = activity
        #expect(view.userActivity?.userInfo?["page"] as? Int == 3)
        activity.becomeCurrent()
        #expect(NSUserActivity.current === activity)
        activity.invalidate()
        #expect(NSUserActivity.current == nil && activity.isInvalidated)
        #expect(view.editingInteractionConfiguration == .default)
    }
}
