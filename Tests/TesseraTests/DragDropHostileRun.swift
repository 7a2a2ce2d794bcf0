import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A seeded run of hostile operations on two collection views that drag and drop words within
/// and between them: drags held across operations and moved anywhere, drops that move, copy or
/// wait for their data behind a placeholder (committed or deleted later), and the app's own
/// batch updates and reloads while a drag hovers or a placeholder waits.
///
/// After each operation it checks what a user would see against a shadow model (each board's
/// words): every cell shows the word the model has at its place (slots the data source does
/// not have — the gap, placeholders — aside), the counts are the words plus the slots, and
/// nothing is reported (a valid update is never an inconsistency).
@MainActor final class DragDropHostileRun: HostileSteps {
    /// One board: its words are the shadow model and the data source at once, as an app's are.
    final class Board: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        var words: [String]
        let collectionView: UICollectionView
        /// Placeholders waiting for their data, with the word each will get.
        var waiting: [(UICollectionViewDropPlaceholderContext, String)] = []
        var usePlaceholders = false
        /// What the board found wrong in what it was told.
        var failures: [String] = []

        init(words: [String], frame: CGRect) {
            self.words = words
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 70, height: 44)
            layout.minimumInteritemSpacing = 6
            layout.minimumLineSpacing = 6
            collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            super.init()
            collectionView.register(WordCell.self, forCellWithReuseIdentifier: "Word")
            collectionView.dataSource = self
            collectionView.dragDelegate = self
            collectionView.dropDelegate = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Word", for: indexPath) as! WordCell
            cell.label.text = words[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            let item = UIDragItem(itemProvider: NSItemProvider(object: words[indexPath.item] as NSString))
            item.localObject = words[indexPath.item]
            return [item]
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: session.localDragSession?.items.first.map { _ in .move } ?? .copy,
                                         intent: .insertAtDestinationIndexPath)
        }

        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
            guard let item = coordinator.items.first, let word = item.dragItem.localObject as? String else { return }
            // The destination is in this board's own numbering: at most one past its last word.
            if let asked = coordinator.destinationIndexPath, asked.item > words.count {
                failures.append("the drop's destination \(asked.item) is past the \(words.count) words")
            }
            let destination = min(coordinator.destinationIndexPath?.item ?? words.count, words.count)
            if let source = item.sourceIndexPath {
                // The source index path follows the app's updates during the drag: it names
                // the dragged word.
                guard source.item < words.count, words[source.item] == word else {
                    failures.append("the drop's source index path \(source.item) names \(source.item < words.count ? words[source.item] : "nothing"), not the dragged \(word)")
                    return
                }
                // A move within this board.
                let target = min(destination, words.count - 1)
                collectionView.performBatchUpdates {
                    words.remove(at: source.item)
                    words.insert(word, at: target)
                    collectionView.moveItem(at: source, to: IndexPath(item: target, section: 0))
                }
                coordinator.drop(item.dragItem, toItemAt: IndexPath(item: target, section: 0))
            } else if usePlaceholders {
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: destination, section: 0), reuseIdentifier: "Word")
                placeholder.cellUpdateHandler = { ($0 as? WordCell)?.label.text = "…" }
                waiting.append((coordinator.drop(item.dragItem, to: placeholder), word + "+"))
            } else {
                collectionView.performBatchUpdates {
                    words.insert(word + "+", at: destination)
                    collectionView.insertItems(at: [IndexPath(item: destination, section: 0)])
                }
                coordinator.drop(item.dragItem, toItemAt: IndexPath(item: destination, section: 0))
            }
        }
    }

    private var random: SeededGenerator
    var log: HostileLog
    private let screen: HeadlessScreen
    private let boards: [Board]
    private var held: UITouch?
    private var inconsistencies: [String] = []
    private let messages = MessageLog()
    private var nextWord = 0
    let idleEvery = 30
    var failures: [String] { log.failures }
    var operations: Int { log.operations }

    init(seed: UInt64) {
        random = SeededGenerator(state: seed)
        log = HostileLog(seed: seed, name: "drag and drop")
        screen = HeadlessScreen(size: CGSize(width: 620, height: 420), scale: 1)
        boards = [Board(words: [], frame: CGRect(x: 0, y: 0, width: 300, height: 420)),
                  Board(words: [], frame: CGRect(x: 320, y: 0, width: 300, height: 420))]
        for board in boards {
            board.words = (0..<8).map { _ in makeWord() }
            screen.window.addSubview(board.collectionView)
        }
        screen.runUntilIdle()
    }

    /// Runs `count` operations (or until the first failure); invalid updates are collected.
    func run(_ count: Int) {
        let handler = UICollectionView.inconsistencyHandler
        UICollectionView.inconsistencyHandler = { [weak self] in self?.inconsistencies.append($0) }
        defer { UICollectionView.inconsistencyHandler = handler }
        runSteps(count, reportingTo: messages)
    }

    func step() {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<15: beginDrag()
        case 15..<35: moveDrag()
        case 35..<45: lift()
        case 45..<70: appUpdate()
        case 70..<75: reload()
        case 75..<85: finishPlaceholder()
        case 85..<90: togglePlaceholders()
        default: screen.advance(by: 0.3)
        }
        screen.advance(by: [0, 0.016, 0.1, 0.3].randomElement(using: &random)!)
        check()
        for board in boards where board.words.count > 40 {
            log.note("trim a board")
            board.words.removeLast(board.words.count - 20)
            board.collectionView.reloadData()
        }
    }

    // MARK: Operations

    private func beginDrag() {
        guard held == nil, let board = boards.randomElement(using: &random),
              let path = board.collectionView.indexPathsForVisibleItems.randomElement(using: &random),
              let cell = board.collectionView.cellForItem(at: path) as? WordCell, !cell.isHidden, cell.label.text != "…" else { return }
        let from = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        guard screen.window.bounds.contains(from), board.collectionView.frame.contains(from) else { return }
        let to = randomPoint()
        log.note("press \(cell.label.text ?? "?") and drag to \(to)")
        held = screen.pressAndDrag(from: from, to: to, duration: 0.2)
    }

    private func moveDrag() {
        guard let touch = held else { return }
        let to = randomPoint()
        log.note("move the drag to \(to)")
        touch.update(to: to, phase: .moved, timestamp: screen.now)
        screen.send([touch])
    }

    private func lift() {
        guard let touch = held else { return }
        log.note("lift at \(touch.location(in: nil))")
        held = nil
        screen.lift(touch)
    }

    /// A valid batch update by the app, whatever the drag is doing.
    private func appUpdate() {
        let board = boards.randomElement(using: &random)!
        let cv = board.collectionView
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let at = Int.random(in: 0...board.words.count, using: &random)
            log.note("the app inserts at \(at)")
            cv.performBatchUpdates {
                board.words.insert(makeWord(), at: at)
                cv.insertItems(at: [IndexPath(item: at, section: 0)])
            }
        case 1 where !board.words.isEmpty:
            let at = Int.random(in: 0..<board.words.count, using: &random)
            log.note("the app deletes \(board.words[at])")
            cv.performBatchUpdates {
                board.words.remove(at: at)
                cv.deleteItems(at: [IndexPath(item: at, section: 0)])
            }
        default:
            guard board.words.count > 1 else { return }
            let from = Int.random(in: 0..<board.words.count, using: &random), to = Int.random(in: 0..<board.words.count, using: &random)
            log.note("the app moves \(from) to \(to)")
            cv.performBatchUpdates {
                let word = board.words.remove(at: from)
                board.words.insert(word, at: to)
                cv.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
            }
        }
    }

    private func reload() {
        let board = boards.randomElement(using: &random)!
        log.note("reloadData")
        board.collectionView.reloadData()
        // Apple: a reload deletes placeholders.
        board.waiting.removeAll()
    }

    private func finishPlaceholder() {
        guard let board = boards.first(where: { !$0.waiting.isEmpty }) else { return }
        let (context, word) = board.waiting.removeFirst()
        if Bool.random(using: &random) {
            log.note("commit a placeholder with \(word)")
            context.commitInsertion { path in board.words.insert(word, at: path.item) }
        } else {
            log.note("delete a placeholder")
            context.deletePlaceholder()
        }
    }

    private func togglePlaceholders() {
        let board = boards.randomElement(using: &random)!
        board.usePlaceholders.toggle()
        log.note("drops \(board.usePlaceholders ? "wait behind placeholders" : "insert at once")")
    }

    // MARK: Checks

    private func check() {
        for (index, board) in boards.enumerated() {
            let cv = board.collectionView
            let slots = cv.dragAndDrop.slots
            if cv.numberOfItems(inSection: 0) != board.words.count + slots.count {
                log.fail("board \(index) counts \(cv.numberOfItems(inSection: 0)) items for \(board.words.count) words and \(slots.count) slots")
            }
            for path in cv.indexPathsForVisibleItems where !slots.contains(path) {
                guard let cell = cv.cellForItem(at: path) as? WordCell, !cell.isHidden else { continue }
                let data = cv.withoutPlaceholders(path)
                let expected = board.words.indices.contains(data.item) ? board.words[data.item] : "nothing"
                if cell.label.text != expected, cv.interactiveMovement == nil {
                    log.fail("board \(index) shows \(cell.label.text ?? "nil") at \(path.item), the model has \(expected) there")
                }
            }
        }
        for board in boards where !board.failures.isEmpty {
            log.fail(board.failures.joined(separator: "; "))
            board.failures.removeAll()
        }
        if !inconsistencies.isEmpty { log.fail("a valid update was reported: \(inconsistencies)") }
        inconsistencies.removeAll()
        if !messages.all.isEmpty { log.fail("reported: \(messages.all.prefix(3))") }
        messages.removeAll()
    }

    func settle() {
        lift()
        for board in boards {
            for (context, _) in board.waiting { context.deletePlaceholder() }
            board.waiting.removeAll()
        }
        screen.runUntilIdle(limit: 10)
        if MainLoop.shared.hasPendingWork { log.fail("the loop is still busy after 10 seconds") }
        check()
        for (index, board) in boards.enumerated() where !board.collectionView.dragAndDrop.slots.isEmpty {
            log.fail("board \(index) still shows slots \(board.collectionView.dragAndDrop.slots) at rest (gap \(String(describing: board.collectionView.dragAndDrop.gap)), \(board.collectionView.dragAndDrop.placeholders.count) placeholders, \(board.waiting.count) waiting)")
        }
        if screen.window.subviews.count != 2 { log.fail("\(screen.window.subviews.count - 2) previews left in the window") }
    }

    // MARK: Helpers

    private func makeWord() -> String {
        nextWord += 1
        return "w\(nextWord)"
    }

    private func randomPoint() -> CGPoint {
        CGPoint(x: CGFloat.random(in: 0..<620, using: &random).rounded(), y: CGFloat.random(in: 0..<420, using: &random).rounded())
    }
}
