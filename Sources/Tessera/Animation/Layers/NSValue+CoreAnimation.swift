import Foundation

/// Core Animation's boxed values, as Objective-C-era code hands them to animations
/// (`NSValue(caTransform3D:)`, `NSValue(cgPoint:)`); animations read them back.
extension NSValue {
    // Sixteen doubles: Foundation on Linux boxes arrays of numbers, not structs.
    private static let transformType = "[16d]"

    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t.entries.map(Double.init)
        self.init(bytes: &entries, objCType: NSValue.transformType)
    }

    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.transformType else { return .identity }
        var entries = [Double](repeating: 0, count: 16)
        getValue(&entries)
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }

    /// The value as an animation mixes it, when it holds a point, size, rectangle or transform.
    var layerValue: LayerValue? {
        let type = String(cString: objCType)
        if type == NSValue.transformType { return .transform(caTransform3DValue) }
        if type == String(cString: NSValue(point: .zero).objCType) { return .point(pointValue) }
        if type == String(cString: NSValue(size: .zero).objCType) { return .size(sizeValue) }
        if type == String(cString: NSValue(rect: .zero).objCType) { return .rect(rectValue) }
        return nil
    }
}

/// C's `HUGE` (an infinite `Float`), which Darwin's math library exports and animation code
/// uses for endless repeats (`repeatCount = HUGE`).
public var HUGE: Float { .infinity }
