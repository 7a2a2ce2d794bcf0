import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Non-finite numbers handed to compositional layouts: reported, made safe, the app runs on.
@MainActor struct NonFiniteLayoutTests {
    func compositional(_ section: @escaping () -> NSCollectionLayoutSection) -> (HeadlessScreen, UICollectionView) {
        let layout = UICollectionViewCompositionalLayout { _, _ in section() }
        return makeCollection(size: CGSize(width: 390, height: 600), layout: layout, source: GridSource(counts: [12, 5]))
    }

    func rows(height: CGFloat = 50) -> NSCollectionLayoutGroup {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item])
    }

    @Test func anInfiniteGroupWidthIsReportedAndTheOtherSectionsShow() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let (_, cv) = compositional {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(.infinity), heightDimension: .absolute(80)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        #expect(cv.indexPathsForVisibleItems.count > 0)
        for path in cv.indexPathsForVisibleItems {
            let frame = cv.layoutAttributesForItem(at: path)?.frame ?? .null
            #expect(frame.width.isFinite && frame.minX.isFinite, "\(path): \(frame)")
        }
        #expect(messages.all.contains { $0.contains("inf") }, "\(messages.all)")
    }

    @Test func aGroupMillionsOfPointsLongLaysOutOnlyTheItemsThereAre() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let (_, cv) = compositional {
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(1e12), heightDimension: .absolute(80)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 300, y: 0, width: 100, height: 80))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 80)
        #expect(messages.all.contains { $0.contains("fits more than") }, "\(messages.all)")
    }

    @Test func nanSectionInsetsAreReportedAndTreatedAsZero() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let (_, cv) = compositional {
            let section = NSCollectionLayoutSection(group: self.rows())
            section.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: 10, bottom: .infinity, trailing: .nan)
            section.interGroupSpacing = .nan
            return section
        }
        let first = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        #expect(first == CGRect(x: 10, y: 0, width: 380, height: 50))
        let second = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(second?.minY == 50)
        #expect(cv.contentSize.height.isFinite)
        #expect(messages.all.contains { $0.contains("contentInsets") }, "\(messages.all)")
        #expect(messages.all.contains { $0.contains("interGroupSpacing") }, "\(messages.all)")
    }
}
