import Foundation
import Testing
@testable import Tessera
import TesseraCore
import TesseraTesting

/// UIKit's rule, written independently of the validator: remove what goes (deletes and move
/// sources, by old index, last first), then add what comes (inserts and move destinations, by
/// new index, first first). Sections likewise, before items.
struct ReferenceUpdate {
    var deletedSections: [Int] = [], insertedSections: [Int] = []
    var deletes: [IndexPath] = [], inserts: [IndexPath] = [], moves: [(IndexPath, IndexPath)] = [], reloads: [IndexPath] = []

    func apply(to old: [[Int]], nextID: inout Int) -> [[Int]] {
        var sections = old.enumerated().map { (index: $0.offset, items: $0.element) }
        var movingItems: [IndexPath: Int] = [:]
        for (from, to) in moves { movingItems[to] = old[from.section][from.item] }
        var reloaded = old
        for path in reloads { reloaded[path.section][path.item] = nextID; nextID += 1 }
        for s in sections.indices { sections[s].items = reloaded[sections[s].index] }
        // Remove items from old sections (by old index, descending).
        let removals = (deletes + moves.map(\.0)).sorted(by: >)
        for path in removals {
            if let s = sections.firstIndex(where: { $0.index == path.section }) { sections[s].items.remove(at: path.item) }
        }
        for s in deletedSections.sorted(by: >) { sections.removeAll { $0.index == s } }
        var result = sections.map(\.items)
        for s in insertedSections.sorted() { result.insert([], at: s) }
        var additions: [(IndexPath, Int)] = inserts.map { path in
            defer { nextID += 1 }
            return (path, nextID)
        }
        additions += movingItems.map { ($0.key, $0.value) }
        for (path, id) in additions.sorted(by: { $0.0 < $1.0 }) { result[path.section].insert(id, at: path.item) }
        return result
    }

    var requests: [CollectionUpdateRequest] {
        var r: [CollectionUpdateRequest] = []
        if !deletedSections.isEmpty { r.append(.deleteSections(IndexSet(deletedSections))) }
        if !insertedSections.isEmpty { r.append(.insertSections(IndexSet(insertedSections))) }
        if !deletes.isEmpty { r.append(.deleteItems(deletes)) }
        if !inserts.isEmpty { r.append(.insertItems(inserts)) }
        if !reloads.isEmpty { r.append(.reloadItems(reloads)) }
        r += moves.map { .moveItem($0.0, $0.1) }
        return r
    }

    var operationCount: Int { deletedSections.count + insertedSections.count + deletes.count + inserts.count + moves.count + reloads.count }
}

extension ReferenceUpdate {
    /// A random valid update of `old`: some sections deleted and inserted, then items deleted,
    /// reloaded, moved (also across sections) and inserted in the surviving sections.
    static func random(of old: [[Int]], using random: inout SeededGenerator) -> ReferenceUpdate {
        var update = ReferenceUpdate()
        if old.count > 1, Int.random(in: 0..<6, using: &random) == 0 {
            update.deletedSections = [Int.random(in: 0..<old.count, using: &random)]
        }
        let surviving = old.indices.filter { !update.deletedSections.contains($0) }
        // Old paths are claimed at most once: deleted, reloaded or moved.
        var claimed = Set<IndexPath>()
        var remaining = surviving.map { old[$0].count }
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            guard let s = surviving.randomElement(using: &random), !old[s].isEmpty else { continue }
            let path = IndexPath(item: Int.random(in: 0..<old[s].count, using: &random), section: s)
            guard claimed.insert(path).inserted else { continue }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: update.deletes.append(path); remaining[surviving.firstIndex(of: s)!] -= 1
            case 1: update.reloads.append(path)
            default: update.moves.append((path, path)) // destination chosen below
            }
        }
        // New section layout: surviving sections in order, plus maybe one inserted.
        var newCounts = remaining
        let movers = update.moves.count
        for (i, (from, _)) in update.moves.enumerated() { newCounts[surviving.firstIndex(of: from.section)!] -= 1; _ = i }
        if Int.random(in: 0..<6, using: &random) == 0 {
            let at = Int.random(in: 0...newCounts.count, using: &random)
            update.insertedSections = [at]
            newCounts.insert(0, at: at)
        }
        let newSectionsAlive = newCounts.indices.filter { !update.insertedSections.contains($0) }
        // Destinations: moves and inserts go to surviving (non-inserted) sections.
        var additions = Array(repeating: 0, count: newCounts.count)
        var moveTargets: [Int] = []
        for _ in 0..<movers {
            let s = newSectionsAlive.randomElement(using: &random)!
            moveTargets.append(s); additions[s] += 1
        }
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            guard let s = newSectionsAlive.randomElement(using: &random) else { break }
            additions[s] += 1
        }
        // Hand out distinct new positions in each section.
        var slots: [Int: [Int]] = [:]
        for s in newSectionsAlive {
            slots[s] = Array(0..<(newCounts[s] + additions[s])).shuffled(using: &random)
        }
        for (i, target) in moveTargets.enumerated() {
            let item = slots[target]!.removeLast()
            update.moves[i].1 = IndexPath(item: item, section: target)
        }
        for s in newSectionsAlive {
            let extra = additions[s] - moveTargets.filter { $0 == s }.count
            for _ in 0..<extra { update.inserts.append(IndexPath(item: slots[s]!.removeLast(), section: s)) }
        }
        return update
    }
}

@MainActor struct RandomBatchUpdateTests {
    @Test func randomBatchesKeepTheScreenEqualToTheDataSource() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 800), scale: 1)
        var nextID = 1000
        let source = ModelSource([Array(0..<20), Array(20..<35), Array(35..<50)])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        cv.dataSource = source
        screen.window.addSubview(cv)
        screen.runUntilIdle()
        var random = SeededGenerator(state: 7)
        var operations = 0
        var batches = 0
        var failures = 0
        while operations < 100_000 {
            let update = ReferenceUpdate.random(of: source.model, using: &random)
            let newModel = update.apply(to: source.model, nextID: &nextID)
            cv.performBatchUpdates({
                source.model = newModel
                for request in update.requests { cv.submit(request) }
            })
            // Half the batches interrupt the previous animation.
            screen.advance(by: batches % 2 == 0 ? 0.1 : UICollectionView.updateAnimationDuration + 0.02)
            operations += max(1, update.operationCount)
            batches += 1
            if batches % 2 == 1 { failures += check(cv, source) }
            if failures > 0 { break }
            if source.model.reduce(0, { $0 + $1.count }) > 400 || source.model.count > 8 {
                source.model = [Array(0..<20), Array(20..<35)]
                cv.reloadData()
                screen.runUntilIdle()
            }
        }
        screen.runUntilIdle()
        #expect(failures == 0)
        #expect(check(cv, source) == 0)
        #expect(operations >= 100_000)
    }

    /// Mismatches between the cells on screen and the data source, and orphaned cells.
    private func check(_ cv: UICollectionView, _ source: ModelSource) -> Int {
        var problems = 0
        for path in cv.indexPathsForVisibleItems {
            let cell = cv.cellForItem(at: path)!
            if cell.tag != source.model[path.section][path.item] {
                Issue.record("cell at \(path) shows \(cell.tag), the data source has \(source.model[path.section][path.item])")
                problems += 1
            }
        }
        let attached = cv.subviews.filter { $0 is UICollectionViewCell }.count
        if attached != cv.visibleViews.count + cv.disappearingViews.count {
            Issue.record("\(attached) cells attached, \(cv.visibleViews.count) visible and \(cv.disappearingViews.count) leaving: orphans")
            problems += 1
        }
        return problems
    }
}
