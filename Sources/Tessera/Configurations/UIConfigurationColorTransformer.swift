import Foundation

/// Changes a configuration's colour as it is shown: a background's in each state, a button's
/// image or its activity indicator. Two transformers are equal only when they are the same one
/// (a closure has no other identity), as UIKit compares them.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    private let id = UUID()
    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of the same lightness (its alpha kept).
    public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let gray = 0.299 * red + 0.587 * green + 0.114 * blue
        return UIColor(white: gray, alpha: alpha)
    }

    /// The app's tint colour in place of the colour (the system's blue here: a transformer
    /// sees no view).
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }

    /// A neutral grey in place of the colour.
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .systemGray }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
