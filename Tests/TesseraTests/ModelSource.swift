import Foundation
@testable import Tessera
import TesseraTesting

/// A data source over a model of numbered items, sections of `[Int]`. Each cell shows its
/// item's number in `tag`, so a test can check every visible cell against the model. Records
/// the moves, selections and highlights it hears of.
@MainActor final class ModelSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var model: [[Int]]
    var moves: [(IndexPath, IndexPath)] = []
    var selected: [IndexPath] = []
    var highlighted: [IndexPath] = []
    var unhighlighted: [IndexPath] = []

    init(_ model: [[Int]]) { self.model = model }

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.tag = model[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = model[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        model[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { highlighted.append(indexPath) }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { unhighlighted.append(indexPath) }

    /// The model as the collection view should show it: with a drag in progress, the dragged
    /// item is shown at its current place, which the data source hears of only at the drop.
    func shownModel(in collectionView: UICollectionView) -> [[Int]] {
        var shown = model
        if let movement = collectionView.interactiveMovement, movement.current != movement.original {
            let item = shown[movement.original.section].remove(at: movement.original.item)
            shown[movement.current.section].insert(item, at: movement.current.item)
        }
        return shown
    }

    /// Visible cells that do not show the item the model has at their index path, described.
    func mismatches(in collectionView: UICollectionView) -> [String] {
        let shown = shownModel(in: collectionView)
        return collectionView.visibleViews.compactMap { key, view in
            guard key.category == .cell else { return nil }
            let path = key.indexPath
            guard shown.indices.contains(path.section), shown[path.section].indices.contains(path.item) else {
                return "\(path) shows \(view.tag), but the model has no such item"
            }
            let expected = shown[path.section][path.item]
            return view.tag == expected ? nil : "\(path) shows \(view.tag), model \(expected)"
        }
    }
}

/// A screen with a flow layout of 60 × 60 items and `source`, laid out.
@MainActor func makeModelCollection(_ source: ModelSource, size: CGSize = CGSize(width: 320, height: 480))
    -> (HeadlessScreen, UICollectionView) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 60, height: 60)
    let (screen, cv) = makeCollection(size: size, layout: layout, source: GridSource(counts: [0]))
    cv.dataSource = source
    cv.delegate = source
    keptAlive.append(source)
    cv.reloadData()
    screen.runUntilIdle()
    return (screen, cv)
}
