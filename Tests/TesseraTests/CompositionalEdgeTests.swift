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
