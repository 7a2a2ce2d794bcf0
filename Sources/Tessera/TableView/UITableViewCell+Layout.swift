import Foundation

extension UITableViewCell {
    /// The editing control's view while it shows (the table's taps read it).
    var editingControl: UIView? { accessories.editingControl }
    /// The reorder handle's view while it shows.
    var reorderControl: UIView? { accessories.reorderControl }

    /// Lays out, from leading to trailing: the editing control, the indentation, the content
    /// view, the accessory and the reorder handle; backgrounds fill the cell.
    func layOutParts() {
        let edges = accessories.layOut(in: self)
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        let left = edges.left + indent
        contentView.frame = CGRect(x: left, y: 0, width: max(0, edges.right - left), height: bounds.height)
        backgroundView?.frame = bounds
        configuration.backgroundView?.frame = bounds
        labels?.layOut(in: contentView.bounds, style: style, inset: readableInset)
    }

    /// The height the row needs at `width`, through ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// (a subclass may override it); a height that is not a number is reported and 44 used.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let size = systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                           withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        guard size.height.isFinite, size.height >= 0 else {
            TesseraDiagnostics.report("UITableViewCell: the row measured \(size.height) points high at width \(width); 44 is used")
            return TableStyleMetrics.defaultRowHeight
        }
        // UIKit's rule for constraints that set no height (a label and a switch centred in the
        // row, as static cells often have them): the row keeps the standard height.
        if size.height <= 0, !contentView.activeConstraintsInSubtree.isEmpty {
            TesseraDiagnostics.reportOnce("Detected a case where constraints ambiguously suggest a height of zero for a table view cell's "
                + "content view. We're considering the collapse unintentional and using standard height instead.")
            return TableStyleMetrics.defaultRowHeight
        }
        return ceil(size.height)
    }

    /// What the content needs at the cell's `width`: Auto Layout in the content view when it
    /// has constraints, else the content configuration's view, else the style's labels.
    func contentHeight(width: CGFloat) -> CGFloat {
        UIView.performWithoutAnimation {
            frame.size.width = width
            configuration.updateIfNeeded(self)
            layOutParts()
        }
        let contentWidth = contentView.bounds.width
        if !contentView.activeConstraintsInSubtree.isEmpty {
            return contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        if let view = configuration.contentView {
            return view.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude)).height
        }
        return max(TableStyleMetrics.defaultRowHeight, styleLabels.naturalHeight(width: contentWidth, style: style, inset: readableInset))
    }

    /// Clears what the last row left (selection, highlight, an open swipe), then lets the
    /// cell clear its own things.
    func resetForReuse() {
        isSelected = false
        isHighlighted = false
        isSwiped = false
        isFocusedRow = false
        bounds.origin = .zero
        prepareForReuse()
        setNeedsUpdateConfiguration()
    }

    /// Shows or hides the editing control of `style` (nil: not editing) — or the selection
    /// circle, with `multiselect` — and the reorder handle.
    func showsEditingControls(_ style: EditingStyle?, multiselect: Bool = false, reorder: Bool, animated: Bool) {
        if isEditing != (style != nil) { setEditing(style != nil, animated: animated) }
        accessories.showEditing(style ?? .none, multiselect: style != nil && multiselect, reorder: reorder, in: self)
        if animated { layoutIfNeeded() } else { UIView.performWithoutAnimation { layoutIfNeeded() } }
    }

    /// Rounds the given corners 10 points (an inset-grouped section's first and last rows).
    func roundCorners(_ corners: CACornerMask) {
        layer.cornerRadius = corners.isEmpty ? 0 : 10
        layer.maskedCorners = corners.isEmpty ? .all : corners
        clipsToBounds = !corners.isEmpty
    }
}

/// A cell's accessory views: the trailing accessory (the app's view, or a standard one's, as
/// the list cells draw them), and in edit mode the leading editing control and the reorder
/// handle. Owned by the cell.
@MainActor final class TableCellAccessories {
    private(set) var trailing: [UIView] = []
    private(set) var editingControl: UIView?
    private(set) var reorderControl: UIView?
    /// Space between the edges and the accessories.
    static let margin: CGFloat = 16

    /// Makes the trailing accessory for the cell's mode.
    func update(for cell: UITableViewCell) {
        for view in trailing where view !== cell.accessoryView && view !== cell.editingAccessoryView { view.removeFromSuperview() }
        let custom = cell.isEditing ? cell.editingAccessoryView : cell.accessoryView
        if let custom {
            trailing = [custom]
        } else {
            let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
            trailing = Self.views(for: type, cell: cell)
        }
        for view in trailing where view.superview !== cell { cell.addSubview(view) }
        cell.setNeedsLayout()
    }

    private static func views(for type: UITableViewCell.AccessoryType, cell: UITableViewCell) -> [UIView] {
        let detail = UICellAccessory.detail(displayed: .always) { [weak cell] in cell?.accessoryButtonTapped() }
        switch type {
        case .none: return []
        case .disclosureIndicator: return [CellAccessoryView(.disclosureIndicator())]
        case .checkmark: return [CellAccessoryView(.checkmark())]
        case .detailButton: return [CellAccessoryView(detail)]
        case .detailDisclosureButton: return [CellAccessoryView(detail), CellAccessoryView(.disclosureIndicator())]
        }
    }

