import Foundation

extension UIView {
    /// How a view fits content drawn for one size into its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
             topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which of a view's margins and sides stretch when its superview changes size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The value of a side of ``intrinsicContentSize`` that has no natural length.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
}

extension UIView.ContentMode {
    /// Where content of `contentSize` goes in `bounds` in this mode.
    public func rect(forContentOfSize contentSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = contentSize.width, h = contentSize.height
        guard w > 0, h > 0 else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let x: CGFloat, y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
