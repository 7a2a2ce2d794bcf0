import Foundation

/// Where gesture recognizers meet: it hands them touches before the views get them, decides
/// which may recognize (delegates, failure requirements, exclusivity), cancels the view's
/// touches when a recognizer takes them, and resets everything when a touch sequence ends.
@MainActor enum GestureArena {
    /// Recognizers following the current touch sequence, deepest view first.
    static var active: [UIGestureRecognizer] = []
    /// Touches whose view has had `touchesCancelled`.
    static var cancelledForView: Set<ObjectIdentifier> = []
    static var liveTouches: Set<ObjectIdentifier> = []
    /// Touch phases held back from views while a recognizer that delays them decides.
    static var held: [(touch: UITouch, phase: UITouch.Phase, location: CGPoint, event: UIEvent)] = []

    // MARK: Delivery

    /// Delivers `event` to recognizers, then to views. Returns after both.
    static func deliver(_ event: UIEvent) {
        let touches = event.allTouches ?? []
        for touch in touches where touch.phase == .began {
            liveTouches.insert(ObjectIdentifier(touch))
            for recognizer in recognizers(for: touch) where recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
                && recognizer.shouldReceive(event) {
                if !active.contains(where: { $0 === recognizer }) {
                    addSequenceRequirements(for: recognizer)
                    active.append(recognizer)
                }
                recognizer.trackedTouches.append(touch)
            }
        }
        for recognizer in active where recognizer.isEnabled && !recognizer.isFinished {
            let mine = Set(touches.filter { t in recognizer.trackedTouches.contains { $0 === t } })
            guard !mine.isEmpty else { continue }
            recognizer.lastLocation = recognizer.location(in: nil)
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let set = mine.filter { $0.phase == phase }
                guard !set.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
        deliverToViews(event)
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            liveTouches.remove(ObjectIdentifier(touch))
            for recognizer in active { recognizer.trackedTouches.removeAll { $0 === touch } }
        }
        if liveTouches.isEmpty { endSequence() }
    }

    /// The failure requirements `recognizer` and the active ones ask for this sequence, both
    /// ways (their own overrides and their delegates').
    private static func addSequenceRequirements(for recognizer: UIGestureRecognizer) {
        for other in active where other !== recognizer {
            if requires(recognizer, toWaitFor: other) { recognizer.sequenceRequirements.append(WeakRecognizer(other)) }
            if requires(other, toWaitFor: recognizer) { other.sequenceRequirements.append(WeakRecognizer(recognizer)) }
        }
    }

