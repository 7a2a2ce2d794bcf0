import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A seeded run of hostile operations on one collection view with a shadow model: valid and
/// invalid batch updates, `reloadData`, interactive moves begun, moved, ended and cancelled,
/// touches held across updates, taps, selections (some of index paths that do not exist),
/// arrow keys, layout switches while animating, bounds changes and scrolling, with the clock
/// moved on by a random part of an animation after each.
///
/// After every operation it checks what a user would see: every visible cell shows the item
/// the model has at its index path, the selection holds only existing items, and no cell is
/// attached without being visible or leaving. Every `idleEvery` operations the loop must go
/// idle. A failure names the seed and the last operations, so the run can be replayed.
@MainActor final class HostileRun {
    let seed: UInt64
    private var random: SeededGenerator
    private let screen: HeadlessScreen
    private let collectionView: UICollectionView
    private let source: ModelSource
    private let layouts: [UICollectionViewFlowLayout]
    private var nextID = 10_000
    private var heldTouch: UITouch?
    private var recent: [String] = []
    private(set) var failures: [String] = []
    private(set) var operations = 0
    private(set) var inconsistencies = 0
    /// Invalid updates reported over all runs (each run checks its own were reported).
    static var invalidUpdatesReported = 0
    private let idleEvery = 40

    init(seed: UInt64) {
        self.seed = seed
        random = SeededGenerator(state: seed)
        layouts = [CGSize(width: 40, height: 40), CGSize(width: 70, height: 30), CGSize(width: 300, height: 24)].map { size in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = size
            layout.minimumLineSpacing = 4
            layout.minimumInteritemSpacing = 4
            return layout
        }
        screen = HeadlessScreen(size: CGSize(width: 360, height: 640), scale: 1)
        source = ModelSource([Array(0..<30), Array(30..<42), [], Array(42..<60)])
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 360, height: 640), collectionViewLayout: layouts[0])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.reorderingCadence = .immediate
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
    }

    /// Runs `count` operations (or until the first failure).
    func run(_ count: Int) {
        let handler = UICollectionView.inconsistencyHandler
        let diagnostics = TesseraDiagnostics.handler
        UICollectionView.inconsistencyHandler = { [weak self] _ in
            self?.inconsistencies += 1
            HostileRun.invalidUpdatesReported += 1
        }
        TesseraDiagnostics.handler = { _ in }
        defer {
            UICollectionView.inconsistencyHandler = handler
            TesseraDiagnostics.handler = diagnostics
        }
        for _ in 0..<count where failures.isEmpty {
            step()
            operations += 1
            if operations % idleEvery == 0 { settle() }
        }
        if failures.isEmpty { settle() }
    }

    private func step() {
        let operation = Int.random(in: 0..<100, using: &random)
        switch operation {
        case 0..<30: validBatch()
        case 30..<34: invalidBatch()
        case 34..<38: reload()
        case 38..<50: moveInteractively()
        case 50..<60: touch()
        case 60..<66: select()
        case 66..<72: keyboard()
        case 72..<76: switchLayout()
        case 76..<80: resize()
        default: scroll()
        }
        screen.advance(by: [0, 0.016, 0.1, 0.2, 0.35].randomElement(using: &random)!)
        check()
        if source.model.reduce(0, { $0 + $1.count }) > 300 || source.model.count > 8 {
            log("reset the model")
            endGestures()
            source.model = [Array(0..<20), Array(20..<35)]
            collectionView.reloadData()
        }
    }

    // MARK: Operations

    private func validBatch() {
        let update = ReferenceUpdate.random(of: source.model, using: &random)
        let newModel = update.apply(to: source.model, nextID: &nextID)
        log("batch \(update.requests)")
        collectionView.performBatchUpdates {
            source.model = newModel
            for request in update.requests { collectionView.submit(request) }
        }
    }

    /// The model changes, but the update says something else: UIKit's inconsistency, after
    /// which the collection view shows what the data source has.
    private func invalidBatch() {
        guard let section = source.model.indices.randomElement(using: &random) else { return }
        let before = inconsistencies
        log("invalid batch in section \(section)")
        collectionView.performBatchUpdates {
            source.model[section].append(nextID)
            nextID += 1
            collectionView.deleteItems(at: [IndexPath(item: source.model[section].count + 5, section: section)])
        }
        if inconsistencies == before { fail("an invalid update was not reported") }
    }

    private func reload() {
        log("reloadData")
        if Bool.random(using: &random), let section = source.model.indices.randomElement(using: &random) {
            source.model[section].shuffle(using: &random)
            source.model[section].removeLast(min(source.model[section].count, Int.random(in: 0...3, using: &random)))
        }
        collectionView.reloadData()
    }

    private func moveInteractively() {
        if collectionView.interactiveMovement == nil {
            guard let path = randomExistingPath() else { return }
            log("begin moving \(path)")
            collectionView.beginInteractiveMovementForItem(at: path)
            return
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            log("end moving")
            collectionView.endInteractiveMovement()
        case 1:
            log("cancel moving")
            collectionView.cancelInteractiveMovement()
        default:
            let point = randomPoint()
            log("move the dragged item to \(point)")
            collectionView.updateInteractiveMovementTargetPosition(point)
        }
    }

    /// A finger goes down on a point and stays there across later operations, or lifts.
    private func touch() {
        if let held = heldTouch {
            log("lift the finger")
            heldTouch = nil
            screen.lift(held)
            return
        }
        let point = randomPoint()
        if Bool.random(using: &random) {
            log("tap at \(point)")
            screen.tap(at: point)
        } else {
            log("finger down at \(point)")
            let touch = UITouch(at: point, in: screen.window, timestamp: screen.now)
            heldTouch = touch
            screen.send([touch])
        }
    }

    private func select() {
        let sections = source.model.count
        let path = Bool.random(using: &random) ? randomExistingPath()
            : IndexPath(item: Int.random(in: -2...40, using: &random), section: Int.random(in: -1...sections + 1, using: &random))
        guard let path else { return }
        log("select \(path)")
        collectionView.selectItem(at: path, animated: Bool.random(using: &random), scrollPosition: [])
    }

    private func keyboard() {
        if Int.random(in: 0..<4, using: &random) == 0 {
            log("return key")
            collectionView.activateKeyboardFocus()
        } else {
            let offset = Int.random(in: -12...12, using: &random)
            log("arrow keys \(offset)")
            collectionView.moveKeyboardFocus(by: offset)
        }
    }

    private func switchLayout() {
        let layout = layouts.filter { $0 !== collectionView.collectionViewLayout }.randomElement(using: &random)!
        let animated = Bool.random(using: &random)
        log("switch to the \(layout.itemSize) layout, animated: \(animated)")
        collectionView.setCollectionViewLayout(layout, animated: animated)
    }

    private func resize() {
        let size = CGSize(width: CGFloat(Int.random(in: 120...360, using: &random)), height: CGFloat(Int.random(in: 200...640, using: &random)))
        log("resize to \(size)")
        collectionView.frame = CGRect(origin: .zero, size: size)
    }

    private func scroll() {
        let limit = max(0, collectionView.contentSize.height - collectionView.bounds.height)
        let y = CGFloat.random(in: -50...(limit + 50), using: &random).rounded()
        log("scroll to \(y)")
        collectionView.contentOffset = CGPoint(x: 0, y: y)
    }

    // MARK: Checks

    private func check() {
        for mismatch in source.mismatches(in: collectionView) { fail(mismatch) }
        // During a drag the selection is where the items show (the others shifted around it).
        let shown = source.shownModel(in: collectionView)
        for path in collectionView.indexPathsForSelectedItems ?? []
        where !(path.count == 2 && shown.indices.contains(path.section) && shown[path.section].indices.contains(path.item)) {
            fail("\(path) is selected but does not exist")
        }
        let attached = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
        let accounted = collectionView.visibleViews.values.filter { $0 is UICollectionViewCell }.count
            + collectionView.disappearingViews.values.filter { $0.0 is UICollectionViewCell }.count
        if attached != accounted { fail("\(attached) cells attached, \(accounted) visible or leaving: orphans") }
    }

    /// Lifts a held finger, ends a drag, and runs until the loop is idle, which it must become.
    private func settle() {
        endGestures()
        screen.runUntilIdle(limit: 10)
        if MainLoop.shared.hasPendingWork { fail("the loop is still busy after 10 seconds") }
        check()
        // At rest, exactly the items the layout has in the bounds are on screen.
        let expected = Set(collectionView.displayedAttributes(in: collectionView.bounds)
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        let shown = Set(collectionView.indexPathsForVisibleItems)
        if expected != shown { fail("on screen \(shown.subtracting(expected).sorted()) too many, \(expected.subtracting(shown).sorted()) missing") }
    }

    private func endGestures() {
        if let held = heldTouch { heldTouch = nil; screen.lift(held) }
        if collectionView.interactiveMovement != nil { collectionView.endInteractiveMovement() }
    }

    // MARK: Helpers

    private func exists(_ path: IndexPath) -> Bool {
        path.count == 2 && source.model.indices.contains(path.section) && source.model[path.section].indices.contains(path.item)
    }

    private func randomExistingPath() -> IndexPath? {
        let sections = source.model.indices.filter { !source.model[$0].isEmpty }
        guard let section = sections.randomElement(using: &random) else { return nil }
        return IndexPath(item: Int.random(in: 0..<source.model[section].count, using: &random), section: section)
    }

    private func randomPoint() -> CGPoint {
        let bounds = collectionView.bounds
        return CGPoint(x: CGFloat.random(in: 0..<max(1, bounds.width), using: &random).rounded(),
                       y: CGFloat.random(in: bounds.minY..<bounds.maxY + 1, using: &random).rounded())
    }

    /// Set `TESSERA_HOSTILE_TRACE=1` to print every operation with the drag and the checks' result.
    private let trace = ProcessInfo.processInfo.environment["TESSERA_HOSTILE_TRACE"] != nil

    private func log(_ operation: String) {
        if trace {
            print("\(operations): \(operation) — drag \(String(describing: collectionView.interactiveMovement.map { ($0.original, $0.current) })), mismatches before: \(source.mismatches(in: collectionView).count)")
        }
        recent.append("\(operations): \(operation)")
        if recent.count > 12 { recent.removeFirst() }
    }

    private func fail(_ problem: String) {
        guard failures.count < 5 else { return }
        failures.append("seed \(seed), after operation \(operations): \(problem)\nlast operations:\n  " + recent.joined(separator: "\n  "))
    }
}
