import Foundation
@testable import Tessera
import TesseraTesting

/// A data source and flow delegate driven by plain arrays, recording what it is asked.
@MainActor final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> UIEdgeInsets)?
    var lineSpacing: ((Int) -> CGFloat)?
    var headerSizes: ((Int) -> CGSize)?
    var identifier = "Cell"
    var calls: [String] = []

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls.append("cell \(indexPath.section)-\(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        calls.append("\(kind == UICollectionElementKindSectionHeader ? "header" : "footer") \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Supplementary", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insets?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        lineSpacing?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        headerSizes?(section) ?? (collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize
    }
}

/// A screen with a collection view of `frame` using `layout` and `source`, laid out.
@MainActor func makeCollection(size: CGSize = CGSize(width: 320, height: 480), layout: UICollectionViewLayout,
                               source: GridSource, cellClass: UICollectionViewCell.Type = UICollectionViewCell.self)
    -> (HeadlessScreen, UICollectionView) {
    let screen = HeadlessScreen(size: size, scale: 1)
    let controller = UIViewController()
    screen.rootViewController = controller
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: "Cell")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionElementKindSectionHeader,
                            withReuseIdentifier: "Supplementary")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionElementKindSectionFooter,
                            withReuseIdentifier: "Supplementary")
    collectionView.dataSource = source
    collectionView.delegate = source
    // The collection view holds its data source weakly, as UIKit does; keep it for the test.
    keptAlive.append(source)
    controller.view.addSubview(collectionView)
    screen.runUntilIdle()
    return (screen, collectionView)
}

@MainActor var keptAlive: [AnyObject] = []

/// A small deterministic generator (SplitMix64) so random tests repeat.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
