import Foundation

// Dynamic Type: the text styles at the sizes iOS gives them for each of the user's text sizes
// (`UIScreen.main.preferredContentSizeCategory`, the desktop's text-size setting), fonts scaled
// the same way by `UIFontMetrics`, and views that follow a change of text size when
// `adjustsFontForContentSizeCategory` is on.

extension UIContentSizeCategory {
    /// Posted (by the application) when the user's text size changes.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The new category, in the notification's user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIContentSizeCategory {
    /// The text sizes from the smallest to the largest accessibility size.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The size `steps` larger (negative: smaller), kept within the smallest and the largest;
    /// what a host's larger-text and smaller-text keys do.
    @_spi(Host) public func stepped(by steps: Int) -> UIContentSizeCategory {
        let index = Self.ordered.firstIndex(of: self) ?? 3
        return Self.ordered[min(max(index + steps, 0), Self.ordered.count - 1)]
    }

    /// A size by its short name, as a command line gives it: XS, S, M, L, XL, XXL, XXXL,
    /// AX1 … AX5 (any case); nil for another name.
    @_spi(Host) public init?(shortName: String) {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        guard let index = names.firstIndex(of: shortName.uppercased()) else { return nil }
        self = Self.ordered[index]
    }
}

/// The text size fonts are made for when no trait collection is given: the screen's. Kept
/// here, behind a lock, because fonts are made on any thread and the screen is the main actor's.
enum DynamicType {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stored = UIContentSizeCategory.large

    static var current: UIContentSizeCategory {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// The category `traits` ask for, or the screen's when they leave it unspecified.
    static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traits?.preferredContentSizeCategory, category != .unspecified else { return current }
        return category
    }
}

extension UIFont {
    /// What a Dynamic Type font was made from.
    struct DynamicTypeSource: @unchecked Sendable {
        let style: TextStyle
        /// The font `UIFontMetrics` scaled (nil: the style's own font).
        let base: UIFont?
        let maximumPointSize: CGFloat?
    }

    /// The font of a text style at the screen's text size.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the text size of `traitCollection` (the screen's when it
    /// leaves it unspecified): body is 17 points at the default (large) size, 14 at the
    /// smallest and 53 at the largest accessibility size, as on iOS.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = style.pointSize(for: DynamicType.category(of: traitCollection))
        let font = systemFont(ofSize: size, weight: style.metrics.weight)
        font.dynamicTypeSource = DynamicTypeSource(style: style, base: nil, maximumPointSize: nil)
        return font
    }

    /// This font made again for the text size of `traits`, when it is a Dynamic Type font.
    func resized(for traits: UITraitCollection) -> UIFont? {
        guard let source = dynamicTypeSource else { return nil }
        guard let base = source.base else { return UIFont.preferredFont(forTextStyle: source.style, compatibleWith: traits) }
        return UIFontMetrics(forTextStyle: source.style).scaledFont(for: base, maximumPointSize: source.maximumPointSize ?? 0, compatibleWith: traits)
    }
}

extension UIFont.TextStyle {
    /// iOS's sizes, from extra small to the largest accessibility size.
    private static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The style's size at `category` (an unknown style is sized as body).
    func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let row = Self.sizes[self] ?? Self.sizes[.body]!
        let index = category == .unspecified ? 3 : category.rank - 1
        return row[min(max(index, 0), row.count - 1)]
    }
}

/// Scales a custom font, or any value, the way a text style grows with the text size.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private let style: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// The style's size at `traits`' text size over its size at the default one.
    private func factor(for traits: UITraitCollection?) -> CGFloat {
        style.pointSize(for: DynamicType.category(of: traits)) / style.pointSize(for: .large)
    }

    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` grown or shrunk as the style is at the text size of `traitCollection`, no larger
    /// than `maximumPointSize` (0: no limit). A view with `adjustsFontForContentSizeCategory`
    /// scales it again when the text size changes.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.dynamicTypeSource?.base ?? font
        var size = base.pointSize * factor(for: traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        let scaled = base.withSize(size)
        scaled.dynamicTypeSource = UIFont.DynamicTypeSource(style: style, base: base, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil)
        return scaled
    }

    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` (a spacing, an image size) grown as the style is at the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: traitCollection)
    }
}

/// A view whose font can follow the user's text size.
@preconcurrency @MainActor public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the view's Dynamic Type font (from `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics`) is made again when its traits' text size changes. Other fonts stay as
    /// they are, as in UIKit. Off by default.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// The part of a view that makes its font again when the text size changes.
@MainActor final class ContentSizeCategoryFollower: TraitDependent {
    private var category: UIContentSizeCategory?
    private let refont: (UITraitCollection) -> Void

    private init(refont: @escaping (UITraitCollection) -> Void) {
        self.refont = refont
    }

    /// Gives `view` a follower calling `refont` (once: a second call keeps the first).
    static func attach(to view: UIView, refont: @escaping (UITraitCollection) -> Void) {
        guard !view.traitDependents.contains(where: { $0 is ContentSizeCategoryFollower }) else { return }
        let follower = ContentSizeCategoryFollower(refont: refont)
        follower.category = view.traitCollection.preferredContentSizeCategory
        view.traitDependents.append(follower)
    }

    func traitsDidChange(to traits: UITraitCollection) {
        guard traits.preferredContentSizeCategory != category else { return }
        category = traits.preferredContentSizeCategory
        refont(traits)
    }
}

/// A view with a font that can follow the text size: labels, text fields, text views.
@MainActor protocol DynamicTypeFontHolder: UIView, UIContentSizeCategoryAdjusting {
    /// The view's font (a label's is implicitly unwrapped, so it cannot be the requirement).
    var dynamicTypeFont: UIFont? { get set }
}

extension DynamicTypeFontHolder {
    /// Starts following the text size once `adjustsFontForContentSizeCategory` is on.
    func followContentSizeCategory() {
        guard adjustsFontForContentSizeCategory else { return }
        ContentSizeCategoryFollower.attach(to: self) { [weak self] traits in
            guard let self, self.adjustsFontForContentSizeCategory, let font = self.dynamicTypeFont?.resized(for: traits) else { return }
            self.dynamicTypeFont = font
        }
    }
}

extension UILabel: DynamicTypeFontHolder {
    var dynamicTypeFont: UIFont? {
        get { font }
        set { font = newValue }
    }
}
