// A UIKit fixture: the app's side, implementing some of the optional members (in another
// file than the protocol, as apps do).
import Tessera

final class ThreeColumnDelegate: NSObject, AlignedGridLayoutDelegate, UICollectionViewDataSource {
    private(set) var prepared = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                        columnsInSection section: Int) -> Int? {
        return 3
    }

    func layoutDidPrepare(_ layout: UICollectionViewLayout) {
        prepared += 1
    }
}

/// Implements none of the optional members: the layout's own values apply.
final class PlainDelegate: NSObject, AlignedGridLayoutDelegate, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

extension PlainDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                        badgeForItemAt indexPath: IndexPath) -> String? {
        return indexPath.item == 0 ? "New" : nil
    }
}
