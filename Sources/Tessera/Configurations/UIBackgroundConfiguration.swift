import Foundation

/// A view's background by value: a colour, rounded corners, a stroke, insets, or a custom view
/// (iOS 14). List styles give the backgrounds of rows, headers and sidebars:
/// `.listPlainCell()` (the system background), `.listGroupedCell()` (the grouped rows' white),
/// `.listSidebarCell()` (clear; selected: the tint colour, rounded 10 points and inset 10 at
/// the sides), header and footer styles (clear), and `.clear()`.
///
/// `updated(for:)` gives the look of a state as UIKit's lists do: a selected or highlighted
/// row turns grey (`.systemGray4`), a selected sidebar row takes the tint colour.
public struct UIBackgroundConfiguration: Hashable {
    enum Style: Hashable { case plainCell, groupedCell, sidebarCell, headerFooter, clear }
    let style: Style

    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var backgroundColor: UIColor?
    /// What the state gave (`updated(for:)`): shown instead of the values set, and dropped by
    /// the next update, so a row goes back to its own look when it is no longer selected.
    var stateLook: StateLook?
    struct StateLook: Hashable {
        var color: UIColor
        var cornerRadius: CGFloat
        var insets: NSDirectionalEdgeInsets
    }
    /// The corners ``cornerRadius`` rounds: an inset-grouped list's default rounds only the
    /// section's outer corners.
    var roundedCorners = CACornerMask.all
    /// Given by a list cell to itself (its list's default), not by the app.
    var isListDefault = false
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0

    init(style: Style, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    public static func listPlainCell() -> Self { Self(style: .plainCell, color: .systemBackground) }
    public static func listGroupedCell() -> Self { Self(style: .groupedCell, color: .secondarySystemGroupedBackground) }
    public static func listSidebarCell() -> Self { Self(style: .sidebarCell, color: .clear) }
    public static func listAccompaniedSidebarCell() -> Self { listSidebarCell() }
    public static func listPlainHeaderFooter() -> Self { Self(style: .headerFooter, color: .systemBackground) }
    public static func listGroupedHeaderFooter() -> Self { Self(style: .headerFooter, color: .clear) }
    public static func listSidebarHeader() -> Self { Self(style: .headerFooter, color: .clear) }
    /// iOS 18's names.
    public static func listCell() -> Self { listPlainCell() }
    public static func listHeader() -> Self { listPlainHeaderFooter() }
    public static func listFooter() -> Self { listPlainHeaderFooter() }
    public static func clear() -> Self { Self(style: .clear, color: .clear) }

    public func updated(for state: UIConfigurationState) -> Self {
        var updated = self
        updated.stateLook = nil
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return updated }
        switch style {
        case .plainCell, .groupedCell:
            updated.stateLook = StateLook(color: .systemGray4, cornerRadius: cornerRadius, insets: backgroundInsets)
        case .sidebarCell:
            updated.stateLook = StateLook(color: cell.isSelected ? .systemBlue : .systemGray4, cornerRadius: 10,
                                          insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        case .headerFooter, .clear:
            break
        }
        return updated
    }

    /// The colour shown: the state's, else ``backgroundColor`` (nil: clear).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        stateLook?.color ?? backgroundColor ?? .clear
    }

    var shownCornerRadius: CGFloat { stateLook?.cornerRadius ?? cornerRadius }
    var shownInsets: NSDirectionalEdgeInsets { stateLook?.insets ?? backgroundInsets }
}

/// The view a cell shows its background configuration in, behind its other views.
@MainActor final class BackgroundConfigurationView: UIView {
    private let fill = UIView()
    var configuration = UIBackgroundConfiguration.clear() { didSet { apply() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(fill)
    }

    required init?(coder: NSCoder) { fatalError("made by a cell") }

    private func apply() {
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        fill.layer.cornerRadius = configuration.shownCornerRadius
        fill.layer.maskedCorners = configuration.stateLook == nil ? configuration.roundedCorners : .all
        fill.clipsToBounds = configuration.shownCornerRadius > 0
        fill.layer.borderWidth = configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeColor?.cgColor
        for view in fill.subviews where view !== configuration.customView { view.removeFromSuperview() }
        if let custom = configuration.customView, custom.superview !== fill {
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            fill.addSubview(custom)
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = configuration.shownInsets
        let outset = configuration.strokeOutset
        fill.frame = insets.apply(to: bounds).insetBy(dx: -outset, dy: -outset)
        configuration.customView?.frame = fill.bounds
    }
}
