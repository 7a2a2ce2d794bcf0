import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// In a sideways-scrolling section a group's fractional width is a fraction of the collection
/// view's width, not of the width inside the section's content insets (UIKit's behaviour).
@MainActor @Suite struct OrthogonalFractionTests {
    final class Strip: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }

    @Test func quarterWidthGroupsAfterSixteenPointInsetsRunPastTheEdge() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                                         heightDimension: .absolute(120)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let screen = HeadlessScreen(size: CGSize(width: 375, height: 400), scale: 1)
        let strip = Strip()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 400),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = strip
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        let frames = (0..<4).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == 4)
        #expect(frames.map(\.width) == [87.75, 87.75, 87.75, 87.75], "a quarter of 375, less the item's 6-point inset")
        #expect(frames.first?.minX == 16)
        #expect(try #require(frames.last).maxX > 375, "the fourth runs past the trailing edge: \(frames)")
        let fourth = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(fourth.convert(fourth.bounds, to: nil).maxX > 375, "and is clipped there on screen")
    }
}
