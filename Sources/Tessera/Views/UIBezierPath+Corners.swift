import Foundation

/// The corners of a rectangle, for paths rounded at some of them.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension UIBezierPath {
    /// `rect` with the `corners` given rounded (elliptically, by `cornerRadii`, each radius at
    /// most half the rectangle's side) and the others square, clockwise from the top left.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rx = max(0, min(cornerRadii.width.isFinite ? cornerRadii.width : 0, rect.width / 2))
        let ry = max(0, min(cornerRadii.height.isFinite ? cornerRadii.height : 0, rect.height / 2))
        func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        let topLeft = radius(.topLeft), topRight = radius(.topRight)
        let bottomRight = radius(.bottomRight), bottomLeft = radius(.bottomLeft)
        move(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - topRight.width, y: rect.minY))
        corner(to: CGPoint(x: rect.maxX, y: rect.minY + topRight.height), via: CGPoint(x: rect.maxX, y: rect.minY), topRight)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height))
        corner(to: CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY), via: CGPoint(x: rect.maxX, y: rect.maxY), bottomRight)
        addLine(to: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY))
        corner(to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.height), via: CGPoint(x: rect.minX, y: rect.maxY), bottomLeft)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft.height))
        corner(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY), via: CGPoint(x: rect.minX, y: rect.minY), topLeft)
        close()
    }

    /// A quarter ellipse to `end` bending toward the rectangle's corner `via` (a line when the
    /// corner is square).
    private func corner(to end: CGPoint, via cornerPoint: CGPoint, _ radius: CGSize) {
        guard radius.width > 0, radius.height > 0 else { return addLine(to: end) }
        let k: CGFloat = 0.5523
        let start = currentPoint
        addCurve(to: end, controlPoint1: CGPoint(x: start.x + (cornerPoint.x - start.x) * k, y: start.y + (cornerPoint.y - start.y) * k),
                 controlPoint2: CGPoint(x: end.x + (cornerPoint.x - end.x) * k, y: end.y + (cornerPoint.y - end.y) * k))
    }
}
