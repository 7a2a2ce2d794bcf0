import Foundation

extension UITableViewCell {
    /// Whether rows are separated by a line.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }
}

/// The line under each row: a hairline in `separatorColor`, inset by `separatorInset`, kept by
/// the cell and set by the table when it places the cell.
@MainActor struct RowSeparator {
    let color: UIColor?
    let inset: UIEdgeInsets
    let shown: Bool

    /// Puts the line at the bottom of `cell`, one device pixel high.
    func apply(to cell: UITableViewCell) {
        let line = cell.separatorLine
        line.isHidden = !shown
        guard shown else { return }
        line.backgroundColor = color
        let thickness = 1 / max(1, UIScreen.main.scale)
        let width = max(0, cell.bounds.width - inset.left - inset.right)
        line.frame = CGRect(x: inset.left, y: cell.bounds.height - thickness, width: width, height: thickness)
        line.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        if line.superview !== cell { cell.addSubview(line) }
    }
}
