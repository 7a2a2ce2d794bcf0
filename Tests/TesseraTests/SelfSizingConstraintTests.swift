import Foundation
import Testing
import Tessera
import TesseraTesting

/// A chat bubble as UIKit code builds it: a wrapping label pinned inside the content view.
final class BubbleCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 240),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Rows of text for a cell class whose label shows them.
final class TextRowSource<Cell: UICollectionViewCell>: NSObject, UICollectionViewDataSource {
    var messages: [String]
    let identifier: String
    let label: (Cell) -> UILabel
    init(_ messages: [String], identifier: String, label: @escaping (Cell) -> UILabel) {
        self.messages = messages; self.identifier = identifier; self.label = label
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { messages.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! Cell
        label(cell).text = messages[indexPath.item]
        return cell
    }
}

@MainActor struct SelfSizingConstraintTests {
    static let messages = (0..<60).map { index in
        String(repeating: "Message \(index) says hello. ", count: index % 5 + 1)
    }

    private func expectedSize(of text: String) -> CGSize {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        let natural = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let width = min(natural.width, 240)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return CGSize(width: ceil(width + 24), height: ceil(height + 16))
    }

    @Test func fittingSizeFollowsTheConstraints() {
        _ = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let cell = BubbleCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cell.label.text = Self.messages[4]
        let size = cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(CGSize(width: ceil(size.width), height: ceil(size.height)) == expectedSize(of: Self.messages[4]))
        let short = BubbleCell(frame: .zero)
        short.label.text = "Hi"
        #expect(ceil(short.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width) == expectedSize(of: "Hi").width)
        let pinned = cell.contentView.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel)
        #expect(pinned.width == 300, "a required width holds; the label stays within its 240-point maximum")
    }

    @Test func automaticSizeCellsSizeByTheirConstraints() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumLineSpacing = 6
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collectionView.register(BubbleCell.self, forCellWithReuseIdentifier: "Bubble")
        let source = TextRowSource<BubbleCell>(Self.messages, identifier: "Bubble") { $0.label }
        collectionView.dataSource = source
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        let visible = collectionView.indexPathsForVisibleItems
        #expect(visible.count >= 5)
        for path in visible {
            let cell = try #require(collectionView.cellForItem(at: path) as? BubbleCell)
            #expect(cell.frame.size == expectedSize(of: Self.messages[path.item]), "item \(path.item)")
            #expect(cell.label.frame.width <= 240)
        }
    }

    @Test func measuringItemsAboveTheScreenDoesNotMoveWhatIsOnIt() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 300, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        collectionView.register(BubbleCell.self, forCellWithReuseIdentifier: "Bubble")
        let source = TextRowSource<BubbleCell>(Self.messages, identifier: "Bubble") { $0.label }
        collectionView.dataSource = source
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        collectionView.contentOffset = CGPoint(x: 0, y: 1500)
        screen.runUntilIdle()
        let anchor = try #require(collectionView.indexPathsForVisibleItems.sorted().dropFirst(2).first)
        let before = try #require(collectionView.cellForItem(at: anchor)).convert(CGPoint.zero, to: nil)
        // Scrolling up a little shows items that were only estimated; as they are measured the
        // offset follows, and the anchor item moves only by the scroll itself.
        collectionView.contentOffset.y -= 100
        screen.runUntilIdle()
        let after = try #require(collectionView.cellForItem(at: anchor)).convert(CGPoint.zero, to: nil)
        #expect(abs(after.y - (before.y + 100)) < 0.5, "moved \(after.y - before.y)")
    }
}

/// A list row: a wrapping label pinned to the content view's margins.
final class RowCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor), label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor), label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

@MainActor struct CompositionalSelfSizingTests {
    @Test func estimatedHeightsAreReplacedByMeasuredOnes() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "Row")
        let rows = (0..<30).map { String(repeating: "Row \($0) wraps when it is long enough. ", count: $0 % 4 + 1) }
        let source = TextRowSource<RowCell>(rows, identifier: "Row") { $0.label }
        collectionView.dataSource = source
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        var previousBottom: CGFloat = -1
        for path in collectionView.indexPathsForVisibleItems.sorted() {
            let cell = try #require(collectionView.cellForItem(at: path) as? RowCell)
            let text = cell.label.sizeThatFits(CGSize(width: 390 - 16, height: CGFloat.greatestFiniteMagnitude)).height
            #expect(cell.frame.width == 390, "the width is the group's")
            #expect(cell.frame.height == ceil(text + 16), "row \(path.item)")
            if previousBottom >= 0 { #expect(cell.frame.minY == previousBottom + 1) }
            previousBottom = cell.frame.maxY
        }
        #expect(collectionView.indexPathsForVisibleItems.count > 5)
    }

    @Test func measuringRowsAboveTheScreenDoesNotMoveWhatIsOnIt() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 600), scale: 1)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "Row")
        let rows = (0..<200).map { String(repeating: "Row \($0) wraps when it is long enough. ", count: $0 % 4 + 1) }
        let source = TextRowSource<RowCell>(rows, identifier: "Row") { $0.label }
        collectionView.dataSource = source
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        screen.runUntilIdle()
        let anchor = try #require(collectionView.indexPathsForVisibleItems.sorted().dropFirst(2).first)
        let before = try #require(collectionView.cellForItem(at: anchor)).convert(CGPoint.zero, to: nil)
        // Rows above were only estimated (30 points); as they come into view and are measured,
        // the offset follows, and the anchor row moves only by the scroll itself.
        collectionView.contentOffset.y -= 100
        screen.runUntilIdle()
        let after = try #require(collectionView.cellForItem(at: anchor)).convert(CGPoint.zero, to: nil)
        #expect(abs(after.y - (before.y + 100)) < 0.5, "moved \(after.y - before.y)")
    }
}
