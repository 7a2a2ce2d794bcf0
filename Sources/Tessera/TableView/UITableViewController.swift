import Foundation

/// A view controller whose view is a table view, and which is its data source and delegate.
///
/// Override the data source and delegate methods you need, with `override` as in UIKit: they
/// are declared here, each answering what UIKit does when the method is absent (so a method a
/// subclass does not override counts as not implemented). The selection clears when the view
/// appears again (``clearsSelectionOnViewWillAppear``), and edit mode — from ``UIViewController/editButtonItem``
/// or `setEditing(_:animated:)` — reaches the table.
@preconcurrency @MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let style: UITableView.Style
    private var ownTableView: UITableView?
    open var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table view; made with the controller's style on first use.
    open var tableView: UITableView! {
        get {
            if ownTableView == nil { loadViewIfNeeded() }
            return ownTableView
        }
        set {
            ownTableView = newValue
            view = newValue
        }
    }

    /// The table view of the controller's storyboard scene or nib (its data source and
    /// delegate as the document connects them), else one made with the controller's style
    /// whose data source and delegate are the controller.
    open override func loadView() {
        if interfaceBuilder.loadView(for: self), let loaded = viewIfLoaded as? UITableView {
            ownTableView = loaded
            return
        }
        if isViewLoaded { TesseraDiagnostics.report("-[\(type(of: self)) loadView] loaded a view that is not a UITableView") }
        let table = UITableView(frame: UIScreen.main.bounds, style: style)
        table.dataSource = self
        table.delegate = self
        ownTableView = table
        view = table
    }

    /// Deselects the selected rows when the view appears again, if asked to.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = ownTableView else { return }
        for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
    }

    /// Edit mode reaches the table view (and the edit button reads Done).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: UITableViewDataSource

    // A static table's sections and cells (a storyboard's "Static Cells") answer these unless a
    // subclass overrides them, as UIKit's table view controller does.
    open func numberOfSections(in tableView: UITableView) -> Int {
        if let content = tableView.staticContent { return content.sections.count }
        return OptionalRequirement.answer(for: "numberOfSections(in:)", otherwise: 1)
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView.staticContent.map { $0.sections.indices.contains(section) ? $0.sections[section].cells.count : 0 } ?? 0
    }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.staticContent?.cell(at: indexPath) { return cell }
        TesseraDiagnostics.report("\(type(of: self)) must override tableView(_:cellForRowAt:)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticContent.flatMap { $0.sections.indices.contains(section) ? $0.sections[section].header : nil }
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticContent.flatMap { $0.sections.indices.contains(section) ? $0.sections[section].footer : nil }
    }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "tableView(_:canEditRowAt:)", otherwise: true)
    }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "tableView(_:canMoveRowAt:)", otherwise: false)
    }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        OptionalRequirement.answer(for: "tableView(_:sectionForSectionIndexTitle:at:)", otherwise: index)
    }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        OptionalRequirement.answer(for: "tableView(_:commit:forRowAt:)", otherwise: ())
    }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalRequirement.answer(for: "tableView(_:moveRowAt:to:)", otherwise: ())
    }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirement.answer(for: "tableView(_:heightForRowAt:)", otherwise: tableView.rowHeight)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        OptionalRequirement.answer(for: "tableView(_:estimatedHeightForRowAt:)", otherwise: tableView.estimatedRowHeight)
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        OptionalRequirement.answer(for: "tableView(_:heightForHeaderInSection:)", otherwise: tableView.sectionHeaderHeight)
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        OptionalRequirement.answer(for: "tableView(_:heightForFooterInSection:)", otherwise: tableView.sectionFooterHeight)
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        OptionalRequirement.answer(for: "tableView(_:editingStyleForRowAt:)", otherwise: .delete)
    }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        OptionalRequirement.answer(for: "tableView(_:editActionsForRowAt:)", otherwise: nil)
    }
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        OptionalRequirement.answer(for: "tableView(_:leadingSwipeActionsConfigurationForRowAt:)", otherwise: nil)
    }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        OptionalRequirement.answer(for: "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", otherwise: nil)
    }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
