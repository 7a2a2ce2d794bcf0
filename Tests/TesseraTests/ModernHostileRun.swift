import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A seeded run of hostile operations on a modern screen: a compositional layout with a strip
/// that scrolls sideways, a list with swipe actions and an outline (a section snapshot), all
/// from a diffable data source whose cells are configured in a `configurationUpdateHandler`.
///
/// Operations: snapshot applies (animated or not, some from a background queue), expanding and
/// collapsing outline parents (by the data source and by tapping disclosures), strip drags and
/// flings, swipes (partial, full, and taps on an open row's Delete), selections, arrow keys,
/// page scrolling, resizing and switching the layout while scrolled — with the clock moved on
/// a random part of an animation after each.
///
/// After each it checks against a shadow model what a user would see: the data source holds
/// the model; every visible cell shows the item at its index path; the selection and an open
/// row name existing items; a Delete deletes the item of the row it was tapped on; no cell is
/// orphaned and nothing is reported. Every `idleEvery` operations the loop must go idle with
/// exactly the layout's items on screen.
@MainActor final class ModernHostileRun: HostileSteps {
    typealias DataSource = UICollectionViewDiffableDataSource<Int, Int>
    static let strip = 0, list = 1, outline = 2

    private var random: SeededGenerator
    var log: HostileLog
    private let screen: HeadlessScreen
    private let collectionView: UICollectionView
    private let dataSource: DataSource
    private let layouts: [UICollectionViewCompositionalLayout]
    private let deletions = Deletions()
    private let messages = MessageLog()
    /// The shadow model: the strip's and list's items, and the outline's parents with children.
    private var stripItems: [Int] = []
    private var listItems: [Int] = []
    private var parents: [(id: Int, children: [Int])] = []
    private var expanded: Set<Int> = []
    private var nextID = 1
    private var nextParent = 1_000_000
    /// What the last Delete should have deleted: the item its row showed when tapped.
    private var expectedDeletion: Int?
    let idleEvery = 40
    var failures: [String] { log.failures }
    var operations: Int { log.operations }

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
        log = HostileLog(seed: seed, name: "modern")
        screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let deletions = self.deletions
        layouts = [UICollectionLayoutListConfiguration.Appearance.plain, .insetGrouped].map { Self.layout($0, deletions: deletions) }
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: layouts[0])
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, path, item in
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = "\(item)"
                cell.contentConfiguration = content
            }
            cell.accessories = path.section == Self.outline && item % 100 == 0 ? [.outlineDisclosure()] : []
        }
        dataSource = DataSource(collectionView: collectionView) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        screen.window.addSubview(collectionView)
        deletions.run = { [weak self] item in self?.deleteBySwipe(item) }
        deletions.collectionView = collectionView
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in self?.expanded.insert(item) }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in self?.expanded.remove(item) }
        stripItems = makeItems(12)
        listItems = makeItems(15)
        parents = (0..<4).map { _ in (id: makeParentID(), children: makeItems(3)) }
        applyAll(animated: false)
        screen.runUntilIdle()
    }

    /// The swipe actions' Delete runs through this box (the layouts are made before the run).
    final class Deletions {
        var run: ((Int) -> Void)?
        weak var collectionView: UICollectionView?
        /// A number a careless app hands the layout: the strip's spacing and the list's inset.
        var careless: CGFloat = 8
    }

    private static func layout(_ appearance: UICollectionLayoutListConfiguration.Appearance, deletions: Deletions) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, environment in
            if section == Self.strip {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(120), heightDimension: .absolute(90)),
                                                               subitems: [item])
                let strip = NSCollectionLayoutSection(group: group)
                strip.orthogonalScrollingBehavior = [.continuous, .groupPaging, .paging][section % 3]
                strip.interGroupSpacing = deletions.careless
                return strip
            }
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            if section == Self.list {
                configuration.trailingSwipeActionsConfigurationProvider = { path in
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        // As apps write it: the item is looked up when the action runs.
                        guard let cv = deletions.collectionView, let item = (cv.dataSource as? DataSource)?.itemIdentifier(for: path) else { return done(false) }
                        deletions.run?(item)
                        done(true)
                    }
                    return UISwipeActionsConfiguration(actions: [delete])
                }
            }
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            section.contentInsets.leading = min(deletions.careless, 60)
            return section
        }
    }

    /// Runs `count` operations (or until the first failure).
    func run(_ count: Int) { runSteps(count, reportingTo: messages) }

    func step() {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<18: changeItems()
        case 18..<24: changeItemsInTheBackground()
        case 24..<32: expandOrCollapse()
        case 32..<44: dragTheStrip()
        case 44..<58: swipe()
        case 58..<64: tapDelete()
        case 64..<72: tap()
        case 72..<77: keyboard()
        case 77..<82: switchLayout()
        case 82..<84: resize()
        case 84..<86: carelessNumbers()
        default: scroll()
        }
        screen.advance(by: [0, 0.016, 0.1, 0.2, 0.35].randomElement(using: &random)!)
        check()
        if stripItems.count + listItems.count + parents.count * 4 > 120 {
            log.note("reset the model")
            stripItems = makeItems(8)
            listItems = makeItems(10)
            parents = Array(parents.prefix(3))
            applyAll(animated: false)
        }
    }

    // MARK: Operations

    private func changeItems() {
        let animated = Bool.random(using: &random)
        mutate(&stripItems)
        mutate(&listItems)
        log.note("apply strip \(stripItems.count), list \(listItems.count), animated: \(animated)")
        applyAll(animated: animated)
    }

    private func changeItemsInTheBackground() {
        mutate(&listItems)
        log.note("apply list \(listItems.count) from a background queue")
        let snapshot = wholeSnapshot()
        let dataSource = self.dataSource
        HostileData.applyInTheBackground { dataSource.apply(snapshot, animatingDifferences: true) }
    }

    private func expandOrCollapse() {
        guard let parent = parents.randomElement(using: &random) else { return }
        if Bool.random(using: &random), let path = dataSource.indexPath(for: parent.id),
           let cell = collectionView.cellForItem(at: path), cell.bounds.height > 20 {
            let point = cell.convert(CGPoint(x: 31, y: cell.bounds.midY), to: nil)
            guard screen.window.bounds.contains(point), collectionView.frame.contains(point) else { return }
            log.note("tap the disclosure of \(parent.id)")
            screen.tap(at: point)
            return
        }
        if expanded.contains(parent.id) { expanded.remove(parent.id) } else { expanded.insert(parent.id) }
        if Bool.random(using: &random), let index = parents.firstIndex(where: { $0.id == parent.id }) {
            mutate(&parents[index].children)
        }
        log.note("\(expanded.contains(parent.id) ? "expand" : "collapse") \(parent.id) by the data source")
        dataSource.apply(outlineSnapshot(), to: Self.outline, animatingDifferences: Bool.random(using: &random))
    }

    private func dragTheStrip() {
        guard let strip = stripFrame() else { return }
        let y = strip.midY
        let from = CGFloat.random(in: 40...350, using: &random).rounded()
        let to = CGFloat.random(in: -200...600, using: &random).rounded()
        let duration = [0.05, 0.15, 0.4].randomElement(using: &random)!
        log.note("drag the strip from \(from) to \(to) in \(duration) s")
        screen.drag(from: CGPoint(x: from, y: y), to: CGPoint(x: to, y: y), duration: duration)
    }

    private func swipe() {
        guard let row = randomListRow() else { return }
        let full = Int.random(in: 0..<3, using: &random) == 0
        let y = row.frame.midY
        log.note("\(full ? "full swipe" : "swipe") row \(row.item)")
        if full { expectedDeletion = row.item }
        screen.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: full ? 20 : 250, y: y), duration: full ? 0.15 : 0.3)
        if full { screen.advance(by: 0.5) }
    }

    /// Taps the Delete button of the open row, if any.
    private func tapDelete() {
        guard let open = collectionView.swipeController.row, open.indexPath != nil,
              let button = open.actions.buttons.first else { return }
        let point = button.view.convert(CGPoint(x: button.view.bounds.midX, y: button.view.bounds.midY), to: nil)
        guard collectionView.frame.contains(point),
              let cell = open.cell as? UICollectionViewCell, let path = collectionView.indexPath(for: cell),
              let item = dataSource.itemIdentifier(for: path) else { return }
        log.note("tap Delete on the open row of \(item)")
        expectedDeletion = item
        screen.tap(at: point)
    }

    private func tap() {
        let point = CGPoint(x: CGFloat.random(in: 5...385, using: &random).rounded(), y: CGFloat.random(in: 5...695, using: &random).rounded())
        log.note("tap at \(point)")
        screen.tap(at: point)
    }

    private func keyboard() {
        let offset = Int.random(in: -6...6, using: &random)
        log.note("arrow keys \(offset)")
        collectionView.moveKeyboardFocus(by: offset)
    }

    private func switchLayout() {
        let layout = layouts.first { $0 !== collectionView.collectionViewLayout }!
        let animated = Bool.random(using: &random)
        log.note("switch the layout while at \(collectionView.contentOffset.y), animated: \(animated)")
        collectionView.setCollectionViewLayout(layout, animated: animated)
    }

    private func resize() {
        let size = CGSize(width: CGFloat(Int.random(in: 200...390, using: &random)), height: CGFloat(Int.random(in: 300...700, using: &random)))
        log.note("resize to \(size)")
        collectionView.frame = CGRect(origin: .zero, size: size)
    }

    /// NaN, infinite, negative or huge spacing and insets: reported, and the screen goes on.
    private func carelessNumbers() {
        let value = [CGFloat.nan, .infinity, -.infinity, -50, 1e7, 8, 8, 12].randomElement(using: &random)!
        log.note("the layout's spacing becomes \(value)")
        deletions.careless = value
        collectionView.collectionViewLayout.invalidateLayout()
    }

    private func scroll() {
        HostileData.scroll(collectionView, using: &random, log: &log)
    }

    // MARK: The model

    private func makeItems(_ count: Int) -> [Int] {
        (0..<count).map { _ in
            nextID += 1
            // Multiples of 100 are parents' (their cells show a disclosure).
            if nextID % 100 == 0 { nextID += 1 }
            return nextID
        }
    }

    private func makeParentID() -> Int {
        nextParent += 100
        return nextParent
    }

    private func mutate(_ items: inout [Int]) {
        HostileData.mutate(&items, using: &random) { makeItems(1)[0] }
    }

    private var outlineVisibleItems: [Int] {
        parents.flatMap { [$0.id] + (expanded.contains($0.id) ? $0.children : []) }
    }

    private func outlineSnapshot() -> NSDiffableDataSourceSectionSnapshot<Int> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<Int>()
        snapshot.append(parents.map(\.id))
        for parent in parents { snapshot.append(parent.children, to: parent.id) }
        snapshot.expand(parents.map(\.id).filter(expanded.contains))
        return snapshot
    }

    private func wholeSnapshot() -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([Self.strip, Self.list, Self.outline])
        snapshot.appendItems(stripItems, toSection: Self.strip)
        snapshot.appendItems(listItems, toSection: Self.list)
        snapshot.appendItems(outlineVisibleItems, toSection: Self.outline)
        return snapshot
    }

    private func applyAll(animated: Bool) {
        dataSource.apply(wholeSnapshot(), animatingDifferences: animated)
        dataSource.apply(outlineSnapshot(), to: Self.outline, animatingDifferences: animated)
    }

    /// A swipe's Delete: the app deletes the item from its model and applies.
    private func deleteBySwipe(_ item: Int) {
        // The row whose Delete the user pressed or swiped through shows the item deleted (a
        // second partial swipe on an open row can carry it past the full-swipe point).
        let slid = ((collectionView.swipeController.row?.cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
        if slid != "\(item)" {
            log.fail("Delete deleted \(item), but the row the user acted on showed \(slid ?? "nothing") (expected: \(expectedDeletion.map { "\($0)" } ?? "-"))")
        }
        expectedDeletion = nil
        listItems.removeAll { $0 == item }
        dataSource.apply(wholeSnapshot(), animatingDifferences: true)
    }

    // MARK: Checks

    private func check() {
        let snapshot = dataSource.snapshot()
        let expected = [stripItems, listItems, outlineVisibleItems]
        let held = [Self.strip, Self.list, Self.outline].map { snapshot.itemIdentifiers(inSection: $0) }
        if held != expected { log.fail("the data source holds \(held), the model \(expected)") }
        for path in collectionView.indexPathsForVisibleItems {
            guard let cell = collectionView.cellForItem(at: path), !cell.isHidden else { continue }
            let shown = (cell.contentConfiguration as? UIListContentConfiguration)?.text
            let item = dataSource.itemIdentifier(for: path).map { "\($0)" }
            if shown != item { log.fail("the cell at \(path) shows \(shown ?? "nothing"), the data source has \(item ?? "nothing")") }
        }
        for path in collectionView.indexPathsForSelectedItems ?? [] where dataSource.itemIdentifier(for: path) == nil {
            log.fail("\(path) is selected but does not exist")
        }
        if let open = collectionView.swipeController.row, let path = open.indexPath, dataSource.itemIdentifier(for: path) == nil {
            log.fail("the open row names \(path), which does not exist")
        }
        let attached = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
            + (stripScroller()?.subviews.filter { $0 is UICollectionViewCell }.count ?? 0)
        let accounted = collectionView.visibleViews.values.filter { $0 is UICollectionViewCell }.count
            + collectionView.disappearingViews.values.filter { $0.0 is UICollectionViewCell }.count
        if attached != accounted { log.fail("\(attached) cells attached, \(accounted) visible or leaving: orphans") }
        // Careless numbers are reported as such; anything else said is a failure.
        let said = messages.all.filter { !$0.contains("not a finite number") && !$0.contains("not finite") }
        if !said.isEmpty { log.fail("reported: \(said.prefix(3))") }
        messages.removeAll()
    }

    func settle() {
        screen.runUntilIdle(limit: 10)
        if MainLoop.shared.hasPendingWork { log.fail("the loop is still busy after 10 seconds") }
        check()
        let expected = Set(collectionView.displayedAttributes(in: collectionView.bounds)
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(collectionView.bounds) }.map(\.indexPath))
        let shown = Set(collectionView.indexPathsForVisibleItems.filter { $0.section != Self.strip })
        let expectedOutsideStrip = expected.filter { $0.section != Self.strip }
        if expectedOutsideStrip != shown {
            log.fail("on screen \(shown.subtracting(expectedOutsideStrip).sorted()) too many, \(expectedOutsideStrip.subtracting(shown).sorted()) missing")
        }
    }

    // MARK: Helpers

    private func stripScroller() -> UIScrollView? {
        collectionView.subviews.compactMap { $0 as? OrthogonalScrollerView }.first
    }

    private func stripFrame() -> CGRect? {
        guard let scroller = stripScroller() else { return nil }
        let frame = scroller.convert(scroller.bounds, to: nil).intersection(collectionView.frame)
        return frame.height > 10 ? frame : nil
    }

    private func randomListRow() -> (item: Int, frame: CGRect)? {
        let rows = collectionView.indexPathsForVisibleItems.filter { $0.section == Self.list }.compactMap { path -> (Int, CGRect)? in
            guard let cell = collectionView.cellForItem(at: path), let item = dataSource.itemIdentifier(for: path) else { return nil }
            let frame = cell.convert(cell.bounds, to: nil)
            return collectionView.frame.insetBy(dx: 0, dy: 10).contains(CGPoint(x: frame.midX, y: frame.midY)) ? (item, frame) : nil
        }
        return rows.randomElement(using: &random)
    }
}
