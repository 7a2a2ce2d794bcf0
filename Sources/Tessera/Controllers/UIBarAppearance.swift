import Foundation

/// How a bar looks: its background (colour, blur, image) and its shadow line. The bars take
/// their appearance objects' values when the objects are set (set them again after changing
/// one, as UIKit also copies them).
@preconcurrency @MainActor open class UIBarAppearance: NSObject {
    public let idiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The line along the bar's edge; nil or clear hides it.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public override convenience init() { self.init(idiom: .unspecified) }

    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// The system's translucent bar: a light or dark material and a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque bar in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        shadowColor = .clear
    }

    open func copy() -> Self { Self(barAppearance: self) }

    /// The colour the bar fills itself with: the background colour, or the blur's tint.
    var fill: UIColor {
        if let backgroundColor { return backgroundColor }
        guard backgroundEffect != nil else { return .clear }
        return UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.94) : UIColor(white: 0.97, alpha: 0.94) }
    }
}

/// The look of one state of a bar button item.
@preconcurrency @MainActor open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero
}

/// The look of bar button items in each state.
@preconcurrency @MainActor open class UIBarButtonItemAppearance: NSObject {
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    public override convenience init() { self.init(style: .plain) }

    /// The system's look: a done item's title is semibold.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.titleTextAttributes = [:] }
        if style == .done { normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)] }
    }
}

/// A navigation bar's look: the bar's, the title's and large title's text attributes, and its
/// buttons'.
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
        buttonAppearance = navigation.buttonAppearance
        doneButtonAppearance = navigation.doneButtonAppearance
        backButtonAppearance = navigation.backButtonAppearance
        backIndicatorImage = navigation.backIndicatorImage
        backIndicatorTransitionMaskImage = navigation.backIndicatorTransitionMaskImage
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// A toolbar's look: the bar's and its buttons'.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let toolbar = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = toolbar.buttonAppearance
        doneButtonAppearance = toolbar.doneButtonAppearance
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
}

/// The look of one state of a tab bar item.
@preconcurrency @MainActor open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var iconColor: UIColor?
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeTitlePositionAdjustment: UIOffset = .zero
}

/// How tab bar items look in a layout.
@preconcurrency @MainActor open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    public init(style: Style) { super.init() }
    public override convenience init() { self.init(style: .stacked) }

    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] {
            state.titleTextAttributes = [:]
            state.iconColor = nil
        }
    }
}

/// A tab bar's look: the bar's, and its items' in each layout (Tessera's bar uses the stacked one).
@preconcurrency @MainActor open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemWidth: CGFloat = 0
    open var stackedItemSpacing: CGFloat = 0

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tabBar = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tabBar.stackedLayoutAppearance
        inlineLayoutAppearance = tabBar.inlineLayoutAppearance
        compactInlineLayoutAppearance = tabBar.compactInlineLayoutAppearance
        selectionIndicatorTintColor = tabBar.selectionIndicatorTintColor
        selectionIndicatorImage = tabBar.selectionIndicatorImage
    }

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
}

extension UIBarAppearance {
    /// Whether `other` looks the same: its kind, background, shadow and (for a navigation
    /// bar's) title attributes. Appearance proxies compare bar appearances this way, since each
    /// bar makes its own default one.
    func hasSameLook(as other: UIBarAppearance?) -> Bool {
        guard let other, type(of: other) == type(of: self) else { return false }
        guard AppearanceProperty.sameObject(backgroundColor, other.backgroundColor),
              AppearanceProperty.sameObject(shadowColor, other.shadowColor),
              backgroundImage === other.backgroundImage, shadowImage === other.shadowImage,
              backgroundImageContentMode == other.backgroundImageContentMode,
              backgroundEffect?.style == other.backgroundEffect?.style else { return false }
        guard let navigation = self as? UINavigationBarAppearance, let otherNavigation = other as? UINavigationBarAppearance else { return true }
        return "\(navigation.titleTextAttributes)" == "\(otherNavigation.titleTextAttributes)"
            && "\(navigation.largeTitleTextAttributes)" == "\(otherNavigation.largeTitleTextAttributes)"
    }
}

extension AppearanceProperty {
    /// A bar's appearance, compared by its look.
    static func look<Root: AnyObject, Look: UIBarAppearance>(_ keyPath: ReferenceWritableKeyPath<Root, Look>) -> AppearanceProperty {
        make({ (root: Root) in root[keyPath: keyPath] }, { (root: Root, value: Look) in root[keyPath: keyPath] = value.copy() },
             same: { (a: Look, b: Look) in a.hasSameLook(as: b) })
    }

    static func look<Root: AnyObject, Look: UIBarAppearance>(_ keyPath: ReferenceWritableKeyPath<Root, Look?>) -> AppearanceProperty {
        make({ (root: Root) in root[keyPath: keyPath] }, { (root: Root, value: Look?) in root[keyPath: keyPath] = value?.copy() },
             same: { (a: Look?, b: Look?) in a.map { $0.hasSameLook(as: b) } ?? (b == nil) })
    }
}
