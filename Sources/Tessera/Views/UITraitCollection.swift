import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// The size class of one dimension of the available space.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
/// The kind of device the interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision }
/// Whether the user asked for more contrast (Increase Contrast); asset catalogs' high-contrast
/// colours and images are used for `.high`.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }
/// The direction of the interface's language, as a trait.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }
/// The direction of the interface's language, as the application and views report it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }
/// How a view's content is laid out relative to the layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The user's preferred text size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]
    /// 0 for unspecified, then 1 (extra small) to 12 (the largest accessibility size).
    var rank: Int { Self.order.firstIndex(of: self) ?? 0 }
    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= Self.order.firstIndex(of: .accessibilityMedium)! }
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.rank < b.rank }
}

/// The environment an interface is shown in: scale, appearance, size classes, layout direction,
/// text size. Immutable; views and controllers report theirs as ``UITraitEnvironment``.
///
/// A value left unspecified in a trait collection made with one of the single-trait
/// initializers takes the other collection's value when collections are combined.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let accessibilityContrast: UIAccessibilityContrast

    init(displayScale: CGFloat = 0, userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
         horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
         preferredContentSizeCategory: UIContentSizeCategory = .unspecified, userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
         accessibilityContrast: UIAccessibilityContrast = .unspecified) {
        self.displayScale = displayScale; self.userInterfaceStyle = userInterfaceStyle
        self.horizontalSizeClass = horizontalSizeClass; self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection; self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.accessibilityContrast = accessibilityContrast
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(displayScale: 0) }
    public convenience init(displayScale: CGFloat) { self.init(displayScale: displayScale, userInterfaceStyle: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(displayScale: 0, userInterfaceStyle: userInterfaceStyle) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(displayScale: 0, horizontalSizeClass: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(displayScale: 0, verticalSizeClass: verticalSizeClass) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(displayScale: 0, layoutDirection: layoutDirection) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(displayScale: 0, preferredContentSizeCategory: preferredContentSizeCategory)
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(displayScale: 0, userInterfaceIdiom: userInterfaceIdiom) }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(displayScale: 0, accessibilityContrast: accessibilityContrast)
    }

    /// The collections combined: each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func pick<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            collections.reversed().map(value).first { $0 != unspecified } ?? unspecified
        }
        self.init(displayScale: pick(\.displayScale, unspecified: 0),
                  userInterfaceStyle: pick(\.userInterfaceStyle, unspecified: .unspecified),
                  horizontalSizeClass: pick(\.horizontalSizeClass, unspecified: .unspecified),
                  verticalSizeClass: pick(\.verticalSizeClass, unspecified: .unspecified),
                  layoutDirection: pick(\.layoutDirection, unspecified: .unspecified),
                  preferredContentSizeCategory: pick(\.preferredContentSizeCategory, unspecified: .unspecified),
                  userInterfaceIdiom: pick(\.userInterfaceIdiom, unspecified: .unspecified),
                  accessibilityContrast: pick(\.accessibilityContrast, unspecified: .unspecified))
    }

    /// Whether every trait this collection specifies has the same value in `trait`.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.accessibilityContrast == .unspecified || trait.accessibilityContrast == accessibilityContrast)
    }

    /// Whether dynamic colours resolve differently in the two collections (the appearance differs).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
            || accessibilityContrast != (traitCollection?.accessibilityContrast ?? .unspecified)
    }

    nonisolated(unsafe) private static var currentStorage = UITraitCollection(displayScale: 1, userInterfaceStyle: .light,
                                                                              layoutDirection: .leftToRight)
    /// The traits dynamic colours resolve against. UIKit sets it while a view draws or lays out;
    /// Tessera's renderer does the same, so `UIColor.label` draws white in a dark view.
    public static var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }

    /// Runs `actions` with this collection as ``current``.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = UITraitCollection.currentStorage
        UITraitCollection.currentStorage = self
        defer { UITraitCollection.currentStorage = saved }
        try actions()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
            && displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && layoutDirection == other.layoutDirection && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceIdiom == other.userInterfaceIdiom && accessibilityContrast == other.accessibilityContrast
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale); hasher.combine(userInterfaceStyle); hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass); hasher.combine(layoutDirection); hasher.combine(preferredContentSizeCategory)
        hasher.combine(accessibilityContrast)
        return hasher.finalize()
    }

    public override var description: String {
        "<UITraitCollection scale=\(displayScale) style=\(userInterfaceStyle) h=\(horizontalSizeClass) v=\(verticalSizeClass) direction=\(layoutDirection) text=\(preferredContentSizeCategory.rawValue)>"
    }
}
