// The README's ten-line port, exactly as printed there, compiled in both language modes and
// checked on a headless screen: the list shows the three states.
import UIKit
import Testing
import TesseraTesting

// README: begin
final class StatesViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        dataSource = .init(collectionView: collectionView) { view, path, name in
            view.dequeueConfiguredReusableCell(using: cell, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Alabama", "Alaska", "Arizona"])
        dataSource.apply(snapshot)
    }
}
// README: end

@MainActor @Suite struct ReadmeExampleTests {
    @Test func theReadmeListShowsItsThreeStates() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let states = StatesViewController()
        screen.rootViewController = states
        screen.runUntilIdle()
        let collectionView = try #require(states.view.subviews.first as? UICollectionView)
        let names = collectionView.indexPathsForVisibleItems.sorted().compactMap { path in
            (collectionView.cellForItem(at: path)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(names == ["Alabama", "Alaska", "Arizona"])
        let alaska = try #require(screen.frameOfText("Alaska"))
        #expect(alaska.minX >= 20, "inset grouped: rows inset from the edges")
    }
}
