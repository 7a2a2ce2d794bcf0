import Foundation

/// A new text size re-flows the table, as UIKit's self-sizing rows do: the geometry is built
/// again, so the rows in view are measured once more with the fonts their cells now have.
extension UITableView {
    func followTextSize() {
        ContentSizeCategoryFollower.attach(to: self) { [weak self] _ in
            guard let self else { return }
            self.tableLayout = nil
            self.setNeedsLayout()
        }
    }
}
