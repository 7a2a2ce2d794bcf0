import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A cell showing one word.
final class WordCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemOrange
        label.textAlignment = .center
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// A collection view of words that drags its words out and takes words in, logging the
/// delegate calls in order.
@MainActor final class WordBoard: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let name: String
    var words: [String]
    var log: [String] = []
    var operation = UIDropOperation.move
    var intent = UICollectionViewDropProposal.Intent.insertAtDestinationIndexPath
    /// A careless delegate: each proposal flips between copying and forbidding.
    var flips = false
    /// Another: each proposal flips between dropping between items and into one.
    var flipsIntent = false
    /// The operations proposed, in order, with the intents and the index paths they were for.
    var proposed: [UIDropOperation] = []
    var proposedIntents: [(UICollectionViewDropProposal.Intent, IndexPath?)] = []
    /// What the drop was given.
    var dropped: (UICollectionViewDropProposal.Intent, IndexPath?)?
    var usePlaceholder = false
    /// The lifted preview's visible path, if any.
    var previewPath: UIBezierPath?
    /// Where drops from elsewhere send their preview instead of a cell, if anywhere.
    var previewTarget: UIDragPreviewTarget?
    let collectionView: UICollectionView

    init(name: String, words: [String], frame: CGRect) {
        self.name = name
        self.words = words
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "Word")
        collectionView.register(WordCell.self, forCellWithReuseIdentifier: "Placeholder")
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

    // MARK: Drag

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("\(name) items for beginning at \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: words[indexPath.item] as NSString))
        item.localObject = words[indexPath.item]
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) { log.append("\(name) drag will begin") }
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let previewPath else { return nil }
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = previewPath
        return parameters
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log.append("\(name) drag did end") }

    // MARK: Drop

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { log.append("\(name) drop did enter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) { log.append("\(name) drop did exit") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log.append("\(name) drop did end") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if log.last != "\(name) drop did update" { log.append("\(name) drop did update") }
        if flips { operation = operation == .copy ? .forbidden : .copy }
        if flipsIntent { intent = intent == .insertAtDestinationIndexPath ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath }
        proposed.append(operation)
        proposedIntents.append((intent, destinationIndexPath))
        return UICollectionViewDropProposal(operation: operation, intent: intent)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        dropped = (coordinator.proposal.intent, coordinator.destinationIndexPath)
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: words.count, section: 0)
        let item = coordinator.items[0]
        log.append("\(name) perform drop at \(destination.item) from \(item.sourceIndexPath.map { "\($0.item)" } ?? "elsewhere")")
        if let source = item.sourceIndexPath {
            // A move within this board.
            collectionView.performBatchUpdates {
                let word = words.remove(at: source.item)
                words.insert(word, at: min(destination.item, words.count))
                collectionView.deleteItems(at: [source])
                collectionView.insertItems(at: [IndexPath(item: min(destination.item, words.count - 1), section: 0)])
            }
            coordinator.drop(item.dragItem, toItemAt: IndexPath(item: min(destination.item, words.count - 1), section: 0))
        } else if let previewTarget {
            log.append("\(name) drop to a target")
            coordinator.drop(item.dragItem, to: previewTarget).addCompletion { _ in self.log.append("\(self.name) preview landed") }
        } else if usePlaceholder {
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Placeholder")
            placeholder.cellUpdateHandler = { ($0 as? WordCell)?.label.text = "Loading…" }
            let context = coordinator.drop(item.dragItem, to: placeholder)
            let loaded = loadedSignal, gate = loadGate
            placeholderLoaded = loaded
            item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                gate.wait()   // a slow load: the test says when it finishes
                // As in UIKit, the provider calls back on a background queue: hop to the main thread.
                MainLoop.performOnMainThread {
                    context.commitInsertion { path in self.words.insert(text ?? "?", at: path.item) }
                }
                loaded.signal()
            }
        } else {
            coordinator.session.loadObjects(ofClass: String.self) { texts in
                self.log.append("\(self.name) loaded \(texts)")
                self.words.insert(contentsOf: texts, at: destination.item)
                collectionView.insertItems(at: [destination])
            }
        }
    }
    var placeholderLoaded: DispatchSemaphore?
    /// Signalled once for each placeholder's data loaded (after its commit is queued).
    let loadedSignal = DispatchSemaphore(value: 0)
    let loadGate = DispatchSemaphore(value: 0)
}

