import Foundation

extension UICollectionView {
    /// Whether an item of this collection view is being dragged.
    public var hasActiveDrag: Bool { DragController.current?.source === self }
    /// Whether a drag is over this collection view.
    public var hasActiveDrop: Bool { DragController.current?.destination === self }

    /// Whether the item at `path` is being dragged out of this collection view.
    func dragState(of path: IndexPath) -> UICellConfigurationState.DragState {
        guard let drag = DragController.current, drag.source === self, drag.sourceIndexPaths.contains(path) else { return .none }
        return .dragging
    }

    /// Whether a drag over this collection view would drop into the item at `path`.
    func dropState(of path: IndexPath) -> UICellConfigurationState.DropState {
        guard let drag = DragController.current, drag.destination === self else { return .none }
        return drag.targetedIndexPath == path ? .targeted : .notTargeted
    }

    /// Asks the cells of `paths` (those on screen) to update their configurations.
    func updateConfigurations(of paths: [IndexPath?]) {
        for case let path? in paths { cellForItem(at: path)?.setNeedsUpdateConfiguration() }
    }

    /// Installs or removes the long press that lifts items, as the drag delegate and
    /// `dragInteractionEnabled` say. The press takes 0.5 s, as on an iPhone; the mouse's left
    /// button in the window host makes the same touches.
    func updateDragPress() {
        let wanted = dragDelegate != nil && dragInteractionEnabled
        if wanted, dragAndDrop.press == nil {
            let press = UILongPressGestureRecognizer()
            press.addHandler { [weak self] recognizer in self?.handleDragPress(recognizer) }
            addGestureRecognizer(press)
            dragAndDrop.press = press
        } else if !wanted, let press = dragAndDrop.press {
            removeGestureRecognizer(press)
            dragAndDrop.press = nil
        }
    }

    private func handleDragPress(_ press: UIGestureRecognizer) {
        DragPress.handle(press, begin: { _ = DragController.begin(in: self, at: $0) },
                         current: { DragController.current.flatMap { $0.source === self ? $0 : nil } })
    }

    /// Where dropped items would go for a finger at `point`, numbered as the data source
    /// numbers items (a drop's gap left out): the item under it when dropping into items, else
    /// the place between items nearest to it — before the item under the finger when over its
    /// first half (its top half for a row as wide as the view, its left half otherwise), after
    /// it when over the second. Past the last item: the end of the last section. Nil when the
    /// collection view has no sections.
    func dropIndexPath(at point: CGPoint, intoItem: Bool) -> IndexPath? {
        guard numberOfSections > 0 else { return nil }
        // Over the open gap (or the space around it): the gap stays where it is, so the items
        // making room do not make it jump back and forth.
        if let gap = dragAndDrop.gap, let frame = displayedAttributes(for: .cell(gap))?.frame, frame.insetBy(dx: -6, dy: -6).contains(point) {
            return gap
        }
        let near = CGRect(x: point.x - bounds.width, y: point.y - bounds.height, width: bounds.width * 2, height: bounds.height * 2)
        let cells = displayedAttributes(in: near).filter {
            $0.representedElementCategory == .cell && $0.indexPath.count == 2 && $0.indexPath != dragAndDrop.gap
        }
        func distance(_ frame: CGRect) -> CGFloat {
            let dx = max(frame.minX - point.x, 0, point.x - frame.maxX), dy = max(frame.minY - point.y, 0, point.y - frame.maxY)
            return hypot(dx, dy)
        }
        guard let nearest = cells.min(by: { (distance($0.frame), $0.indexPath) < (distance($1.frame), $1.indexPath) }) else {
            let last = numberOfSections - 1
            let gapHere = dragAndDrop.gap?.section == last ? 1 : 0
            return IndexPath(item: numberOfItems(inSection: last) - gapHere, section: last)
        }
        let frame = nearest.frame
        var path = nearest.indexPath
        if let gap = dragAndDrop.gap, gap.section == path.section, path.item > gap.item { path.item -= 1 }
        if intoItem, frame.contains(point) { return path }
        let wholeRow = frame.width >= bounds.width * 0.8
        let after = point.y > frame.maxY || (point.y >= frame.minY && (wholeRow ? point.y > frame.midY : point.x > frame.midX))
        return after ? IndexPath(item: path.item + 1, section: path.section) : path
    }
}
