import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Careless compositional layouts: items with no size, a decoration kind never registered.
@MainActor struct CompositionalEdgeTests {
    private func layout(width: CGFloat, sideways: Bool) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(width * 2), heightDimension: .absolute(40)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = sideways ? .continuous : .none
            return section
        }
    }

    @Test func itemsWithNoWidthMakeNoViews() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        for sideways in [false, true] {
            let (_, collectionView) = makeCollection(layout: layout(width: -50, sideways: sideways), source: GridSource(counts: [10_000]))
            #expect(collectionView.indexPathsForVisibleItems.isEmpty, "sideways \(sideways): \(collectionView.indexPathsForVisibleItems.count) visible")
            let cells = collectionView.subviews.flatMap { [$0] + $0.subviews }.filter { $0 is UICollectionViewCell }
            #expect(cells.isEmpty, "sideways \(sideways): \(cells.count) cells")
        }
        #expect(!messages.all.isEmpty, "the careless sizes were reported")
        let (_, fine) = makeCollection(layout: layout(width: 60, sideways: true), source: GridSource(counts: [10_000]))
        #expect(fine.indexPathsForVisibleItems.count > 3, "items with a size still show")
    }

    @Test func anUnregisteredDecorationKindIsReportedOnce() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        TesseraDiagnostics.forgetSaid()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                         subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "never-registered")]
            return section
        }
        let (screen, collectionView) = makeCollection(layout: layout, source: GridSource(counts: [30, 30, 30]))
        for y in stride(from: 0, to: 3000, by: 97) {
            collectionView.contentOffset.y = CGFloat(y)
            screen.advance(by: 1.0 / 60)
        }
        let said = messages.all.filter { $0.contains("never-registered") }
        #expect(said.count == 1, "\(said.count) messages")
        #expect(said.first?.contains("register(_:forDecorationViewOfKind:)") == true)
        #expect(collectionView.indexPathsForVisibleItems.count > 5, "the items still show")
    }
}

/// A badge anchored outside its item shows wherever it is on screen.
@MainActor struct HangingBadgeTests {
    /// Full-width rows 60 points high; the first row of `badged` has a 20-point badge anchored
    /// to its `edge`, moved `offset` points vertically (outside the item for a large offset).
    private func badgedRows(anchoredTo edge: NSDirectionalRectEdge, offset: CGFloat, inSection badged: Int) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                            elementKind: "badge",
                                                            containerAnchor: NSCollectionLayoutAnchor(edges: edge, absoluteOffset: CGPoint(x: 0, y: offset)))
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                              supplementaryItems: section == badged ? [badge] : [])
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                         subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }

    @Test func aBadgeAboveItsItemShowsWhileTheItemIsStillBelowTheScreen() {
        let layout = badgedRows(anchoredTo: .top, offset: -90, inSection: 1)
        let (screen, collectionView) = makeCollection(layout: layout, source: GridSource(counts: [10, 5]))
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Supplementary")
        collectionView.reloadData()
        collectionView.contentOffset.y = 60
        screen.runUntilIdle()
        let badgeFrame = collectionView.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 1))?.frame
        #expect(badgeFrame.map { $0.maxY < 540 && $0.minY > 60 } == true, "the badge hangs above its item, on screen: \(badgeFrame.map { "\($0)" } ?? "none")")
        #expect(!collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 1)), "its item is below the screen")
        let shown = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
        #expect(shown == [IndexPath(item: 0, section: 1)], "the badge is on screen: \(shown)")
    }

    @Test func aBadgeBelowItsItemShowsWhileTheItemIsOffScreen() {
        let layout = badgedRows(anchoredTo: .bottom, offset: 90, inSection: 0)
        let (screen, collectionView) = makeCollection(layout: layout, source: GridSource(counts: [1, 40]))
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Supplementary")
        collectionView.reloadData()
        screen.runUntilIdle()
        let badgeFrame = collectionView.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(badgeFrame.map { $0.minY > 100 } == true, "the badge hangs below its item: \(badgeFrame.map { "\($0)" } ?? "none")")
        collectionView.contentOffset.y = 100
        screen.runUntilIdle()
        #expect(!collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)), "the item is off screen")
        let shown = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "badge")
        #expect(shown == [IndexPath(item: 0, section: 0)], "the badge is on screen: \(shown)")
    }
}

/// A section switched between scrolling sideways and not, while scrolled, shows all its items.
@MainActor struct StripSwitchTests {
    @Test func aSectionThatStopsScrollingSidewaysLeavesNoItemClippedInItsStrip() throws {
        var sideways = true
        let layout = UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(80)),
                                                           subitems: [item])
            let strip = NSCollectionLayoutSection(group: group)
            strip.interGroupSpacing = 10
            if section == 1 { strip.orthogonalScrollingBehavior = sideways ? .continuous : .none }
            return strip
        }
        let (screen, collectionView) = makeCollection(layout: layout, source: GridSource(counts: [8, 12, 30]))
        collectionView.contentOffset.y = 600
        screen.runUntilIdle()
        let scroller = try #require(collectionView.subviews.compactMap { $0 as? OrthogonalScrollerView }.first)
        scroller.contentOffset.x = 300
        screen.runUntilIdle()
        sideways = false
        collectionView.collectionViewLayout.invalidateLayout()
        screen.runUntilIdle()
        #expect(!collectionView.subviews.contains { $0 is OrthogonalScrollerView }, "the strip is gone")
        let expected = collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)?
            .filter { $0.representedElementCategory == .cell && $0.indexPath.section == 1 } ?? []
        #expect(expected.count == 5)
        for attributes in expected {
            let cell = try #require(collectionView.cellForItem(at: attributes.indexPath))
            #expect(cell.superview === collectionView && !cell.isHidden, "\(attributes.indexPath) in \(cell.superview.map { "\(type(of: $0))" } ?? "nothing")")
            #expect(cell.convert(cell.bounds, to: collectionView) == attributes.frame)
        }
        sideways = true
        collectionView.collectionViewLayout.invalidateLayout()
        screen.runUntilIdle()
        let cells = collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.compactMap(collectionView.cellForItem(at:))
        #expect(!cells.isEmpty && cells.allSatisfy { $0.superview is OrthogonalScrollerView }, "back in a strip")
    }
}
