import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A `UIListContentView` in a custom list cell, pinned with Auto Layout, as Apple's "custom
/// configuration" list sample writes it: it shows its text, and sizes the cell (UIKit sizes a
/// list cell from its content view's Auto Layout height, and a list content view's height is
/// its configuration's, as `UIListContentView` documents).
@MainActor @Suite struct ListContentViewInCustomCellTests {
    final class TitleCell: UICollectionViewListCell {
        private let listContentView = UIListContentView(configuration: .subtitleCell())
        private let star = UILabel()
        var title: (String, String?) = ("", nil) { didSet { setNeedsUpdateConfiguration() } }

        var shownTitle: UILabel? {
            listContentView.subviews.compactMap { $0 as? UILabel }.first { $0.text == title.0 }
        }

        private func setUpViewsIfNeeded() {
            guard listContentView.superview == nil else { return }
            star.text = "★"
            for view in [listContentView, star] as [UIView] {
                contentView.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate([
                listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                star.leadingAnchor.constraint(equalTo: listContentView.trailingAnchor),
                star.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                star.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            setUpViewsIfNeeded()
            var content = defaultContentConfiguration().updated(for: state)
            content.text = title.0
            content.secondaryText = title.1
            listContentView.configuration = content
        }
    }

    final class Titles: NSObject, UICollectionViewDataSource {
        let rows: [(String, String?)] = [
            ("Kites", nil),
            ("Cats", "Chelsea sleeps in the sun by the window all afternoon, and the neighbour's cat watches her from the fence without moving at all"),
        ]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { rows.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as! TitleCell
            cell.title = rows[indexPath.item]
            return cell
        }
    }

    @Test func itShowsItsTextAndSizesTheCell() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let titles = Titles()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        collectionView.dataSource = titles
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        let short = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)
        let long = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell)
        let label = try #require(short.shownTitle)
        #expect(label.frame.width > 30 && label.frame.height > 15, "the title is laid out: \(label.frame)")
        #expect(label.convert(label.bounds, to: nil).minX >= 16, "inside the row's margins")
        #expect(short.frame.height == 44, "a one-line row is 44 points high")
        #expect(long.frame.height > 80, "the long subtitle wraps and the row grows: \(long.frame.height)")
        let text = try #require(long.shownTitle)
        #expect(text.convert(text.bounds, to: nil).maxY <= long.convert(long.bounds, to: nil).maxY)
    }
}