    private static func requires(_ a: UIGestureRecognizer, toWaitFor b: UIGestureRecognizer) -> Bool {
        a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
            || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false)
    }

    /// A one-finger single tap: what a control's own tap beats.
    private static func isSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// The recognizers of the touch's view and its ancestors that want the touch; a control
    /// with a default tap keeps its ancestors' single taps out.
    private static func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        let control = touch.view?.takesTapsBeforeAncestorRecognizers == true ? touch.view : nil
        var view = touch.view
        while let v = view {
            for recognizer in v.attachedGestureRecognizers where recognizer.isEnabled {
                if let control, v !== control, isSingleTap(recognizer) { continue }
                // Tessera's touches are direct: a recognizer that does not take those sees none.
                guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == UITouch.TouchType.direct.rawValue }) else { continue }
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true { result.append(recognizer) }
            }
            view = v.superview
        }
        return result
    }

    private static func deliverToViews(_ event: UIEvent) {
        var forViews: [UITouch] = []
        for touch in event.allTouches ?? [] {
            let id = ObjectIdentifier(touch)
            guard !cancelledForView.contains(id) else { continue }
            let takers = active.filter { $0.cancelsTouchesInView && $0.hasRecognized && $0.trackedTouches.contains { $0 === touch } }
            if !takers.isEmpty, touch.phase != .began {
                cancelledForView.insert(id)
                held.removeAll { $0.touch === touch }
                if let view = touch.view { view.touchesCancelled([touch], with: event) }
                continue
            }
            if isDelayed(touch) || held.contains(where: { $0.touch === touch }) {
                held.append((touch, touch.phase, touch.location(in: nil), event))
                continue
            }
            forViews.append(touch)
        }
        guard !forViews.isEmpty else { return }
        TouchDelivery.deliver(UIEvent(touches: Set(forViews), timestamp: event.timestamp))
    }

    /// Whether a recognizer still deciding holds this phase of the touch back from its view:
    /// `delaysTouchesBegan` holds everything, `delaysTouchesEnded` holds the end.
    private static func isDelayed(_ touch: UITouch) -> Bool {
        active.contains { recognizer in
            guard recognizer.storedState == .possible, recognizer.isEnabled,
                  recognizer.trackedTouches.contains(where: { $0 === touch }) || recognizer.isWaiting else { return false }
            if recognizer.delaysTouchesBegan { return true }
            return recognizer.delaysTouchesEnded && touch.phase == .ended && recognizer.isWaiting
        }
    }

    /// Hands held-back phases to their views once nothing delays them any more, or drops them
    /// (with a cancel for a view that had already seen the touch) when a recognizer took it.
    static func releaseHeldTouches() {
        guard !held.isEmpty else { return }
        let pending = held
        held.removeAll()
        for entry in pending {
            let id = ObjectIdentifier(entry.touch)
            if cancelledForView.contains(id) { continue }
            let taken = active.contains { $0.cancelsTouchesInView && $0.hasRecognized && $0.trackedTouches.contains { $0 === entry.touch } }
                || entry.touch.takenByRecognizer
            if taken { continue }
            if isDelayed(entry.touch) { held.append(entry); continue }
            let phase = entry.touch.phase
            entry.touch.phase = entry.phase
            TouchDelivery.deliver(UIEvent(touches: [entry.touch], timestamp: entry.event.timestamp))
            entry.touch.phase = phase
        }
    }

    /// Touches cancelled for views when a recognizer recognizes mid-sequence.
    static func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        guard recognizer.cancelsTouchesInView else { return }
        for touch in held.map(\.touch) where recognizer.trackedTouches.contains(where: { $0 === touch }) || recognizer.isWaiting {
            touch.takenByRecognizer = true
        }
        for touch in recognizer.trackedTouches where !cancelledForView.contains(ObjectIdentifier(touch)) {
            cancelledForView.insert(ObjectIdentifier(touch))
            // A view that never saw the touch begin (it was held back) is not told it ended.
            let neverSeen = held.contains { $0.touch === touch && $0.phase == .began }
            held.removeAll { $0.touch === touch }
            if !neverSeen { touch.view?.touchesCancelled([touch], with: nil) }
        }
    }

    private static func endSequence() {
        for recognizer in active where recognizer.isFinished {
            recognizer.storedState = .possible
            recognizer.heldState = nil
            recognizer.trackedTouches.removeAll()
            recognizer.sequenceRequirements.removeAll()
            recognizer.reset()
        }
        active.removeAll { $0.storedState == .possible && $0.heldState == nil && !$0.isWaiting }
        if active.isEmpty {
            releaseHeldTouches()
            cancelledForView.removeAll()
            held.removeAll()
        }
    }

    // MARK: Arbitration

    static func transition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        let current = recognizer.storedState
        switch state {
        case .possible:
            recognizer.storedState = .possible
        case .began:
            // Only a recognizer still deciding can begin.
            if current == .possible { tryToRecognize(recognizer, as: state) }
        case .ended where current == .possible:
            tryToRecognize(recognizer, as: state)
        case .changed, .ended:
            guard current == .began || current == .changed else { return }
            recognizer.storedState = state
            recognizer.sendActions()
        case .cancelled:
            if current == .began || current == .changed {
                recognizer.storedState = .cancelled
                recognizer.sendActions()
            } else if current == .possible {
                fail(recognizer)
            }
        case .failed:
            if current == .possible { fail(recognizer) }
        }
    }

    private static func tryToRecognize(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        guard recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true,
              recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { return fail(recognizer) }
        // Another recognizer of this touch sequence already has it, and may not share.
        if active.contains(where: { $0 !== recognizer && $0.hasRecognized && !simultaneous($0, recognizer) }) {
            return fail(recognizer)
        }
        let waitingFor = recognizer.allFailureRequirements.compactMap(\.recognizer).filter { !($0.storedState == .failed) }
        if waitingFor.contains(where: { $0.hasRecognized }) { return fail(recognizer) }
        if !waitingFor.isEmpty {
            recognizer.heldState = state
            if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
            return
        }
        recognizer.heldState = nil
        recognizer.storedState = state
        // The view lets go of the touches before the action runs, as in UIKit (where a quick
        // tap never reaches the view at all).
        cancelViewTouches(of: recognizer)
        recognizer.sendActions()
        for other in active where other !== recognizer && !simultaneous(other, recognizer) {
            if other.storedState == .possible { fail(other) } else if other.storedState == .began || other.storedState == .changed {
                other.storedState = .cancelled
                other.sendActions()
            }
        }
        // Whoever waited for this one to fail will not get the chance.
        for other in active where other.allFailureRequirements.contains(where: { $0.recognizer === recognizer }) && other.storedState == .possible {
            fail(other)
        }
    }

    private static func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .failed
        recognizer.heldState = nil
        defer { releaseHeldTouches() }
        // Recognizers waiting only on failed ones may now recognize.
        for other in active where other.heldState != nil && other.allFailureRequirements.contains(where: { $0.recognizer === recognizer }) {
            let pending = other.allFailureRequirements.compactMap(\.recognizer).filter { $0.storedState != .failed }
            if pending.isEmpty, let held = other.heldState {
                other.heldState = nil
                tryToRecognize(other, as: held)
                if held == .ended, other.storedState == .ended, liveTouches.isEmpty { endSequence() }
            }
        }
        if liveTouches.isEmpty { endSequence() }
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Forgets everything (a new headless screen).
    static func reset() {
        active.removeAll(); cancelledForView.removeAll(); liveTouches.removeAll(); held.removeAll()
    }
}

extension UIGestureRecognizer {
    /// Began, changed or recognized: it has the gesture.
    var hasRecognized: Bool { storedState == .began || storedState == .changed || (storedState == .ended && heldState == nil) }
    /// Ended, cancelled or failed.
    var isFinished: Bool { storedState == .ended || storedState == .cancelled || storedState == .failed }
    /// Still deciding after its touches ended (a tap waiting for a second tap or for another
    /// recognizer to fail).
    var isWaiting: Bool { heldState != nil || (storedState == .possible && pendingTimer) }
}
