import Foundation
import TesseraCore

/// A table's drag and drop state: its delegates and the long press that lifts rows. A row
/// being dragged out of the table follows its updates.
@MainActor final class TableDragAndDrop: ItemStatePart {
    weak var table: UITableView?
    weak var dragDelegate: UITableViewDragDelegate?
    weak var dropDelegate: UITableViewDropDelegate?
    var dragInteractionEnabled = true
    var press: UILongPressGestureRecognizer?

    init(table: UITableView) { self.table = table }

    func follow(_ mapping: UpdateMapping) {
        guard let drag = TableDragController.current, drag.source === table else { return }
        drag.sourceFollows(mapping)
    }

    func forgetItems() {
        guard let drag = TableDragController.current, drag.source === table else { return }
        drag.forgetSource()
    }
}

extension UITableView {
    private var dragAndDrop: TableDragAndDrop {
        if let part = dragAndDropPart as? TableDragAndDrop { return part }
        let part = TableDragAndDrop(table: self)
        dragAndDropPart = part
        return part
    }

    /// Gives the rows to drag; a long press (0.5 s) lifts a row when set.
    public var dragDelegate: UITableViewDragDelegate? {
        get { dragAndDrop.dragDelegate }
        set { dragAndDrop.dragDelegate = newValue; updateRowDragPress() }
    }

    /// Takes drops over the table.
    public var dropDelegate: UITableViewDropDelegate? {
        get { dragAndDrop.dropDelegate }
        set { dragAndDrop.dropDelegate = newValue }
    }

    /// Whether rows can be dragged (true here, as on iPad; UIKit's default on iPhone is false).
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.dragInteractionEnabled }
        set { dragAndDrop.dragInteractionEnabled = newValue; updateRowDragPress() }
    }

    /// Whether a row of this table is being dragged.
    public var hasActiveDrag: Bool { TableDragController.current?.source === self }
    /// Whether a drag is over this table.
    public var hasActiveDrop: Bool { TableDragController.current?.destination === self }

    private func updateRowDragPress() {
        let wanted = dragDelegate != nil && dragInteractionEnabled
        if wanted, dragAndDrop.press == nil {
            let press = UILongPressGestureRecognizer()
            press.addHandler { [weak self] recognizer in self?.handleRowDragPress(recognizer) }
            addGestureRecognizer(press)
            dragAndDrop.press = press
        } else if !wanted, let press = dragAndDrop.press {
            removeGestureRecognizer(press)
            dragAndDrop.press = nil
        }
    }

    private func handleRowDragPress(_ press: UIGestureRecognizer) {
        DragPress.handle(press, begin: { if TableDragController.begin(in: self, at: $0) != nil { self.cancelRowTouch() } },
                         current: { TableDragController.current.flatMap { $0.source === self ? $0 : nil } })
    }
}
