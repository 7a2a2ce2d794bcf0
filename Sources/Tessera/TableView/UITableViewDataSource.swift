import Foundation

/// Where a table view's rows come from. Methods other than the row count and the cell are
/// optional in UIKit; their defaults here do what UIKit does when they are absent.
@preconcurrency @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted); every row can when not implemented.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder handle in edit mode. UIKit shows one on every row when
    /// `moveRowAt` is implemented; Swift here cannot see whether it is without calling it, so
    /// the default answers false: implement this to reorder (UIKit code usually does).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The index bar's titles; none by default.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title jumps to; the title's position by default.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user deleted or inserted a row: change the data, then `deleteRows` or `insertRows`.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row: the table already shows it there; move it in the data.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int {
        OptionalRequirement.answer(for: "numberOfSections(in:)", otherwise: 1)
    }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "tableView(_:canEditRowAt:)", otherwise: true)
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "tableView(_:canMoveRowAt:)", otherwise: false)
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        OptionalRequirement.answer(for: "tableView(_:sectionForSectionIndexTitle:at:)", otherwise: index)
    }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        OptionalRequirement.answer(for: "tableView(_:commit:forRowAt:)", otherwise: ())
    }
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        OptionalRequirement.answer(for: "tableView(_:moveRowAt:to:)", otherwise: ())
    }
}
