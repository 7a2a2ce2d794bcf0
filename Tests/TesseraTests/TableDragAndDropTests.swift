import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// A list of words that rows can be dragged out of and dropped into.
private final class Words: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var words: [String]
    var log: [String] = []
    init(_ words: [String]) { self.words = words }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Word", for: indexPath)
        cell.textLabel?.text = words[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("lift \(words[indexPath.row])")
        let item = UIDragItem(itemProvider: NSItemProvider(object: words[indexPath.row] as NSString))
        item.localObject = words[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: session.localDragSession != nil && tableView.hasActiveDrag ? .move : .copy,
                                intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
              let word = item.dragItem.localObject as? String else { return }
        if let source = item.sourceIndexPath {
            log.append("move \(word) from \(source.row) to \(destination.row)")
            words.remove(at: source.row)
            words.insert(word, at: destination.row)
            tableView.moveRow(at: source, to: destination)
        } else {
            log.append("copy \(word) to \(destination.row)")
            words.insert(word, at: destination.row)
            tableView.insertRows(at: [destination], with: .automatic)
        }
        coordinator.drop(item.dragItem, toRowAt: destination)
    }
}

@MainActor struct TableDragAndDropTests {
    private func table(_ words: Words, frame: CGRect, in screen: HeadlessScreen) -> UITableView {
        let table = UITableView(frame: frame, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Word")
        table.dataSource = words
        table.dragDelegate = words
        table.dropDelegate = words
        screen.window.addSubview(table)
        return table
    }

    private func texts(_ table: UITableView) -> [String] { table.visibleCells.compactMap { $0.textLabel?.text } }

    @Test func aLongPressLiftsARowAndDroppingItLowerMovesIt() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let words = Words(["one", "two", "three", "four"])
        let list = table(words, frame: screen.window.bounds, in: screen)
        screen.runUntilIdle()
        // Lift "one" and drop it on the lower half of "three": after "three".
        let touch = screen.pressAndDrag(from: CGPoint(x: 100, y: 22), to: CGPoint(x: 100, y: 120))
        #expect(list.hasActiveDrag && list.hasActiveDrop)
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(words.log == ["lift one", "move one from 0 to 2"])
        #expect(texts(list) == ["two", "three", "one", "four"])
        #expect(!list.hasActiveDrag)
    }

    @Test func aRowDroppedOnAnotherTableIsCopiedThere() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let left = Words(["apple", "pear"]), right = Words(["kale"])
        let source = table(left, frame: CGRect(x: 0, y: 0, width: 320, height: 200), in: screen)
        let target = table(right, frame: CGRect(x: 0, y: 240, width: 320, height: 240), in: screen)
        screen.runUntilIdle()
        let touch = screen.pressAndDrag(from: CGPoint(x: 100, y: 66), to: CGPoint(x: 100, y: 240 + 10))
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(right.log == ["copy pear to 0"])
        #expect(texts(target) == ["pear", "kale"])
        #expect(texts(source) == ["apple", "pear"], "a copy leaves the source alone")
    }
}