/// Drag and drop within one collection view and between two, driven by a long press and drag.
@MainActor struct DragAndDropTests {
    func setUp(words: [String] = ["ant", "bee", "cat", "dog", "eel", "fox"]) -> (HeadlessScreen, WordBoard, WordBoard) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let left = WordBoard(name: "left", words: words, frame: CGRect(x: 0, y: 0, width: 290, height: 400))
        let right = WordBoard(name: "right", words: ["yak", "zebu"], frame: CGRect(x: 310, y: 0, width: 290, height: 400))
        keptAlive.append(contentsOf: [left, right])
        screen.window.addSubview(left.collectionView)
        screen.window.addSubview(right.collectionView)
        screen.runUntilIdle()
        return (screen, left, right)
    }

    func center(of board: WordBoard, _ item: Int) throws -> CGPoint {
        let cell = try #require(board.collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    func shownWords(_ board: WordBoard) -> [String] {
        board.collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (board.collectionView.cellForItem(at: $0) as? WordCell)?.label.text
        }
    }

    @Test func dragWithinOneCollectionViewMovesTheItem() throws {
        let (screen, left, _) = setUp()
        // "ant" (item 0) carried to where "dog" (item 3) was: a gap opens there as it comes (dog
        // makes room) and stays under the finger; dropped, ant goes before dog — index 2 once
        // ant has left its place (UIKit's destination for a move within one collection view).
        let from = try center(of: left, 0)
        let dog = try center(of: left, 3)
        let touch = screen.pressAndDrag(from: from, to: CGPoint(x: dog.x + 20, y: dog.y))
        #expect(left.collectionView.hasActiveDrag)
        #expect(left.collectionView.hasActiveDrop)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(left.log == ["left items for beginning at 0", "left drag will begin", "left drop did enter", "left drop did update",
                             "left perform drop at 2 from 0", "left drop did end", "left drag did end"])
        #expect(left.words == ["bee", "cat", "ant", "dog", "eel", "fox"])
        #expect(shownWords(left) == left.words)
        #expect(!left.collectionView.hasActiveDrag)
        // The preview landed and left the window; the dropped cell shows.
        #expect(screen.window.subviews.count == 2)
        #expect(left.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isHidden == false)
    }

    @Test func dragBetweenTwoCollectionViewsCopiesTheText() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        let from = try center(of: left, 1)
        let zebu = try center(of: right, 1)
        // Past "zebu" (which makes room as the gap follows the finger): the gap ends after it.
        let touch = screen.pressAndDrag(from: from, to: CGPoint(x: zebu.x + 130, y: zebu.y), duration: 0.6)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(left.log == ["left items for beginning at 1", "left drag will begin", "left drop did enter", "left drop did update",
                             "left drop did exit", "left drag did end"])
        #expect(right.log == ["right drop did enter", "right drop did update", "right perform drop at 2 from elsewhere",
                              "right drop did end", "right loaded [\"bee\"]"])
        #expect(right.words == ["yak", "zebu", "bee"])
        #expect(shownWords(right) == ["yak", "zebu", "bee"])
        #expect(left.words == ["ant", "bee", "cat", "dog", "eel", "fox"])
    }

    @Test func aGapOpensWhereTheItemsWouldGoAndClosesWhenTheDragLeaves() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        let zebu = try #require(right.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let zebuHome = zebu.frame
        let yak = try center(of: right, 0)
        // Over the right half of "yak": the gap opens after it and "zebu" slides one place on.
        let touch = screen.pressAndDrag(from: try center(of: left, 3), to: CGPoint(x: yak.x + 25, y: yak.y), duration: 0.5)
        screen.advance(by: 0.5)
        #expect(zebu.frame.minX > zebuHome.maxX, "zebu made room: \(zebu.frame) from \(zebuHome)")
        #expect(right.words == ["yak", "zebu"], "the data source has not heard of the gap")
        // Back over the left board: the gap closes.
        let home = try center(of: left, 3)
        touch.update(to: home, phase: .moved, timestamp: screen.now)
        screen.send([touch])
        screen.advance(by: 0.5)
        #expect(zebu.frame == zebuHome)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(right.words == ["yak", "zebu"])
    }

    @Test func aForbiddenDropFliesBackAndChangesNothing() throws {
        let (screen, left, right) = setUp()
        right.operation = .forbidden
        let from = try center(of: left, 0)
        let touch = screen.pressAndDrag(from: from, to: try center(of: right, 0))
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(!right.log.contains { $0.contains("perform drop") })
        #expect(right.words == ["yak", "zebu"])
        #expect(left.log.last == "left drag did end")
        #expect(screen.window.subviews.count == 2, "the preview is gone")
    }

    @Test func theProposalTheUserLastSawDecidesTheDrop() throws {
        // A delegate whose proposal flips at every move: the drop follows the last one shown.
        for duration in [0.3, 0.32, 0.34, 0.36] {
            let (screen, left, right) = setUp()
            right.flips = true
            right.operation = .forbidden
            let touch = screen.pressAndDrag(from: try center(of: left, 0), to: try center(of: right, 0), duration: duration)
            let seen = try #require(right.proposed.last)
            screen.lift(touch)
            screen.runUntilIdle()
            let dropped = right.log.contains { $0.contains("perform drop") }
            #expect(dropped == (seen == .copy), "last proposal seen: \(seen == .copy ? "copy" : "forbidden"), dropped: \(dropped)")
        }
    }

    @Test func aDropIsMadeAsTheLastProposalSaysWhenIntentsFlip() throws {
        for duration in [0.3, 0.34] {
            let (screen, left, right) = setUp()
            right.operation = .copy
            right.flipsIntent = true
            let touch = screen.pressAndDrag(from: try center(of: left, 0), to: try center(of: right, 0), duration: duration)
            let seen = try #require(right.proposedIntents.last)
            screen.lift(touch)
            screen.runUntilIdle()
            let dropped = try #require(right.dropped)
            #expect(dropped.0 == seen.0, "dropped with intent \(dropped.0.rawValue), the user last saw \(seen.0.rawValue)")
            #expect(dropped.1 == seen.1)
        }
    }

    @Test func aPlaceholderShowsUntilTheDataLoads() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        right.usePlaceholder = true
        let touch = screen.pressAndDrag(from: try center(of: left, 2), to: try center(of: right, 0))
        screen.lift(touch)
        screen.advance(by: 0.05)
        // The placeholder is where the drop went; the data source has not heard of it.
        #expect(right.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(right.words == ["yak", "zebu"])
        #expect(right.collectionView.hasUncommittedUpdates)
        #expect(shownWords(right) == ["Loading…", "yak", "zebu"])
        right.loadGate.signal()
        _ = right.placeholderLoaded?.wait(timeout: .now() + 5)
        screen.runUntilIdle()
        #expect(right.words == ["cat", "yak", "zebu"])
        #expect(shownWords(right) == ["cat", "yak", "zebu"])
        #expect(!right.collectionView.hasUncommittedUpdates)
    }

    @Test func theAppsUpdatesWhileADragHoversAreValidAndTheGapFollows() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        var problems: [String] = []
        UICollectionView.inconsistencyHandler = { problems.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        let yak = try center(of: right, 0)
        // The gap opens after "yak" (data item 1's place).
        let touch = screen.pressAndDrag(from: try center(of: left, 3), to: CGPoint(x: yak.x + 25, y: yak.y), duration: 0.5)
        screen.advance(by: 0.5)
        #expect(right.collectionView.numberOfItems(inSection: 0) == 3, "two words and the gap")
        func places() -> [String] {
            (0..<right.collectionView.numberOfItems(inSection: 0)).map {
                right.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)).map { ($0 as? WordCell)?.label.text ?? "gap" } ?? "?"
            }
        }
        let before = places()
        #expect(before.filter { $0 == "gap" }.count == 1)
        right.collectionView.performBatchUpdates {
            right.words.insert("ape", at: 0)
            right.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        screen.advance(by: 0.5)
        #expect(problems.isEmpty, "a valid update is not an inconsistency: \(problems)")
        #expect(shownWords(right) == ["ape", "yak", "zebu"])
        #expect(places() == ["ape"] + before, "the gap kept its place among the words: \(places())")
        right.collectionView.reloadData()
        screen.advance(by: 0.1)
        #expect(right.collectionView.numberOfItems(inSection: 0) == right.words.count, "a reload closes the gap")
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(problems.isEmpty, "\(problems)")
        #expect(shownWords(right) == right.words)
    }

    @Test func theAppsUpdatesWhileAPlaceholderWaitsAreValidAndItFollowsItsPlace() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        right.usePlaceholder = true
        var problems: [String] = []
        UICollectionView.inconsistencyHandler = { problems.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        let zebu = try center(of: right, 1)
        let touch = screen.pressAndDrag(from: try center(of: left, 2), to: CGPoint(x: zebu.x + 25, y: zebu.y))
        screen.lift(touch)
        screen.advance(by: 0.05)
        #expect(shownWords(right) == ["yak", "Loading…", "zebu"])
        // The app deletes yak and inserts two words at the front, in its own numbering.
        right.collectionView.performBatchUpdates {
            right.words.remove(at: 0)
            right.words.insert(contentsOf: ["owl", "pig"], at: 0)
            right.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            right.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        screen.runUntilIdle()
        #expect(problems.isEmpty, "\(problems)")
        // yak went: the placeholder stays before zebu.
        #expect(shownWords(right) == ["owl", "pig", "Loading…", "zebu"])
        #expect(right.collectionView.hasUncommittedUpdates)
        right.loadGate.signal()
        _ = right.placeholderLoaded?.wait(timeout: .now() + 5)
        screen.runUntilIdle()
        #expect(right.words == ["owl", "pig", "cat", "zebu"], "committed where the placeholder had moved to")
        #expect(shownWords(right) == right.words)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aDragFollowsItsItemThroughTheAppsUpdatesAndTheDropNamesIt() throws {
        let (screen, left, _) = setUp()
        var problems: [String] = []
        UICollectionView.inconsistencyHandler = { problems.append($0) }
        defer { UICollectionView.inconsistencyHandler = nil }
        // "cat" (item 2) is lifted; while it is carried the app inserts two words at the front.
        let touch = screen.pressAndDrag(from: try center(of: left, 2), to: try center(of: left, 5))
        left.collectionView.performBatchUpdates {
            left.words.insert(contentsOf: ["ape", "asp"], at: 0)
            left.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }
        screen.advance(by: 0.4)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(problems.isEmpty, "\(problems)")
        let drop = try #require(left.log.first { $0.hasPrefix("left perform drop") })
        #expect(drop.hasSuffix("from 4"), "the drop names cat where it is now: \(drop)")
        #expect(left.words.filter { $0 == "cat" }.count == 1)
        #expect(Set(left.words) == ["ape", "asp", "ant", "bee", "cat", "dog", "eel", "fox"], "nothing lost: \(left.words)")
        #expect(shownWords(left) == left.words)
    }

    @Test func aCommitAfterAnotherPlaceholderIsGivenTheDataSourcesIndexPath() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        right.usePlaceholder = true
        // Two drops behind placeholders at the front: the second shows before the first.
        for item in [1, 3] {
            let touch = screen.pressAndDrag(from: try center(of: left, item), to: try center(of: right, 0))
            screen.lift(touch)
            screen.advance(by: 0.6)
        }
        #expect(shownWords(right) == ["Loading…", "Loading…", "yak", "zebu"])
        // The first drop's load finishes: its placeholder is at shown place 1, data place 0.
        right.loadGate.signal()
        _ = right.loadedSignal.wait(timeout: .now() + 5)
        screen.runUntilIdle()
        #expect(right.words.first == "bee" || right.words.first == "dog", "inserted at the data source's place 0: \(right.words)")
        #expect(right.words.count == 3)
        right.loadGate.signal()
        _ = right.loadedSignal.wait(timeout: .now() + 5)
        screen.runUntilIdle()
        #expect(Set(right.words) == ["bee", "dog", "yak", "zebu"], "\(right.words)")
        #expect(shownWords(right) == right.words)
    }

    @Test func reloadDataDeletesAWaitingPlaceholder() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        right.usePlaceholder = true
        let touch = screen.pressAndDrag(from: try center(of: left, 2), to: try center(of: right, 0))
        screen.lift(touch)
        screen.advance(by: 0.05)
        #expect(right.collectionView.hasUncommittedUpdates)
        right.collectionView.reloadData()
        screen.runUntilIdle()
        #expect(!right.collectionView.hasUncommittedUpdates)
        #expect(shownWords(right) == ["yak", "zebu"])
        right.loadGate.signal()
        _ = right.placeholderLoaded?.wait(timeout: .now() + 5)
        screen.runUntilIdle()
        #expect(right.words == ["yak", "zebu"], "the deleted placeholder's commit does nothing")
        #expect(shownWords(right) == right.words)
    }

    @Test func aVisiblePathCutsTheLiftedPreviewToItsShape() throws {
        let (screen, left, _) = setUp()
        // A circle inside the 80 × 60 cell.
        left.previewPath = UIBezierPath(ovalIn: CGRect(x: 10, y: 0, width: 60, height: 60))
        let from = try center(of: left, 0)
        let touch = screen.pressAndDrag(from: from, to: CGPoint(x: 200, y: 300))
        screen.advance(by: 0.3)
        let preview = try #require(screen.window.subviews.last)
        #expect(preview.bounds.size == CGSize(width: 80, height: 60))
        let image = screen.renderImage()
        let middle = preview.convert(CGPoint(x: 40, y: 30), to: nil)
        let corner = preview.convert(CGPoint(x: 3, y: 3), to: nil)
        let inside = image.rgba(x: Int(middle.x), y: Int(middle.y))
        let outside = image.rgba(x: Int(corner.x), y: Int(corner.y))
        #expect(inside.r > 200 && inside.b < 100, "orange inside the circle: \(inside)")
        #expect(outside.r > 240 && outside.g > 240 && outside.b > 240, "the window's white outside it: \(outside)")
        screen.lift(touch)
        screen.runUntilIdle()
    }

    @Test func aDropToAPreviewTargetFliesThereAndReportsLanding() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        let badge = UIView(frame: CGRect(x: 100, y: 300, width: 40, height: 40))
        right.collectionView.addSubview(badge)
        right.previewTarget = UIDragPreviewTarget(container: badge, center: CGPoint(x: 20, y: 20),
                                                  transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
        let touch = screen.pressAndDrag(from: try center(of: left, 1), to: try center(of: right, 0))
        screen.lift(touch)
        screen.advance(by: 0.2)
        let preview = try #require(screen.window.subviews.last)
        let target = badge.convert(CGPoint(x: 20, y: 20), to: nil)
        #expect(preview.layer.presentation()?.position != target, "on its way")
        screen.runUntilIdle()
        #expect(right.log.contains("right drop to a target"))
        #expect(right.log.last == "right preview landed")
        #expect(screen.window.subviews.count == 2, "the preview left when it arrived")
        #expect(preview.center == target)
        #expect(preview.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
    }

    @Test func theLiftedPreviewAndTheInsertionBarShowInTheFrame() throws {
        let (screen, left, _) = setUp()
        let from = try center(of: left, 0)
        let cat = try center(of: left, 2)
        // Over the left half of "cat": the bar goes along its left edge.
        let touch = screen.pressAndDrag(from: from, to: CGPoint(x: cat.x - 20, y: cat.y + 80))
        screen.advance(by: 0.3)
        let image = screen.renderImage()
        if let directory = ProcessInfo.processInfo.environment["TESSERA_FRAMES"] {
            try image.pngData().write(to: URL(fileURLWithPath: directory).appendingPathComponent("drag-lifted.png"))
        }
        // The preview (orange, the lifted "ant") is under the finger, a row below "cat".
        let under = image.rgba(x: Int(cat.x - 20), y: Int(cat.y + 80))
        #expect(under.r > 200 && under.g > 100 && under.b < 80, "orange under the finger: \(under)")
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(left.words.first == "bee")
    }

    @Test func droppingIntoAnItemNamesThatItemAndOutlinesIt() throws {
        let (screen, left, right) = setUp()
        right.operation = .copy
        right.intent = .insertIntoDestinationIndexPath
        let zebu = try center(of: right, 1)
        // Over the right half of "zebu": between items that would be after it; into items, it.
        let touch = screen.pressAndDrag(from: try center(of: left, 0), to: CGPoint(x: zebu.x + 20, y: zebu.y))
        screen.advance(by: 0.3)
        // The outline: a blue border around "zebu", 1 point inside its left edge.
        let cell = try #require(right.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let edge = cell.convert(CGPoint(x: 1, y: cell.bounds.midY), to: nil)
        let color = screen.renderImage().rgba(x: Int(edge.x), y: Int(edge.y))
        #expect(color.b > 200 && color.r < 80, "blue outline: \(color)")
        // The cells' states say so: the lifted one is dragging, the one under it targeted.
        #expect(left.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.cellDragState == .dragging)
        #expect(cell.configurationState.cellDropState == .targeted)
        #expect(right.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.cellDropState == .notTargeted)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(right.log.contains("right perform drop at 1 from elsewhere"))
        #expect(left.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.cellDragState == DragState.none)
    }
}

