import Foundation
import Testing
@testable import Tessera

/// A flow layout whose sections are grids computes their frames instead of storing them.
struct FlowLayoutGridTests {
    @MainActor @Test func aDelegateThatDoesNotSizeItemsIsNotAskedForEachItem() {
        final class InsetsOnly: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1_000_000 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets { UIEdgeInsets(top: 7, left: 7, bottom: 7, right: 7) }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let (_, cv) = makeCollection(layout: layout, source: GridSource(counts: [0]))
        let source = InsetsOnly()
        cv.dataSource = source
        cv.delegate = source
        cv.reloadData()
        cv.layoutIfNeeded()
        #expect(layout.geometry.sections.first?.grid != nil, "computed, so no frame is stored")
        #expect(layout.geometry.itemFrames.isEmpty)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame
                == CGRect(x: 7 + 3 * (60 + 22), y: 7 + 249_999 * 70, width: 60, height: 60), "4 a line, 22 apart")
        withExtendedLifetime(source) {}
    }
}
