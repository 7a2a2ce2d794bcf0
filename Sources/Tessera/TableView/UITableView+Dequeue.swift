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

    /// Nibs cannot load here (no Interface Builder archives): said once, and the identifier
    /// stays unregistered, so `dequeueReusableCell(withIdentifier:)` gives nil as in UIKit.
    func reportNib(_ nib: UINib?, _ identifier: String) {
        TesseraDiagnostics.report("UITableView: a nib for \"\(identifier)\" cannot load on this platform (no Interface Builder archives); register a class instead")
    }

    /// A waiting cell, or a new one of the class registered for `identifier`; nil when none is
    /// registered, as UIKit's.
    func performDequeueCell(withIdentifier identifier: String) -> UITableViewCell? {
        let key = "cell/" + identifier
        if let reused = reusePool.takeView(for: key, ofClass: reusePool.registeredClass(for: key)) as? UITableViewCell {
            reused.resetForReuse()
            return reused
        }
        guard let type = reusePool.registeredClass(for: key) as? UITableViewCell.Type else { return nil }
        UITableViewCell.nextReuseIdentifier = identifier
        defer { UITableViewCell.nextReuseIdentifier = nil }
        reusePool.noteCreated()
        return type.init()
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
        let key = "headerFooter/" + identifier
        if let reused = reusePool.takeView(for: key, ofClass: reusePool.registeredClass(for: key)) as? UITableViewHeaderFooterView {
            reused.prepareForReuse()
            return reused
        }
        guard let type = reusePool.registeredClass(for: key) as? UITableViewHeaderFooterView.Type else { return nil }
        UITableViewHeaderFooterView.nextReuseIdentifier = identifier
        defer { UITableViewHeaderFooterView.nextReuseIdentifier = nil }
        reusePool.noteCreated()
        return type.init()
    }

    /// How many views the table made because none was waiting (tests of reuse read it).
    @_spi(Measurement) public var createdViewCount: Int { reusePool.createdCount }
}
