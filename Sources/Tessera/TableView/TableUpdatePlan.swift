import Foundation
import TesseraCore

/// Which animation each inserted, deleted or reloaded row and section asked for.
struct TableRowAnimations {
    private var leavingRows: [IndexPath: UITableView.RowAnimation] = [:]
    private var arrivingRows: [IndexPath: UITableView.RowAnimation] = [:]
    private var leavingSections: [Int: UITableView.RowAnimation] = [:]
    private var arrivingSections: [Int: UITableView.RowAnimation] = [:]

    init(recorded: TableBatch.Recorded) {
        for (request, animation) in zip(recorded.requests, recorded.animations) {
            switch request {
            case .insertItems(let paths): for path in paths { arrivingRows[path] = animation }
            case .deleteItems(let paths): for path in paths { leavingRows[path] = animation }
            case .reloadItems(let paths):
                for path in paths { leavingRows[path] = animation; arrivingRows[path] = animation }
            case .insertSections(let set): for section in set { arrivingSections[section] = animation }
            case .deleteSections(let set): for section in set { leavingSections[section] = animation }
            case .reloadSections(let set):
                for section in set { leavingSections[section] = animation; arrivingSections[section] = animation }
            case .moveSection, .moveItem: break
            }
        }
    }

    /// The animation of an element that leaves (named by its old place).
    func leaving(_ element: TableGeometry.Element) -> UITableView.RowAnimation {
        if case .row(let section, let row) = element, let animation = leavingRows[IndexPath(row: row, section: section)] { return animation }
        return leavingSections[element.section] ?? .automatic
    }

    /// The animation of an element that arrives (named by its new place).
    func arriving(_ element: TableGeometry.Element) -> UITableView.RowAnimation {
        if case .row(let section, let row) = element, let animation = arrivingRows[IndexPath(row: row, section: section)] { return animation }
        return arrivingSections[element.section] ?? .automatic
    }

    /// Where an element that comes or goes with `animation` starts or ends, from its frame.
    @MainActor static func offscreen(_ attributes: UICollectionViewLayoutAttributes, _ animation: UITableView.RowAnimation) -> UICollectionViewLayoutAttributes {
        let moved = attributes.copy() as! UICollectionViewLayoutAttributes
        var frame = attributes.frame
        switch animation {
        case .fade, .automatic: moved.alpha = 0
        case .right: frame.origin.x += frame.width
        case .left: frame.origin.x -= frame.width
        case .top:
            frame.origin.y -= frame.height
            moved.alpha = 0
            moved.zIndex = -1
        case .bottom:
            frame.origin.y += frame.height
            moved.alpha = 0
            moved.zIndex = -1
        case .middle:
            frame = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
            moved.alpha = 0
        case .none: moved.isHidden = true
        }
        moved.frame = frame
        return moved
    }
}

extension TableGeometry.Element {
    var section: Int {
        switch self {
        case .header(let section), .footer(let section), .row(let section, _): section
        }
    }
}

/// One batch update on screen: views of rows that stay slide from where they were to where
/// they are; rows that arrive come in with their animation; rows that leave go with theirs
/// and then back to their pools. Runs on the collection view's `UpdateAnimator`.
@MainActor struct TableUpdatePlan {
    let table: UITableView
    let oldLayout: TableLayout
    let newLayout: TableLayout
    let mapping: UpdateMapping
    let animations: TableRowAnimations

    typealias Element = TableGeometry.Element

    func run(oldViews: [Element: UIView], completion: @escaping (Bool) -> Void) {
        let visible = table.pinningArea
        var survivors: [Element: UIView] = [:]
        var leaving: [UpdateAnimator<UIView, Element>.Leaving] = []
        for (element, view) in oldViews {
            if let target = newElement(for: element) {
                survivors[target] = view
            } else {
                let end = TableRowAnimations.offscreen(oldLayout.attributes(for: element, visible: visible), animations.leaving(element))
                leaving.append(.init(view: view, key: element, end: end))
            }
        }
        var moves: [UpdateAnimator<UIView, Element>.Move] = []
        // Cells retargeted or made here may lay out (a cell's editing controls, an app's
        // `cellForRowAt`); the table must not place views meanwhile, or it makes a second cell
        // for a row whose old cell this plan is about to hand over.
        table.placement.isHeld = true
        defer {
            table.placement.isHeld = false
            table.setNeedsLayout()
        }
        for attributes in newLayout.attributes(in: table.bounds, visible: visible) {
            let element = TableLayout.element(for: attributes)
            if let view = survivors.removeValue(forKey: element) {
                table.placement.visible[element] = view
                retarget(view, at: element)
                moves.append(.init(view: view, start: nil, end: attributes))
            } else if let view = arrivingView(element, attributes) {
                table.placement.visible[element] = view
                moves.append(.init(view: view, start: start(of: element, final: attributes), end: attributes))
            }
        }
        // Views that stay but end off screen still slide to their new place, then leave.
        for (element, view) in survivors {
            leaving.append(.init(view: view, key: element, end: newLayout.attributes(for: element, visible: visible)))
        }
        table.updateAnimator.animate(moves, leaving: leaving, duration: UITableView.updateAnimationDuration,
                                     recycle: { [weak table] view, key in table?.recycle(view, key: key) },
                                     finished: { [weak table] finished in
                                         table?.setNeedsLayout()
                                         completion(finished)
                                     })
    }

    /// Where an element of the old data is in the new, if it stays (a reloaded one does not).
    private func newElement(for element: Element) -> Element? {
        switch element {
        case .row(let section, let row):
            let old = IndexPath(row: row, section: section)
            guard !mapping.reloadedItems.contains(old), !mapping.reloadedSections.contains(section),
                  let new = mapping.newIndexPath(forOld: old) else { return nil }
            return .row(section: new.section, row: new.row)
        case .header(let section):
            guard !mapping.reloadedSections.contains(section), let new = mapping.newSection(forOld: section) else { return nil }
            return .header(section: new)
        case .footer(let section):
            guard !mapping.reloadedSections.contains(section), let new = mapping.newSection(forOld: section) else { return nil }
            return .footer(section: new)
        }
    }

    /// A row that existed starts where the old layout had it; a new one with its animation.
    private func start(of element: Element, final: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes? {
        if case .row(let section, let row) = element, !mapping.isInserted(IndexPath(row: row, section: section)),
           let old = mapping.oldIndexPath(forNew: IndexPath(row: row, section: section)) {
            let start = oldLayout.attributes(for: .row(section: old.section, row: old.row), visible: table.pinningArea)
            let moved = final.copy() as! UICollectionViewLayoutAttributes
            moved.frame = start.frame
            return moved
        }
        let animation = animations.arriving(element)
        return animation == .none ? nil : TableRowAnimations.offscreen(final, animation)
    }

    private func arrivingView(_ element: Element, _ attributes: UICollectionViewLayoutAttributes) -> UIView? {
        var view: UIView?
        UIView.performWithoutAnimation { view = table.makeView(for: element, attributes: attributes) }
        return view
    }

    /// A cell that stays now stands for its new row: its selection and corners follow.
    private func retarget(_ view: UIView, at element: Element) {
        guard case .row(let section, let row) = element, let cell = view as? UITableViewCell else { return }
        let path = IndexPath(row: row, section: section)
        cell.isSelected = table.selection.selected.contains(path)
        table.showSeparator(of: cell, at: path)
        cell.roundCorners(table.style == .insetGrouped ? table.roundedCorners(of: path) : [])
    }
}
