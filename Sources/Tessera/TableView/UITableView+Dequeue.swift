import Foundation

extension UITableView {
    func performRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        register(cellClass, as: UITableViewCell.self, key: "cell/" + identifier, what: "register(_:forCellReuseIdentifier: \"\(identifier)\")")
    }

    func performRegister(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        register(aClass, as: UITableViewHeaderFooterView.self, key: "headerFooter/" + identifier,
                 what: "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\")")
    }

    private func register(_ aClass: AnyClass?, as base: UIView.Type, key: String, what: String) {
        guard let aClass else { return reusePool.register(nil, for: key) }
        guard let type = aClass as? UIView.Type, type.isSubclass(of: base) else {
            TesseraDiagnostics.report("\(what): \(aClass) is not a \(base) subclass")
            return
        }
        reusePool.register(type, for: key, poolKey: key)
    }

    /// Registers a nib whose one top-level object is the cell or header-footer view (see ``UINib``).
    func performRegister(_ nib: UINib?, key: String) {
        guard let nib else { return reusePool.register(nil, for: key) }
        reusePool.register(nib: nib, for: key, poolKey: key)
    }

    /// A waiting cell, or a new one of the class registered for `identifier`; nil when none is
    /// registered, as UIKit's.
    func performDequeueCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeue(UITableViewCell.self, key: "cell/" + identifier, identifier: identifier)
    }

    /// A waiting view of `View` for `key` (reset for its next use), or a new one of the class
    /// registered there, made with `identifier`; nil when none is registered.
    private func dequeue<View: TableReusableView>(_ base: View.Type, key: String, identifier: String) -> View? {
        let registered = reusePool.registeredClass(for: key)
        if let reused = reusePool.takeView(for: key, ofClass: registered) as? View {
            reused.resetForReuse()
            return reused
        }
        View.nextReuseIdentifier = identifier
        defer { View.nextReuseIdentifier = nil }
        let made = reusePool.makeView(for: key, what: "UITableView dequeue") { type in
            (type as? View.Type)?.init() ?? View()
        }
        guard let view = made as? View else { return nil }
        reusePool.noteCreated()
        return view
    }

    /// A waiting or new cell for `identifier`, sized for the row. An unregistered identifier is
    /// reported with UIKit's message and gives a plain cell, so the app goes on.
    func performDequeueCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        // A reconfigured row gets the cell it shows back, as it is.
        if let (path, cell) = batch.reconfiguring, path == indexPath, cell.reuseIdentifier == identifier { return cell }
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            let row = currentLayout.geometry.sections.indices.contains(indexPath.section) ? rectForRow(at: indexPath) : .zero
            cell.frame.size = CGSize(width: row.width > 0 ? row.width : bounds.width, height: row.height > 0 ? row.height : 44)
            return cell
        }
        TesseraDiagnostics.report("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    func performDequeueHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeue(UITableViewHeaderFooterView.self, key: "headerFooter/" + identifier, identifier: identifier)
    }

    /// How many views the table made because none was waiting (tests of reuse read it).
    @_spi(Measurement) public var createdViewCount: Int { reusePool.createdCount }
}

/// A view the table reuses by identifier: made with `init()` (the identifier it is made for
/// handed over in `nextReuseIdentifier`), reset before its next use.
@MainActor protocol TableReusableView: UIView {
    init()
    static var nextReuseIdentifier: String? { get set }
    func resetForReuse()
}

extension UITableViewCell: TableReusableView {}

extension UITableViewHeaderFooterView: TableReusableView {
    func resetForReuse() { prepareForReuse() }
}
