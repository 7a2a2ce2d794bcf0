import Foundation

// The defaults of the lists' focus methods (optional in UIKit): every item can take the focus
// unless its cell says no, every move is allowed, no item is preferred, and the selection
// follows the focus as the list's `selectionFollowsFocus` says.

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "collectionView(_:canFocusItemAt:)", otherwise: true)
    }
    public func collectionView(_ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                               with coordinator: UIFocusAnimationCoordinator) {}
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "collectionView(_:selectionFollowsFocusForItemAt:)", otherwise: collectionView.selectionFollowsFocus)
    }
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "tableView(_:canFocusRowAt:)", otherwise: true)
    }
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool { true }
    public func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
                          with coordinator: UIFocusAnimationCoordinator) {}
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.answer(for: "tableView(_:selectionFollowsFocusForRowAt:)", otherwise: tableView.selectionFollowsFocus)
    }
}
