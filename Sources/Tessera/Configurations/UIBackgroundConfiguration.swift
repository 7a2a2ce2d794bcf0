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
        guard let cell = state as? UICellConfigurationState else { return self }
        var updated = self
        switch style {
        case .plainCell, .groupedCell:
            if cell.isSelected || cell.isHighlighted { updated.backgroundColor = .systemGray4 }
        case .sidebarCell:
            if cell.isSelected || cell.isHighlighted {
                updated.backgroundColor = cell.isSelected ? .systemBlue : .systemGray4
                updated.cornerRadius = 10
                updated.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            }
        case .headerFooter, .clear:
            break
        }
        return updated
    }
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
        fill.backgroundColor = configuration.backgroundColor
        fill.layer.cornerRadius = configuration.cornerRadius
        fill.clipsToBounds = configuration.cornerRadius > 0
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
        let insets = configuration.backgroundInsets
        let outset = configuration.strokeOutset
        fill.frame = insets.apply(to: bounds).insetBy(dx: -outset, dy: -outset)
        configuration.customView?.frame = fill.bounds
    }
}
