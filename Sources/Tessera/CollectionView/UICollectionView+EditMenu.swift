import Foundation

extension UICollectionView {
    /// The standard edit actions the built-in item menu offers, with their titles.
    static let editActions: [(String, Selector)] = [("Cut", .cut), ("Copy", .copy), ("Paste", .paste)]

    /// Installs the long press that shows an item's menu (seed 000, listings 3.11–3.13): it
    /// begins only on an item whose delegate answers `shouldShowMenuForItemAt` with true, or
    /// gives a context menu configuration, so your own long press recognizers are not disturbed.
    func installMenuGesture() {
        let press = UILongPressGestureRecognizer()
        press.delegate = menuArbiter
        menuArbiter.collectionView = self
        press.addHandler { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            self.showItemMenu(at: recognizer.location(in: self))
        }
        addGestureRecognizer(press)
    }

    func wantsMenu(at point: CGPoint) -> Bool {
        guard let path = indexPathForItem(at: point), let delegate = collectionDelegate else { return false }
        return delegate.collectionView(self, shouldShowMenuForItemAt: path)
            || delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point) != nil
    }

    /// Shows the item's context menu at `point` (a right click: the menu alone), or the edit
    /// actions the delegate can perform for it.
    func showItemMenu(at point: CGPoint, byPointer: Bool = false) {
        guard let path = indexPathForItem(at: point), let delegate = collectionDelegate, let window,
              let cell = cellForItem(at: path) else { return }
        cancelItemTouch()
        if let configuration = delegate.collectionView(self, contextMenuConfigurationForItemAt: path, point: point) {
            ContextMenuPresentation.show(configuration, at: convert(point, to: nil), in: window, byPointer: byPointer, sender: self)
            return
        }
        guard delegate.collectionView(self, shouldShowMenuForItemAt: path) else { return }
        var entries: [MenuEntry] = []
        let menu = UIMenuController.shared
        for (title, action) in UICollectionView.editActions
        where delegate.collectionView(self, canPerformAction: action, forItemAt: path, withSender: menu) {
            entries.append(MenuEntry(title: title) { [weak self] in
                guard let self else { return }
                self.collectionDelegate?.collectionView(self, performAction: action, forItemAt: path, withSender: menu)
            })
        }
        UIMenuController.shared.show(entries, above: cell.convert(cell.bounds, to: nil), in: window)
    }
}

/// Lets the menu long press begin only where a menu would show.
@MainActor final class MenuGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    weak var collectionView: UICollectionView?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let collectionView else { return false }
        return collectionView.wantsMenu(at: gestureRecognizer.location(in: collectionView))
    }
}
