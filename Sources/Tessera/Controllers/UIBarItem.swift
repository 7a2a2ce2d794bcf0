import Foundation

/// What bar button items and tab bar items share: a title, an image, whether it is enabled, a
/// tag, and title text attributes per control state.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var title: String? { didSet { itemDidChange() } }
    /// A name for UI tests to find the item by (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?
    open var image: UIImage? { didSet { itemDidChange() } }
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// Text attributes (font, foreground colour) of the title in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
        itemDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    /// A bar showing the item draws it again (subclasses tell their bar).
    func itemDidChange() {}
}
