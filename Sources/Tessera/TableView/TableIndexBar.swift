import Foundation

/// The section index along a table's trailing edge: the data source's `sectionIndexTitles`,
/// one letter under the other, centred in the visible height. A tap or a drag over a title asks
/// `sectionForSectionIndexTitle` (by default the title's position) and scrolls that section's
/// header to the top, as the finger moves.
@MainActor final class TableIndexBar {
    unowned let table: UITableView
    private var titles: [String]?
    private let view = SectionIndexView()
    private(set) var tracking = false
    private var lastSection: Int?
    var color: UIColor? { didSet { view.setNeedsLayout() } }
    var backgroundColor: UIColor?
    var trackingBackgroundColor: UIColor?
    /// The index shows only for tables with at least this many rows.
    var minimumDisplayRowCount = 0

    static let width: CGFloat = 16

    init(table: UITableView) { self.table = table }

    func reload() {
        titles = nil
        table.setNeedsLayout()
    }

    /// The titles shown now (asked once after each reload).
    var shownTitles: [String] {
        if let titles { return titles }
        let asked = table.dataSource?.sectionIndexTitles(for: table) ?? []
        titles = asked
        return asked
    }

    /// Whether the bar shows: it has titles, and the table enough rows (counted only when a
    /// minimum is set, as a layout pass runs this on every scroll frame).
    private var isShown: Bool {
        guard !shownTitles.isEmpty else { return false }
        guard minimumDisplayRowCount > 0 else { return true }
        let rows = (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
        return rows >= minimumDisplayRowCount
    }

    /// Puts the bar over the trailing edge of the visible area, above the rows.
    func layOut() {
        guard isShown else {
            view.removeFromSuperview()
            return
        }
        let area = table.pinningArea
        view.frame = CGRect(x: area.maxX - Self.width, y: area.minY, width: Self.width, height: area.height)
        view.layer.zPosition = 30
        view.backgroundColor = tracking ? (trackingBackgroundColor ?? backgroundColor) : backgroundColor
        view.show(shownTitles, color: color ?? .systemBlue)
        if view.superview !== table { table.addSubview(view) }
    }

    /// The title under `point` (table coordinates), if the bar shows there.
    private func titleIndex(at point: CGPoint) -> Int? {
        guard view.superview === table else { return nil }
        return view.titleIndex(at: table.convert(point, to: view))
    }

    /// A finger down on the bar: jumps to its section; returns whether it was on the bar.
    func begin(at point: CGPoint) -> Bool {
        guard view.superview === table, view.frame.contains(point), let index = titleIndex(at: point) else { return false }
        tracking = true
        lastSection = nil
        jump(to: index)
        return true
    }

    /// The finger moves along the bar: each title it reaches jumps again.
    func move(to point: CGPoint) -> Bool {
        guard tracking else { return false }
        let clamped = CGPoint(x: view.frame.midX, y: point.y)
        if let index = titleIndex(at: clamped) { jump(to: index) }
        return true
    }

    func end() -> Bool {
        guard tracking else { return false }
        tracking = false
        table.setNeedsLayout()
        return true
    }

    private func jump(to index: Int) {
        let titles = shownTitles
        guard titles.indices.contains(index) else { return }
        let section = table.dataSource?.tableView(table, sectionForSectionIndexTitle: titles[index], at: index) ?? index
        guard section >= 0, section < table.numberOfSections else {
            // UIKit raises; the index stays where it is instead.
            TesseraDiagnostics.reportOnce("sectionForSectionIndexTitle: \"\(titles[index])\" (index \(index)) was answered with section "
                + "\(section); the table has \(table.numberOfSections) sections, so the index jumps nowhere")
            return
        }
        guard section != lastSection else { return }
        lastSection = section
        table.scrollToSection(section)
    }
}

/// The letters of a section index, evenly spaced in 11-point semibold type and centred.
@MainActor final class SectionIndexView: UIView {
    private var labels: [UILabel] = []
    static let lineHeight: CGFloat = 14
    /// What the labels show now: a scroll frame that changes none of it touches no label.
    private var shown: (titles: [String], color: UIColor, height: CGFloat)?

    func show(_ titles: [String], color: UIColor) {
        if let shown, shown.titles == titles, shown.color == color, shown.height == bounds.height { return }
        shown = (titles, color, bounds.height)
        while labels.count < titles.count {
            let label = UILabel()
            label.font = .systemFont(ofSize: 11, weight: .semibold)
            label.textAlignment = .center
            addSubview(label)
            labels.append(label)
        }
        while labels.count > titles.count { labels.removeLast().removeFromSuperview() }
        let top = firstTop(count: titles.count)
        for (index, label) in labels.enumerated() {
            label.text = titles[index]
            label.textColor = color
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * Self.lineHeight, width: bounds.width, height: Self.lineHeight)
        }
    }

    private func firstTop(count: Int) -> CGFloat { max(0, (bounds.height - CGFloat(count) * Self.lineHeight) / 2) }

    /// The title at `point` (this view's coordinates): the nearest one along the bar.
    func titleIndex(at point: CGPoint) -> Int? {
        guard !labels.isEmpty else { return nil }
        let index = Int(((point.y - firstTop(count: labels.count)) / Self.lineHeight).rounded(.down))
        return min(max(0, index), labels.count - 1)
    }
}

extension UITableView: ScrollPanVeto {
    /// A finger on the index bar or a reorder handle does not scroll the table.
    var keepsTouchFromScrolling: Bool { indexBar.tracking || editing.isReordering }

    /// The index letters' colour (blue by default).
    public var sectionIndexColor: UIColor? {
        get { indexBar.color }
        set { indexBar.color = newValue }
    }
    public var sectionIndexBackgroundColor: UIColor? {
        get { indexBar.backgroundColor }
        set { indexBar.backgroundColor = newValue; setNeedsLayout() }
    }
    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { indexBar.trackingBackgroundColor }
        set { indexBar.trackingBackgroundColor = newValue }
    }
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { indexBar.minimumDisplayRowCount }
        set { indexBar.minimumDisplayRowCount = newValue; setNeedsLayout() }
    }
}
