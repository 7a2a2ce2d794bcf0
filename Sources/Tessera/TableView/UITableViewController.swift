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

    open override func loadView() {
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

    open func numberOfSections(in tableView: UITableView) -> Int { OptionalRequirement.answer(for: "numberOfSections(in:)", otherwise: 1) }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        TesseraDiagnostics.report("\(type(of: self)) must override tableView(_:cellForRowAt:)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
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
