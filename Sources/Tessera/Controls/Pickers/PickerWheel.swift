import Foundation

/// One column of a picker: a scroll view whose rows come to rest centred in the band; only
/// the rows on screen have views, taken from and given back to a pool as it turns.
@MainActor final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private unowned let picker: UIPickerView
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = UIPickerView.rowHeight
    private var shown: [Int: UIView] = [:]
    private var pool: [UIView] = []
    /// The row at rest, which the delegate last heard about or code set.
    private(set) var selectedRow = -1
    private var userMoved = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        addGestureRecognizer(UITapGestureRecognizer { [weak self] recognizer in self?.tapped(recognizer) })
    }

    required init?(coder: NSCoder) { nil }

    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        for view in shown.values { recycle(view) }
        shown.removeAll()
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        setNeedsLayout()
        restOn(selectedRow)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = max(0, (bounds.height - rowHeight) / 2)
        if contentInset.top != inset {
            contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            restOn(selectedRow)
        }
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        showVisibleRows()
    }

    /// The rows that show, each faded by its distance from the band.
    private func showVisibleRows() {
        guard rowCount > 0, rowHeight > 0 else { return }
        let top = Int(floor(contentOffset.y / rowHeight))
        let bottom = Int(ceil((contentOffset.y + bounds.height) / rowHeight))
        let visible = max(0, top)...min(rowCount - 1, max(0, bottom))
        for (row, view) in shown where !visible.contains(row) {
            recycle(view)
            shown[row] = nil
        }
        let centre = contentOffset.y + bounds.height / 2
        for row in visible {
            let view = shown[row] ?? picker.makeRowView(row: row, component: component, reusing: pool.popLast())
            if view.superview !== self { addSubview(view) }
            shown[row] = view
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            let distance = abs(view.frame.midY - centre) / max(1, bounds.height / 2)
            view.alpha = max(0.25, 1 - distance * 0.8)
        }
    }

    private func recycle(_ view: UIView) {
        view.removeFromSuperview()
        pool.append(view)
    }

    func shownView(forRow row: Int) -> UIView? { shown[row] }

    /// The row nearest the band for an offset.
    private func row(at offset: CGFloat) -> Int {
        guard rowCount > 0 else { return -1 }
        let raw = ((offset + contentInset.top) / rowHeight).rounded()
        return Int(min(max(0, raw), CGFloat(rowCount - 1)))
    }

    private func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(max(0, row)) * rowHeight - contentInset.top)
    }

    private func restOn(_ row: Int) {
        guard row >= 0 else { return }
        contentOffset = offset(for: row)
    }

    func select(_ row: Int, animated: Bool, byUser: Bool) {
        guard rowCount > 0 else { return }
        let clamped = min(max(0, row), rowCount - 1)
        userMoved = byUser
        if !byUser { selectedRow = clamped }
        setContentOffset(offset(for: clamped), animated: animated)
        if !animated { settle() }
    }

    private func tapped(_ recognizer: UIGestureRecognizer) {
        let point = recognizer.location(in: self)
        guard rowCount > 0 else { return }
        select(Int(point.y / rowHeight), animated: true, byUser: true)
    }

    // MARK: UIScrollViewDelegate

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { userMoved = true }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(for: row(at: targetContentOffset.pointee.y))
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle(snapping: true) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { settle(snapping: true) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { settle() }

    /// At rest: the row in the band is the selection; a move by the user is announced.
    private func settle(snapping: Bool = false) {
        let resting = row(at: contentOffset.y)
        if snapping, contentOffset != offset(for: resting) {
            setContentOffset(offset(for: resting), animated: true)
            return
        }
        let changed = resting != selectedRow
        selectedRow = resting
        if userMoved, changed, resting >= 0 { picker.userSelected(resting, in: component) }
        userMoved = false
    }
}
