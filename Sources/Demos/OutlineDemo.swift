import Foundation
import Tessera

/// A file-browser-like outline: a sidebar list whose folders expand and collapse with their
/// outline disclosure accessories, fed by a section snapshot (`NSDiffableDataSourceSectionSnapshot`)
/// and indented by level.
public final class OutlineViewController: UIViewController {
    /// A folder's contents; a name without an entry is a file.
    static let tree: [String: [String]] = [
        "Documents": ["Work", "Letters", "Taxes 2026.pdf"],
        "Work": ["Report.pages", "Budget.numbers", "Slides"],
        "Slides": ["Keynote.key", "Notes.txt"],
        "Letters": ["To Ada.txt", "To Grace.txt"],
        "Photos": ["Holidays", "Cats"],
        "Holidays": ["Beach.jpg", "Mountains.jpg"],
        "Cats": ["Chelsea.png"],
    ]
    static let roots = ["Documents", "Photos", "Music", "Downloads"]
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, name in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = name
            content.secondaryText = Self.tree[name].map { "\($0.count)" }
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listSidebarCell()
            cell.indentationLevel = self?.dataSource.snapshot(for: 0).level(of: name) ?? 0
            cell.indentationWidth = 20
            cell.accessories = Self.tree[name] == nil ? [] : [.outlineDisclosure()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: row, for: path, item: name)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        func add(_ names: [String], under parent: String?) {
            outline.append(names, to: parent)
            for name in names { if let children = Self.tree[name] { add(children, under: name) } }
        }
        add(Self.roots, under: nil)
        outline.expand(["Documents"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }
}
