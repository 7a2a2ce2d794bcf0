import Foundation

// UIKit's string conversions of geometry (UIGeometry.h), in UIKit's format: "{{x, y}, {w, h}}".

private func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(format(point.x)), \(format(point.y))}" }
public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(format(size.width)), \(format(size.height))}" }
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}
public func NSStringFromCGVector(_ vector: CGVector) -> String { "{\(format(vector.dx)), \(format(vector.dy))}" }
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{\(format(insets.top)), \(format(insets.left)), \(format(insets.bottom)), \(format(insets.right))}"
}
public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(format).joined(separator: ", "))]"
}

/// The numbers in a string such as "{{1, 2}, {3, 4}}", in order; missing ones are 0, as UIKit reads them.
private func numbers(in string: String, count: Int) -> [CGFloat] {
    let separators = CharacterSet(charactersIn: "{}[], ")
    var values = string.components(separatedBy: separators).compactMap { Double($0) }.map { CGFloat($0) }
    while values.count < count { values.append(0) }
    return values
}

public func CGPointFromString(_ string: String) -> CGPoint {
    let n = numbers(in: string, count: 2); return CGPoint(x: n[0], y: n[1])
}
public func CGSizeFromString(_ string: String) -> CGSize {
    let n = numbers(in: string, count: 2); return CGSize(width: n[0], height: n[1])
}
public func CGRectFromString(_ string: String) -> CGRect {
    let n = numbers(in: string, count: 4); return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let n = numbers(in: string, count: 4); return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}
