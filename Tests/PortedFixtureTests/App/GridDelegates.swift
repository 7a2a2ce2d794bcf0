// The app's side, written exactly as for iOS and not ported: it implements some of the ported
// library's optional members, in another module, with UIKit's signatures.
import UIKit
import PortedFixtures

final class ThreeColumnDelegate: NSObject, AlignedGridLayoutDelegate, UICollectionViewDataSource {
    private(set) var prepared = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                        columnsInSection section: Int) -> Int {
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

/// Sizes the second card itself and leaves the section inset to the layout.
final class CardSizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        return indexPath.item == 1 ? CGSize(width: 260, height: 120) : CGSize(width: 200, height: 120)
    }
}
