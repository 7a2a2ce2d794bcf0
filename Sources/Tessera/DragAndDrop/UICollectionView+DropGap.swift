import Foundation
import TesseraCore

/// The gap a drag opens where its items would be inserted (a proposal with
/// `.insertAtDestinationIndexPath`): an invisible slot the layout makes room for, as UIKit's
/// collection view does; the items around it slide apart and together again, animated.
extension UICollectionView {
    /// Opens the gap at `path` (numbered with the gap in place), moves it there, or closes it
    /// (nil). The data source never hears of it.
    func showDropGap(at path: IndexPath?) {
        guard path != dragAndDrop.gap, var counts = sectionCounts else { return }
        var requests: [CollectionUpdateRequest] = []
        if let gap = dragAndDrop.gap {
            counts[gap.section] -= 1
            requests.append(.deleteItems([gap]))
        }
        if let path {
            guard counts.indices.contains(path.section), path.item >= 0, path.item <= counts[path.section] else { return }
            counts[path.section] += 1
            requests.append(.insertItems([path]))
        }
        // The gap is named before the update so the cell made for it is the gap's.
        let previous = dragAndDrop.gap
        dragAndDrop.gap = path
        if !changeShownSlots(to: counts, requests, movesGap: true) { dragAndDrop.gap = previous }
    }

    /// `path` (numbered without the gap) as it shows with the gap in place.
    func withGap(_ path: IndexPath) -> IndexPath {
        guard let gap = dragAndDrop.gap, gap.section == path.section, path.item >= gap.item else { return path }
        return IndexPath(item: path.item + 1, section: path.section)
    }
}
