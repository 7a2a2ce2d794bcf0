import Foundation

/// A layer's own time, as Core Animation's `CAMediaTiming` on a layer: local time runs from
/// `beginTime` at `speed`, shifted by `timeOffset`. Setting `speed` to 0 and `timeOffset` to
/// the current local time pauses the layer's explicit animations where they are.
struct LayerClock {
    var beginTime: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0

    /// The layer's time at global time `t`.
    func local(_ t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// The global time at layer time `t` (the inverse, when the layer is not stopped).
    func global(_ t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (t - timeOffset) / CFTimeInterval(speed) + beginTime
    }
}

/// The image a layer shows (`contents`), how it fits the bounds and at which scale.
struct LayerContents {
    var contents: Any?
    var gravity = CALayerContentsGravity.resize
    var scale: CGFloat = 1
    var rect = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// How `contents` fits a layer's bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// A layer's timing (Core Animation's `CAMediaTiming` on a layer).
extension CALayer {
    public var beginTime: CFTimeInterval {
        get { clock.beginTime }
        set { clock.beginTime = newValue; markDirty() }
    }
    public var speed: Float {
        get { clock.speed }
        set { clock.speed = newValue.isFinite ? newValue : 1; markDirty() }
    }
    public var timeOffset: CFTimeInterval {
        get { clock.timeOffset }
        set { clock.timeOffset = newValue.isFinite ? newValue : 0; markDirty() }
    }
    /// Layers do not repeat; kept for the protocol.
    public var duration: CFTimeInterval {
        get { .infinity }
        set {}
    }
    public var repeatCount: Float {
        get { 0 }
        set {}
    }
    public var repeatDuration: CFTimeInterval {
        get { 0 }
        set {}
    }
    public var autoreverses: Bool {
        get { false }
        set {}
    }
    public var fillMode: CAMediaTimingFillMode {
        get { .removed }
        set {}
    }

    /// `t` in `layer`'s time (global time when nil) converted to this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(layer.map { $0.globalTime(t) } ?? t)
    }

    /// `t` in this layer's time converted to `layer`'s time (global time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(t)
        return layer.map { $0.localTime(global) } ?? global
    }

    /// The layer's time at global time `t`: through each superlayer's clock down to this one's,
    /// so pausing a layer (`speed = 0`) pauses the animations of every layer inside it.
    func localTime(_ t: CFTimeInterval) -> CFTimeInterval {
        clock.local(superlayer?.localTime(t) ?? t)
    }

    /// The layer's time when its superlayer's reads `parentTime`.
    @_spi(Host) public func localTime(fromParent parentTime: CFTimeInterval) -> CFTimeInterval {
        clock.local(parentTime)
    }

    /// The layer's time at global time `t` (for renderers walking the tree from a view).
    @_spi(Host) public func layerTime(atGlobal t: CFTimeInterval) -> CFTimeInterval { localTime(t) }

    /// Whether the layer's time moves: no layer up to the root has a speed of 0.
    var timeRuns: Bool { clock.speed != 0 && (superlayer?.timeRuns ?? true) }

    /// The global time at layer time `t`.
    func globalTime(_ t: CFTimeInterval) -> CFTimeInterval {
        let parent = clock.global(t)
        return superlayer?.globalTime(parent) ?? parent
    }
}
