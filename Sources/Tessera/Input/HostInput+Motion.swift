import Foundation

extension HostInput {
    /// A shake (the device shaken; on a desktop, whatever the host maps to it): `motionBegan`
    /// then `motionEnded` with `.motionShake`, to the first responder and up its chain — or,
    /// with none, to the window's root view controller.
    public func shake() {
        let target = motionTarget
        let now = MainLoop.shared.clock.now
        target?.motionBegan(.motionShake, with: UIEvent(motion: .motionShake, timestamp: now))
        target?.motionEnded(.motionShake, with: UIEvent(motion: .motionShake, timestamp: now))
        offerUndo(for: target)
    }

    /// Shake to undo: with `applicationSupportsShakeToEdit`, a first responder whose undo
    /// manager can undo gets an alert offering it ("Undo Typing"), as UIKit shows.
    private func offerUndo(for target: UIResponder?) {
        guard UIApplication.shared.applicationSupportsShakeToEdit, let target, target.isFirstResponder,
              let undo = target.undoManager, undo.canUndo, var top = window.rootViewController else { return }
        while let presented = top.presentedViewController { top = presented }
        let name = undo.undoActionName
        let alert = UIAlertController(title: name.isEmpty ? "Undo" : "Undo \(name)", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Undo", style: .default) { [weak undo] _ in undo?.undo() })
        top.present(alert, animated: true)
    }

    /// A media key (play, pause, next track): `remoteControlReceived(with:)` through the same
    /// chain, once the app called `beginReceivingRemoteControlEvents()`.
    public func remoteControl(_ subtype: UIEvent.EventSubtype) {
        guard subtype.rawValue >= UIEvent.EventSubtype.remoteControlPlay.rawValue, UIApplication.shared.receivesRemoteControlEvents else { return }
        motionTarget?.remoteControlReceived(with: UIEvent(motion: subtype, timestamp: MainLoop.shared.clock.now))
    }

    private var motionTarget: UIResponder? {
        if let responder = UIResponder.currentFirstResponder { return responder }
        return window.rootViewController ?? window
    }
}
