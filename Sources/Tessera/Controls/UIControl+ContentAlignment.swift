import Foundation

extension UIControl {
    /// Where a control's content sits across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// Where a control's content sits along its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }
}

public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment

extension UIControl.ContentHorizontalAlignment {
    /// `.leading` and `.trailing` resolved to `.left` or `.right` for a layout direction.
    func resolved(for direction: UIUserInterfaceLayoutDirection) -> UIControl.ContentHorizontalAlignment {
        switch self {
        case .leading: direction == .rightToLeft ? .right : .left
        case .trailing: direction == .rightToLeft ? .left : .right
        default: self
        }
    }
}