    func showEditing(_ style: UITableViewCell.EditingStyle, multiselect: Bool, reorder: Bool, in cell: UITableViewCell) {
        var wanted: UICellAccessory? = switch style {
        case .delete: .delete()
        case .insert: .insert()
        case .none: nil
        }
        if multiselect { wanted = .multiselect() }
        if let wanted, (editingControl as? CellAccessoryView)?.accessory.kind.tag != wanted.kind.tag {
            editingControl?.removeFromSuperview()
            let control = CellAccessoryView(wanted)
            control.alpha = 0
            cell.addSubview(control)
            editingControl = control
        } else if wanted == nil, let control = editingControl {
            control.removeFromSuperview()
            editingControl = nil
        }
        let showsReorder = reorder
        if showsReorder, reorderControl == nil {
            let handle = CellAccessoryView(.label(text: "≡"))
            handle.alpha = 0
            cell.addSubview(handle)
            reorderControl = handle
        } else if !showsReorder, let handle = reorderControl {
            handle.removeFromSuperview()
            reorderControl = nil
        }
        cell.setNeedsLayout()
    }

    /// A control that is appearing starts at its place, transparent, and fades in (inside an
    /// animation, edit mode's change); one already shown moves.
    private func place(_ control: UIView, at frame: CGRect) {
        if control.alpha < 0.01 {
            UIView.performWithoutAnimation {
                control.frame = frame
                control.layoutIfNeeded()
            }
        }
        control.frame = frame
        control.alpha = 1
    }

    /// Places the views; returns where the content view starts and ends.
    func layOut(in cell: UITableViewCell) -> (left: CGFloat, right: CGFloat) {
        let height = cell.bounds.height
        var left: CGFloat = 0
        var right = cell.bounds.width
        if let control = editingControl {
            // A selection circle fills while its row is selected.
            (control as? CellAccessoryView)?.isSelected = cell.isSelected
            place(control, at: CGRect(x: Self.margin - 4, y: 0, width: 30, height: height))
            if cell.shouldIndentWhileEditing { left = Self.margin + 30 }
        }
        if let handle = reorderControl {
            place(handle, at: CGRect(x: right - 44, y: 0, width: 44, height: height))
            right -= 44
        }
        var x = right - Self.margin
        for view in trailing.reversed() {
            let width = (view as? CellAccessoryView)?.width ?? view.bounds.width
            let viewHeight = view is CellAccessoryView ? height : min(height, view.bounds.height)
            x -= width
            view.frame = CGRect(x: x, y: (height - viewHeight) / 2, width: width, height: viewHeight)
            x -= 8
        }
        if !trailing.isEmpty { right = x }
        return (left, right)
    }
}

extension UITableViewCell {
    /// The detail button was tapped: the table tells its delegate.
    func accessoryButtonTapped() {
        guard let table = superview as? UITableView, let path = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: path)
    }
}

/// The labels and image of a cell style, made when first asked for, laid out in UIKit's
/// places: 16 points from the edges, the image first.
@MainActor final class CellStyleLabels {
    let title = UILabel()
    let detail = UILabel()
    let image = UIImageView()

    init(style: UITableViewCell.CellStyle, in contentView: UIView) {
        title.font = .systemFont(ofSize: 17)
        title.textColor = .label
        detail.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        detail.textColor = style == .value2 ? .systemBlue : .secondaryLabel
        if style == .value1 { detail.textAlignment = .right }
        for view in [image, title, detail] as [UIView] { contentView.addSubview(view) }
    }

    /// The labels' height with 11 points above and below (a wrapping title grows the row).
    func naturalHeight(width: CGFloat, style: UITableViewCell.CellStyle, inset: CGFloat) -> CGFloat {
        let textWidth = max(0, width - textLeft(height: 44, inset: inset) - inset)
        let titleHeight = title.text == nil ? 0 : title.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let detailHeight = detail.text == nil ? 0 : detail.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let text = style == .subtitle ? titleHeight + detailHeight : max(titleHeight, detailHeight)
        return text + 22
    }

    private func textLeft(height: CGFloat, inset: CGFloat) -> CGFloat {
        guard image.image != nil else { return inset }
        return inset + min(height - 12, 29) + 16
    }

    /// `inset`: the distance from the content's edges (16, or more for a readable column).
    func layOut(in bounds: CGRect, style: UITableViewCell.CellStyle, inset: CGFloat) {
        let x = textLeft(height: bounds.height, inset: inset)
        let hasImage = image.image != nil
        if hasImage {
            let side = min(bounds.height - 12, 29)
            image.frame = CGRect(x: inset, y: (bounds.height - side) / 2, width: side, height: side)
        }
        image.isHidden = !hasImage
        let width = max(0, bounds.width - x - inset)
        let titleHeight = title.sizeThatFits(CGSize(width: width, height: bounds.height)).height
        let detailHeight = detail.sizeThatFits(CGSize(width: width, height: bounds.height)).height
        switch style {
        case .default:
            title.frame = CGRect(x: x, y: (bounds.height - titleHeight) / 2, width: width, height: titleHeight)
        case .value1:
            let detailWidth = min(width / 2, detail.sizeThatFits(CGSize(width: width, height: bounds.height)).width)
            title.frame = CGRect(x: x, y: (bounds.height - titleHeight) / 2, width: width - detailWidth - 8, height: titleHeight)
            detail.frame = CGRect(x: x + width - detailWidth, y: (bounds.height - detailHeight) / 2, width: detailWidth, height: detailHeight)
        case .value2:
            let labelWidth: CGFloat = 67
            detail.frame = CGRect(x: x, y: (bounds.height - detailHeight) / 2, width: labelWidth, height: detailHeight)
            title.frame = CGRect(x: x + labelWidth + 6, y: (bounds.height - titleHeight) / 2, width: max(0, width - labelWidth - 6), height: titleHeight)
        case .subtitle:
            let top = (bounds.height - titleHeight - detailHeight) / 2
            title.frame = CGRect(x: x, y: top, width: width, height: titleHeight)
            detail.frame = CGRect(x: x, y: top + titleHeight, width: width, height: detailHeight)
        }
        detail.isHidden = style == .default
    }
}
