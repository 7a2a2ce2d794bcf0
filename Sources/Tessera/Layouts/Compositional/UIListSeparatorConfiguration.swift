import Foundation

/// How a list row's separators look (iOS 14.5): whether the top and bottom ones show, their
/// insets and their colour.
///
/// `.automatic` visibility shows a row's bottom separator except under the last row of a
/// grouped section (the panel's edge ends it), and no top separator. Insets `nil`-like
/// (`NSDirectionalEdgeInsets` with `leading` < 0, UIKit's `automaticInsets`) mean the list's
/// default: the separator starts 20 points in (where a row's text starts) and runs to the edge.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    public enum Visibility: Int, Sendable { case automatic, visible, hidden }

    public var topSeparatorVisibility = Visibility.automatic
    public var bottomSeparatorVisibility = Visibility.automatic
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    public var color: UIColor = .separator
    public var multipleSelectionColor: UIColor = .separator

    /// The insets that mean "the list's default".
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)
    /// Where a separator starts by default: where a row's text starts.
    static let defaultLeadingInset: CGFloat = 20

    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// The insets to draw with; automatic ones start at `automaticLeading` (the row's
    /// separator guide, when it has one) or 20 points in.
    func resolvedInsets(_ insets: NSDirectionalEdgeInsets, automaticLeading: CGFloat? = nil) -> (leading: CGFloat, trailing: CGFloat) {
        insets == Self.automaticInsets ? (automaticLeading ?? Self.defaultLeadingInset, 0) : (max(0, insets.leading), max(0, insets.trailing))
    }
}

/// Changes a row's separators: called with the row's index path and the list's configuration.
public typealias UICollectionLayoutListSeparatorHandler =
    @MainActor @Sendable (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

/// The hairline a list row's separator is drawn with (a decoration view the list places).
@MainActor final class ListSeparatorView: UICollectionReusableView {
    static let kind = "Tessera.ListSeparator"
    static let topKind = "Tessera.ListSeparator.top"

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("made by the list layout") }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        backgroundColor = (layoutAttributes as? ListSeparatorAttributes)?.color ?? .separator
    }
}

/// A separator's attributes carry its colour.
final class ListSeparatorAttributes: UICollectionViewLayoutAttributes {
    nonisolated(unsafe) var color: UIColor = .separator

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ListSeparatorAttributes
        copy.color = color
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ListSeparatorAttributes, other.color === color else { return false }
        return super.isEqual(object)
    }
}
