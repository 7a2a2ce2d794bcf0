// Client code: the sections people write with iOS 13–17's compositional layout, as published
// in sample code and tutorials: a paging banner, a free-scrolling row, a badge, a section
// background registered on the layout, a scale-on-scroll carousel and iOS 17's scrolling
// properties — with its imports unchanged (`import UIKit`).
import Testing
import UIKit
import TesseraTesting

final class SectionBackgroundDecorationView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.lightGray.withAlphaComponent(0.5)
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 1
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { fatalError("not implemented") }
}

final class BrowseViewController: UIViewController {
    static let badgeElementKind = "badge-element-kind"
    static let sectionBackgroundDecorationElementKind = "section-background-element-kind"
    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
    var carouselScales: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        let sectionProvider = { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            switch sectionIndex {
            case 0: return self.bannerSection()
            case 1: return self.rowSection(environment: layoutEnvironment)
            default: return self.carouselSection()
            }
        }
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: config)
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: BrowseViewController.sectionBackgroundDecorationElementKind)
        return layout
    }

    func bannerSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .paging
        if #available(iOS 17.0, *) {
            section.orthogonalScrollingProperties.bounce = .never
            section.orthogonalScrollingProperties.decelerationRate = .fast
        }
        return section
    }

    func rowSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: BrowseViewController.badgeElementKind,
                                                        containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let columns = environment.container.effectiveContentSize.width > 500 ? 6 : 3
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
            elementKind: BrowseViewController.sectionBackgroundDecorationElementKind)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]
        return section
    }

    func carouselSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(150)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { [weak self] (items, offset, environment) in
            items.forEach { item in
                let distanceFromCenter = abs((item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                let minScale: CGFloat = 0.7
                let maxScale: CGFloat = 1.0
                let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                if item.indexPath.item == 0 { self?.carouselScales.append(scale) }
            }
        }
        return section
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, indexPath, identifier in
            cell.tag = identifier
        }
        let badgeRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: BrowseViewController.badgeElementKind) { badgeView, _, indexPath in
            badgeView.isHidden = indexPath.item % 2 == 1
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        dataSource.supplementaryViewProvider = { (collectionView, kind, index) in
            return collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: index)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var identifierOffset = 0
        for section in 0..<3 {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(identifierOffset..<identifierOffset + 12))
            identifierOffset += 12
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor struct OrthogonalSectionsClientTests {
    @Test func bannersRowsBadgesBackgroundsAndACarouselShowAsLaidOut() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = BrowseViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let collectionView = try #require(controller.collectionView)
        // The banner pages one screen at a time: only its first page shows.
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 0, section: 0)])
        // Three columns of the row show, the third clipped at the edge: each group is a third of
        // the collection view's width (UIKit's rule in sideways sections), after a 10-point
        // inset; odd ones' badges hidden by the registration.
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.count == 3)
        let badges = collectionView.visibleSupplementaryViews(ofKind: BrowseViewController.badgeElementKind)
        #expect(badges.count == 3 && badges.filter(\.isHidden).count == 1, "\(badges.count) badges, \(badges.filter(\.isHidden).count) hidden")
        #expect(collectionView.visibleDecorationViews.first is SectionBackgroundDecorationView)
        // The carousel's first card is centred at full size.
        #expect(controller.carouselScales.last == 1)
        // Paging the banner: a flick left shows the second page.
        screen.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
        screen.runUntilIdle()
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.convert(second.bounds, to: collectionView).minX == 5)
        #expect(second.tag == 1)
    }
}
