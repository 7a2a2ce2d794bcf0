import Foundation

/// A list row's (or header's) content by value: an image, a text and a secondary text, with
/// their properties and the margins around them. Its styles are iOS 17's.
///
/// | style | text | secondary text |
/// |---|---|---|
/// | `.cell()` | body, label colour | subheadline, secondary label, under the text |
/// | `.subtitleCell()` | body | subheadline, secondary label, under the text |
/// | `.valueCell()` | body | body, secondary label, at the trailing edge |
/// | `.sidebarCell()`, `.sidebarSubtitleCell()` | body | subheadline |
/// | `.header()`, `.plainHeader()` | headline (17 semibold) | |
/// | `.groupedHeader()`, `.groupedFooter()`, `.footer()`, `.plainFooter()` | subheadline / footnote, secondary label | |
/// | `.sidebarHeader()` | headline | |
/// | `.prominentInsetGroupedHeader()` | title3 bold | |
///
/// Rows have margins of 11 points above and below and 20 at the sides, and are at least 44
/// points high; headers have margins of 8 and 20. Texts wrap (`numberOfLines` 0). `updated(for:)` gives a selected sidebar row white
/// text, as a sidebar's selection colours the row.
public nonisolated struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text looks.
    public struct TextProperties: Hashable {
        public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var transform = TextTransform.none
        public var adjustsFontForContentSizeCategory = true
        /// The colour the state gave (`updated(for:)`), shown instead of ``color``.
        var stateColor: UIColor?

        /// The colour shown: the one the state gave (`updated(for:)`), else ``color``.
        public func resolvedColor() -> UIColor { stateColor ?? color }

        /// The style's Dynamic Type font (scaled by `UIFontMetrics` when a weight is given), so
        /// a list follows the user's text size.
        init(_ style: UIFont.TextStyle, color: UIColor, weight: UIFont.Weight? = nil) {
            let metrics = style.metrics
            if let weight {
                font = UIFontMetrics(forTextStyle: style).scaledFont(for: .systemFont(ofSize: metrics.size, weight: weight))
            } else {
                font = .preferredFont(forTextStyle: style)
            }
            self.color = color
        }

        func display(_ text: String?) -> String? {
            guard let text else { return nil }
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }
    }

    /// How the image looks: its tint, the most room it takes, its corners, and room reserved
    /// for it so texts of rows with and without images line up.
    public struct ImageProperties: Hashable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        /// A symbol image's size and weight, applied to the image shown.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Whether the image keeps its colours when the desktop inverts colours.
        public var accessibilityIgnoresInvertColors = false
        var stateTintColor: UIColor?
        /// The tint shown: the state's, else ``tintColor``, else `tintColor` (the view's).
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { stateTintColor ?? self.tintColor ?? tintColor }
        /// The tint given by the state or the configuration, nil when the view's applies.
        var configuredTintColor: UIColor? { stateTintColor ?? tintColor }
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    enum Style: Hashable { case cell, subtitle, value, sidebar, header, footer }
    let style: Style

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes along which the content keeps at least its superview's layout margins (the
    /// cell's): horizontal by default, as in UIKit; `[]` keeps only ``directionalLayoutMargins``.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(style: Style, text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets, sideBySide: Bool) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    static let headerMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)

    private static func row(_ style: Style, secondary: TextProperties, sideBySide: Bool) -> Self {
        Self(style: style, text: TextProperties(.body, color: .label), secondary: secondary, margins: rowMargins, sideBySide: sideBySide)
    }

    private static func heading(_ text: TextProperties, style: Style = .header) -> Self {
        Self(style: style, text: text, secondary: TextProperties(.subheadline, color: .secondaryLabel), margins: headerMargins, sideBySide: false)
    }

    public static func cell() -> Self { row(.cell, secondary: TextProperties(.subheadline, color: .secondaryLabel), sideBySide: false) }
    public static func subtitleCell() -> Self { row(.subtitle, secondary: TextProperties(.subheadline, color: .secondaryLabel), sideBySide: false) }
    public static func valueCell() -> Self { row(.value, secondary: TextProperties(.body, color: .secondaryLabel), sideBySide: true) }
    public static func sidebarCell() -> Self { row(.sidebar, secondary: TextProperties(.subheadline, color: .secondaryLabel), sideBySide: true) }
    public static func sidebarSubtitleCell() -> Self { row(.sidebar, secondary: TextProperties(.subheadline, color: .secondaryLabel), sideBySide: false) }
    public static func accompaniedSidebarCell() -> Self { sidebarCell() }
    public static func accompaniedSidebarSubtitleCell() -> Self { sidebarSubtitleCell() }
    public static func header() -> Self { heading(TextProperties(.headline, color: .label)) }
    public static func plainHeader() -> Self { header() }
    public static func groupedHeader() -> Self { heading(TextProperties(.subheadline, color: .secondaryLabel)) }
    public static func sidebarHeader() -> Self { heading(TextProperties(.headline, color: .label)) }
    public static func prominentInsetGroupedHeader() -> Self { heading(TextProperties(.title3, color: .label, weight: .bold)) }
    public static func extraProminentInsetGroupedHeader() -> Self { heading(TextProperties(.title2, color: .label, weight: .bold)) }
    public static func footer() -> Self { heading(TextProperties(.footnote, color: .secondaryLabel), style: .footer) }
    public static func plainFooter() -> Self { footer() }
    public static func groupedFooter() -> Self { footer() }

    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: UIConfigurationState) -> Self {
        var updated = self
        let selectedSidebarRow = style == .sidebar && (state as? UICellConfigurationState)?.isSelected == true
        updated.textProperties.stateColor = selectedSidebarRow ? .white : nil
        updated.secondaryTextProperties.stateColor = selectedSidebarRow ? .white : nil
        updated.imageProperties.stateTintColor = selectedSidebarRow ? .white : nil
        return updated
    }

    /// The texts as shown (attributed text's string first, then the transform).
    var shownText: String? { textProperties.display(attributedText?.string ?? text) }
    var shownSecondaryText: String? { secondaryTextProperties.display(secondaryAttributedText?.string ?? secondaryText) }
}
