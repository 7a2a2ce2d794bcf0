import Foundation

/// Implicit animations of free-standing layers, as Core Animation runs them: changing an
/// animatable property of a layer that backs no view, once the layer has been on screen,
/// looks up an action for the property's key — `actions[key]` (`NSNull` for none), else
/// ``CALayer/defaultAction(forKey:)``: a 0.25 s basic animation (`CATransaction`'s duration
/// and timing function) — and adds it under the key, from the value shown before the change.
/// `CATransaction.setDisableActions(true)` turns them off; a view's own layer animates only
/// in `UIView.animate` blocks, as in UIKit.
extension CALayer {
    /// The keys whose changes run an action.
    static let implicitlyAnimatedKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "zPosition",
        "path", "fillColor", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "miterLimit",
        "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
    ]

    /// The action for `key`: from the delegate's `action(for:forKey:)`, else ``actions``
    /// (`NSNull` means none from either), else the class default.
    public func action(forKey event: String) -> CAAction? {
        if let action = layerDelegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// A basic animation of an animatable key, over `CATransaction.animationDuration()`.
    public class func defaultAction(forKey event: String) -> CAAction? {
        guard implicitlyAnimatedKeys.contains(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Whether a change now runs an action: a free-standing layer, drawn before, on screen,
    /// with actions not turned off.
    var runsActions: Bool {
        owningView == nil && hasBeenDrawn && !CATransaction.disableActions() && isInWindow
    }

    /// Makes `change` to the property `key`, running its action when the value shown changes.
    func changeAnimatable(_ key: String, _ change: () -> Void) {
        guard runsActions, Self.implicitlyAnimatedKeys.contains(key) else {
            change()
            markDirty()
            return
        }
        let before = presentedValue(forKey: key)
        change()
        markDirty()
        guard let before, let after = modelValue(at: LayerKeyPath(key)), !before.isSame(as: after) else { return }
        runAction(forKey: key, from: before)
    }

    private func presentedValue(forKey key: String) -> LayerValue? {
        presented(at: MainLoop.shared.clock.now).value(at: LayerKeyPath(key), layer: self)
    }

    func runAction(forKey key: String, from before: LayerValue) {
        guard let animation = action(forKey: key) as? CAAnimation else { return }
        if let basic = animation as? CABasicAnimation {
            if basic.keyPath == nil { basic.keyPath = key }
            if basic.fromValue == nil, basic.byValue == nil { basic.fromValue = before.any }
        }
        add(animation, forKey: key)
    }
}

extension LayerValue {
    /// Whether two values are the same (numbers, geometry, colours); other kinds never are.
    func isSame(as other: LayerValue) -> Bool {
        switch (self, other) {
        case let (.number(a), .number(b)): a == b
        case let (.point(a), .point(b)): a == b
        case let (.size(a), .size(b)): a == b
        case let (.rect(a), .rect(b)): a == b
        case let (.transform(a), .transform(b)): a == b
        case let (.color(a), .color(b)): a.isEqual(b)
        case let (.numbers(a), .numbers(b)): a == b
        case let (.path(a), .path(b)): a === b
        default: false
        }
    }
}

extension CALayer {
    /// The action of a property kept in ``LayerState``, from the value shown before.
    func runImplicitAction(for property: AnimatableProperty, from shown: AnimatableValue) {
        let before: LayerValue? = switch shown {
        case .scalar(let n): .number(n)
        case .point(let p): .point(p)
        case .rect(let r): .rect(r)
        case .transform(let t): .transform(t)
        case .color(let c): .color(c ?? .clear)
        }
        guard let before else { return }
        runAction(forKey: property.rawValue, from: before)
    }
}
