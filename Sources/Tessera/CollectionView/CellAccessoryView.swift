import Foundation

/// The view of one built-in cell accessory: a glyph or a text in the accessory's colours, or
/// the app's own view; taps on delete, insert and outline disclosure run their handlers.
@MainActor final class CellAccessoryView: UIView {
    /// The accessory shown; a list cell may give the view a new one of the same sort.
    var accessory: UICellAccessory { didSet { updateGlyph() } }
    private let label = UILabel()
    /// The outline disclosure's direction: pointing down when the row is expanded.
    var isExpanded = false { didSet { if oldValue != isExpanded { updateGlyph() } } }
    /// A multiselect circle's fill: the row is selected.
    var isSelected = false { didSet { if oldValue != isSelected { updateGlyph() } } }

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        if case .custom(let configuration) = accessory.kind {
            addSubview(configuration.customView)
        } else {
            label.textAlignment = .center
            addSubview(label)
            // A glyph is not read: the cell offers what it does as an action instead. The info
            // button is the exception, as in UIKit: a button of its own, "More Info".
            if case .detail = accessory.kind {
                isAccessibilityElement = true
                accessibilityLabel = "More Info"
                accessibilityTraits = .button
            } else {
                accessibilityElementsHidden = true
            }
        }
        if accessory.actionHandler != nil || accessory.kind.isOutline {
            let tap = UITapGestureRecognizer()
            tap.addHandler { [weak self] _ in self?.act() }
            addGestureRecognizer(tap)
        }
        if case .reorder = accessory.kind { addGestureRecognizer(ReorderHandle.makeRecognizer(for: self)) }
        updateGlyph()
    }

    required init?(coder: NSCoder) { fatalError("made by a list cell") }

    /// Whether this view can show `other` in place of its accessory: the same sort, text
    /// aside, with an action exactly when this one has one, and the same custom view.
    func canShow(_ other: UICellAccessory) -> Bool {
        guard (accessory.actionHandler == nil) == (other.actionHandler == nil) else { return false }
        switch (accessory.kind, other.kind) {
        case (.custom(let mine), .custom(let theirs)): return mine.customView === theirs.customView
        case (.label, .label): return true
        default: return accessory.kind.tag == other.kind.tag
        }
    }

    /// A tap: the handler, or for an outline disclosure without one, expanding or collapsing
    /// the row's item in its section's outline (a diffable data source's section snapshot).
    func act() {
        if let handler = accessory.actionHandler { return handler() }
        guard let cell = superview as? UICollectionViewCell, let collectionView = cell.owningCollectionView,
              let path = collectionView.indexPath(for: cell), let outline = collectionView.dataSource as? OutlineDataSource else { return }
        outline.toggleExpansion(at: path)
    }

    /// The width the accessory takes in its row.
    var width: CGFloat {
        if let reserved = accessory.options.reservedLayoutWidth { return reserved }
        switch accessory.kind {
        case .label: return ceil(label.sizeThatFits(CGSize(width: 400, height: 44)).width)
        case .custom(let configuration): return configuration.customView.bounds.width
        default: return 22
        }
    }

    private func updateGlyph() {
        let tint = accessory.options.tintColor
        var text = "", color: UIColor = tint ?? .tertiaryLabel, size: CGFloat = 17, background = accessory.options.backgroundColor
        switch accessory.kind {
        case .disclosureIndicator: text = "›"; size = 22
        case .checkmark: text = "✓"; color = tint ?? .systemBlue
        // An "i" in a ring of the tint (drawn: the fonts at hand have no ⓘ).
        case .detail: text = "i"; color = tint ?? .systemBlue; size = 15
        case .delete: text = "−"; color = .white; background = background ?? .systemRed
        case .insert: text = "+"; color = .white; background = background ?? .systemGreen
        case .reorder: text = "≡"; size = 22
        case .multiselect: text = isSelected ? "✓" : ""; color = .white; background = isSelected ? (tint ?? .systemBlue) : nil
        case .outlineDisclosure: text = "›"; color = tint ?? .systemBlue; size = 22
        case .label(let string): text = string; color = tint ?? .secondaryLabel
        case .custom: return
        }
        label.text = text
        label.textColor = color
        label.font = .systemFont(ofSize: size)
        label.backgroundColor = background
        let round = background != nil || accessory.kind.isCircle || accessory.kind.isDetail
        label.layer.cornerRadius = round ? 11 : 0
        let ring = accessory.kind.isDetail
        label.layer.borderWidth = (accessory.kind.isCircle && !isSelected) || ring ? 1.5 : 0
        label.layer.borderColor = (ring ? color : UIColor.tertiaryLabel).cgColor
        label.clipsToBounds = round
        // An expanded outline's chevron points down.
        label.transform = accessory.kind.isOutline && isExpanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if case .custom(let configuration) = accessory.kind {
            let size = configuration.customView.bounds.size
            configuration.customView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                                    width: size.width, height: size.height)
            return
        }
        let side: CGFloat = 22
        let isLabel: Bool = { if case .label = accessory.kind { return true } else { return false } }()
        // Bounds and centre, not frame: an outline chevron may be turned.
        label.bounds = isLabel ? CGRect(origin: .zero, size: bounds.size) : CGRect(x: 0, y: 0, width: side, height: side)
        label.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}

extension UICellAccessory.Kind {
    /// The sort of accessory, without its text or view.
    var tag: String { String(describing: self).prefix { $0 != "(" }.description }
    /// Accessories drawn as a circle even when empty.
    var isCircle: Bool { if case .multiselect = self { return true } else { return false } }
    var isOutline: Bool { if case .outlineDisclosure = self { return true } else { return false } }
    var isDetail: Bool { if case .detail = self { return true } else { return false } }
}