/// Item providers carry texts and images within the app.
@MainActor struct ItemProviderTests {
    @Test func textAndImagesLoadByClassAndAWrongClassSaysWhatIsCarried() throws {
        let text = NSItemProvider(object: "hello" as NSString)
        #expect(text.canLoadObject(ofClass: String.self))
        #expect(!text.canLoadObject(ofClass: UIImage.self))
        #expect(text.hasItemConformingToTypeIdentifier("public.text"))
        let loaded = DispatchSemaphore(value: 0)
        let log = MessageLog()
        text.loadObject(ofClass: String.self) { value, _ in log.append(value ?? "nil"); loaded.signal() }
        text.loadObject(ofClass: UIImage.self) { _, error in log.append("\(error.map { "\($0)" } ?? "no error")"); loaded.signal() }
        _ = loaded.wait(timeout: .now() + 5)
        _ = loaded.wait(timeout: .now() + 5)
        #expect(log.all.contains("hello"))
        #expect(log.all.contains { $0.contains("cannot load an object of class UIImage; the provider carries public.utf8-plain-text") })
        let image = UIImage(backing: TestBacking(), scale: 1)
        let picture = NSItemProvider(object: image)
        #expect(picture.canLoadObject(ofClass: UIImage.self))
        #expect(picture.registeredTypeIdentifiers.contains("public.png"))
    }
}

typealias DragState = UICellConfigurationState.DragState

final class TestBacking: ImageBacking {
    let pixelWidth = 2
    let pixelHeight = 2
}
