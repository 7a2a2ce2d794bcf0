import Foundation

/// The display: its size in points, its scale (pixels per point), and the traits the host
/// reports for it (appearance, text size, idiom).
@preconcurrency @MainActor public final class UIScreen {
    /// The screen the host shows windows on; the host sets its size and scale at start-up.
    public static let main = UIScreen()
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844) { didSet { TraitPropagation.screenDidChange() } }
    public var scale: CGFloat = 1 {
        didSet {
            UIImage.screenScale = scale
            TraitPropagation.screenDidChange()
        }
    }
    public var nativeScale: CGFloat { scale }
    /// The display's brightness, 0 to 1: kept (a desktop's brightness is the desktop's).
    public var brightness: CGFloat = 0.5 {
        didSet { brightness = brightness.isFinite ? min(1, max(0, brightness)) : oldValue }
    }
    /// Whether brightness below the display's lowest is drawn dimmed; kept.
    public var wantsSoftwareDimming = false
    public var overscanCompensation: OverscanCompensation = .none
    /// Light or dark: what the system appearance is. Hosts set it (the gallery's `--dark`, or
    /// the D key in the window); views and controllers inherit it unless they override it.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light { didSet { TraitPropagation.screenDidChange() } }
    /// The user's text size: Dynamic Type fonts follow it (`UIFont.preferredFont(forTextStyle:)`,
    /// `UIFontMetrics`), and a change posts `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory = .large {
        didSet {
            DynamicType.current = preferredContentSizeCategory
            TraitPropagation.screenDidChange()
            guard preferredContentSizeCategory != oldValue else { return }
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory])
        }
    }
    /// The kind of device; a desktop window reports `.pad`, whose interface it most resembles.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone { didSet { TraitPropagation.screenDidChange() } }

    /// The screen's traits: scale, appearance, text size, idiom and the application's layout
    /// direction. Size classes come from each window's size.
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: scale, userInterfaceStyle: userInterfaceStyle,
                          layoutDirection: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                          preferredContentSizeCategory: preferredContentSizeCategory, userInterfaceIdiom: userInterfaceIdiom)
    }
    init() {}
}
