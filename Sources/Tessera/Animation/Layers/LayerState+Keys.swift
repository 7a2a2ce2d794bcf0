import Foundation

/// The layer properties kept in ``LayerState``, by Core Animation's names: what explicit
/// animations read their start from and write what they show into.
extension LayerState {
    /// The value of the property named `key`, or nil when the state does not keep it.
    @MainActor func layerValue(forKey key: String) -> LayerValue? {
        switch key {
        case "bounds": .rect(bounds)
        case "position": .point(position)
        case "anchorPoint": .point(anchorPoint)
        case "transform": .transform(transform)
        case "opacity": .number(opacity)
        case "zPosition": .number(zPosition)
        case "cornerRadius": .number(cornerRadius)
        case "borderWidth": .number(borderWidth)
        case "hidden": .number(isHidden ? 1 : 0)
        case "backgroundColor": .color(backgroundColor ?? .clear)
        case "borderColor": .color(borderColor ?? .clear)
        case "shadowOpacity": .number(CGFloat(shadow?.opacity ?? 0))
        case "shadowRadius": .number(shadow?.radius ?? 3)
        case "shadowOffset": .size(shadow?.offset ?? CGSize(width: 0, height: -3))
        case "shadowColor": .color(shadow?.color ?? LayerShadow.defaultColor)
        default: nil
        }
    }

    /// Sets the property named `key`; false when the state does not keep it.
    @MainActor mutating func setLayerValue(_ value: LayerValue, forKey key: String) -> Bool {
        switch (key, value) {
        case let ("bounds", .rect(r)): bounds = r
        case let ("position", .point(p)): position = p
        case let ("anchorPoint", .point(p)): anchorPoint = p
        case let ("transform", .transform(t)): transform = t
        case let ("opacity", .number(n)): opacity = n
        case let ("zPosition", .number(n)): zPosition = n
        case let ("cornerRadius", .number(n)): cornerRadius = max(0, n)
        case let ("borderWidth", .number(n)): borderWidth = max(0, n)
        case let ("hidden", .number(n)): isHidden = n >= 0.5
        case let ("backgroundColor", .color(c)): backgroundColor = c
        case let ("borderColor", .color(c)): borderColor = c
        default: return setShadowValue(value, forKey: key)
        }
        return true
    }

    @MainActor private mutating func setShadowValue(_ value: LayerValue, forKey key: String) -> Bool {
        var shadow = self.shadow ?? LayerShadow()
        switch (key, value) {
        case let ("shadowOpacity", .number(n)): shadow.opacity = Float(min(1, max(0, n)))
        case let ("shadowRadius", .number(n)): shadow.radius = max(0, n)
        case let ("shadowOffset", .size(s)): shadow.offset = s
        case let ("shadowColor", .color(c)): shadow.color = c
        default: return false
        }
        self.shadow = shadow
        return true
    }
}

/// What a layer shows at one moment: its geometry and appearance (``LayerState``) and the
/// values of its class's own properties (`strokeEnd`, `colors`) that animations change.
public struct LayerPresentation {
    public var state: LayerState
    /// Presented values of properties the state does not keep, by key.
    var extra: [String: LayerValue] = [:]
    /// The layer's own time this presentation is for (what an emitter's particles follow).
    var localTime: CFTimeInterval = 0
}
