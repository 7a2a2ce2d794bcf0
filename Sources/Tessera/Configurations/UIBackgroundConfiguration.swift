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
    /// Changes the background colour as shown (after the state's look).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// An image filling the background, drawn by ``imageContentMode``.
    public var image: UIImage?
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// A blur or vibrancy behind the background's colour.
    public var visualEffect: UIVisualEffect?
    /// The edges where ``backgroundInsets`` grow by the cell's layout margins (none by default).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []

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
        let color = stateLook?.color ?? backgroundColor ?? .clear
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke's colour shown: ``strokeColor`` (nil: the tint colour) through
    /// ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    var shownCornerRadius: CGFloat { stateLook?.cornerRadius ?? cornerRadius }
    var shownInsets: NSDirectionalEdgeInsets { stateLook?.insets ?? backgroundInsets }
}

/// The view a cell shows its background configuration in, behind its other views.
@MainActor final class BackgroundConfigurationView: UIView {
    private let fill = UIView()
    private let picture = UIImageView()
    private var effect: UIVisualEffectView?
    var configuration = UIBackgroundConfiguration.clear() { didSet { apply() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(fill)
        picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { fatalError("made by a cell") }

    private func apply() {
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        fill.layer.cornerRadius = configuration.shownCornerRadius
        fill.layer.maskedCorners = configuration.stateLook == nil ? configuration.roundedCorners : .all
        fill.clipsToBounds = configuration.shownCornerRadius > 0
        fill.layer.borderWidth = configuration.strokeWidth
        fill.layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        for view in fill.subviews where view !== configuration.customView && view !== picture && view !== effect { view.removeFromSuperview() }
        applyEffectAndImage()
        if let custom = configuration.customView, custom.superview !== fill {
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            fill.addSubview(custom)
        }
        setNeedsLayout()
    }

    /// The visual effect at the back, then the image, under a custom view.
    private func applyEffectAndImage() {
        if let visual = configuration.visualEffect {
            let view = effect ?? UIVisualEffectView(effect: visual)
            view.effect = visual
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if view.superview !== fill { fill.insertSubview(view, at: 0) }
            effect = view
        } else {
            effect?.removeFromSuperview()
            effect = nil
        }
        picture.image = configuration.image
        picture.contentMode = configuration.imageContentMode
        picture.clipsToBounds = true
        if configuration.image == nil {
            picture.removeFromSuperview()
        } else if picture.superview !== fill {
            fill.insertSubview(picture, at: effect == nil ? 0 : 1)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = withMargins(configuration.shownInsets)
        let outset = configuration.strokeOutset
        fill.frame = insets.apply(to: bounds).insetBy(dx: -outset, dy: -outset)
        configuration.customView?.frame = fill.bounds
        picture.frame = fill.bounds
        effect?.frame = fill.bounds
    }

    /// The insets grown by the cell's layout margins on the edges the configuration names.
    private func withMargins(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        guard !edges.isEmpty, let host = superview else { return insets }
        let margins = host.directionalLayoutMargins
        var grown = insets
        if edges.contains(.top) { grown.top += margins.top }
        if edges.contains(.leading) { grown.leading += margins.leading }
        if edges.contains(.bottom) { grown.bottom += margins.bottom }
        if edges.contains(.trailing) { grown.trailing += margins.trailing }
        return grown
    }
}
