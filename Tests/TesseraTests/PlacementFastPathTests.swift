import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The shortcuts scroll frames take must answer exactly as the long way does.
@MainActor struct PlacementFastPathTests {
    @Test func overlapsAnswersAsFoundationsIntersects() {
        var random = SeededGenerator(state: 11)
        for _ in 0..<20_000 {
            func rect() -> CGRect {
                // Small integer grids make touching edges and zero sizes common.
                CGRect(x: CGFloat(Int.random(in: -4...4, using: &random)), y: CGFloat(Int.random(in: -4...4, using: &random)),
                       width: CGFloat(Int.random(in: 0...4, using: &random)), height: CGFloat(Int.random(in: 0...4, using: &random)))
            }
            let a = rect()
            let b = rect()
            #expect(StablePlacement.overlaps(a, b) == a.intersects(b), "\(a) and \(b)")
        }
    }

    @Test func aFlowLayoutsElementsAreThoseOfItsAttributes() {
        let screen = HeadlessScreen(size: CGSize(width: 1280, height: 800), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 12)
        layout.estimatedItemSize = .zero
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
        let source = PlacementSizesSource()
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "Footer")
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        for y in stride(from: 0, to: 3_000, by: 137) {
            let band = CGRect(x: 0, y: CGFloat(y), width: 1280, height: 200)
            let known = layout.elementsIfKnown(in: band)
            let expected = layout.layoutAttributesForElements(in: band) ?? []
            #expect(known?.map(\.key) == expected.map { ElementKey($0) }, "band at \(y)")
            #expect(known?.map(\.frame) == expected.map(\.frame), "band at \(y)")
        }
        #expect(LineLikeFlowLayout().elementsIfKnown(in: .zero) == nil, "a subclass may answer differently: no shortcut")
    }
}

final class LineLikeFlowLayout: UICollectionViewFlowLayout {}

@MainActor final class PlacementSizesSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer",
                                                        for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: [72, 96, 120, 144, 168][indexPath.item % 5], height: 40 + CGFloat(indexPath.item % 3) * 10)
    }
}
