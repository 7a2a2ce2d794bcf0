import Foundation

extension CALayer {
    /// Adds an explicit animation under `key`, replacing one with the same key (whose delegate
    /// hears it stop unfinished). The layer keeps a copy; a begin time of 0 means now. A
    /// ``CATransition`` on a view's layer shows the change of the view's look from now on.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        if let property = anim as? CAPropertyAnimation, property.keyPath == nil, !(anim is CAAnimationGroup) {
            TesseraDiagnostics.report("CALayer.add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")): the \(type(of: anim)) has no keyPath; it animates nothing")
        }
        let copy = anim.copy() as! CAAnimation
        let list = explicitAnimations ?? ExplicitAnimations()
        explicitAnimations = list
        let now = localTime(MainLoop.shared.clock.now)
        if let replaced = list.add(copy, forKey: key, now: now) { stopped([replaced.animation], finished: false) }
        if let transition = copy as? CATransition { beginViewTransition(transition) }
        AnimationEngine.shared.track(self)
        markDirty()
    }

    /// The animation added under `key` (the layer's copy), if it is still there.
    public func animation(forKey key: String) -> CAAnimation? {
        explicitAnimations?.animation(forKey: key)
    }

    /// Removes the animation added under `key`; its delegate hears it stop unfinished.
    public func removeAnimation(forKey key: String) {
        guard let removed = explicitAnimations?.remove(forKey: key) else { return }
        if removed.animation is CATransition, let transition { self.transition = nil; transition.group?.end(interrupted: true) }
        stopped([removed.animation], finished: false)
        markDirty()
    }

    func removeAllExplicitAnimations() {
        guard let list = explicitAnimations else { return }
        explicitAnimations = nil
        stopped(list.removeAll().filter { !$0.stopped }.map(\.animation), finished: false)
        markDirty()
    }

    /// What the layer shows at global time `now`: implicit animations, then explicit ones in
    /// the order they were added.
    public func presented(at now: TimeInterval) -> LayerPresentation {
        presented(at: now, localTime: explicitAnimations == nil ? now : localTime(now))
    }

    /// What the layer shows at global time `now` with its own clock reading `localTime`
    /// (a replicator's copies read their sublayers' clocks earlier than the layer tree's).
    @_spi(Host) public func presented(at now: TimeInterval, localTime: CFTimeInterval) -> LayerPresentation {
        var shown = LayerPresentation(state: animationsAreEmpty ? model : implicitlyAnimatedState(at: now))
        shown.localTime = localTime
        explicitAnimations?.apply(at: localTime, to: &shown, layer: self)
        return shown
    }

    /// Marks explicit animations started or ended by `now` and tells their delegates.
    func advanceExplicitAnimations(to now: TimeInterval) {
        guard let list = explicitAnimations else { return }
        let (started, stopped) = list.advance(to: localTime(now))
        if list.isEmpty { explicitAnimations = nil }
        for animation in started { animation.delegate?.animationDidStart(animation) }
        if !stopped.isEmpty {
            self.stopped(stopped, finished: true)
            markDirty()
        }
    }

    private func stopped(_ animations: [CAAnimation], finished: Bool) {
        for animation in animations { animation.delegate?.animationDidStop(animation, finished: finished) }
    }

    /// Whether the only animations left on the layer are explicit ones that never end.
    var runsOnlyEndlessAnimations: Bool {
        animationsAreEmpty && transition == nil && !(explicitAnimations?.hasFinite ?? false)
    }

    /// Whether this layer has an explicit animation that never ends.
    var hasEndlessAnimations: Bool { explicitAnimations?.hasEndless ?? false }

    /// The model value at a key path (the start or end an explicit animation leaves out).
    func modelValue(at path: LayerKeyPath) -> LayerValue? {
        let whole = model.layerValue(forKey: path.property) ?? ownLayerValue(forKey: path.property)
        return whole.flatMap(path.read)
    }

    private func beginViewTransition(_ transition: CATransition) {
        guard owningView != nil, UIView.areAnimationsEnabled else { return }
        let timing = AnimationTiming(curve: .bezier(transition.timingFunction ?? CAMediaTimingFunction(name: .default)),
                                     duration: transition.duration > 0 ? transition.duration : 0.25)
        let snapshot = owningView.flatMap { Platform.snapshotter?.snapshot(of: $0) }
        begin(ViewTransition(kind: transition.viewTransitionKind, snapshot: snapshot,
                             beginTime: MainLoop.shared.clock.now, timing: timing, group: nil))
    }
}

extension LayerPresentation {
    /// The value shown at a key path: from the state, an animated value of the class's own,
    /// or the layer's model.
    @MainActor func value(at path: LayerKeyPath, layer: CALayer) -> LayerValue? {
        whole(path.property, layer: layer).flatMap(path.read)
    }

    /// Shows `value` at a key path.
    @MainActor mutating func set(_ value: LayerValue, at path: LayerKeyPath, layer: CALayer) {
        guard let whole = whole(path.property, layer: layer) else { return }
        let changed = path.write(value, into: whole)
        if !state.setLayerValue(changed, forKey: path.property) { extra[path.property] = changed }
    }

    @MainActor private func whole(_ property: String, layer: CALayer) -> LayerValue? {
        state.layerValue(forKey: property) ?? extra[property] ?? layer.ownLayerValue(forKey: property)
    }

    /// A number the class keeps (`strokeEnd`), as shown.
    func number(_ key: String) -> CGFloat? {
        if case let .number(n)? = extra[key] { return n }
        return nil
    }
}
