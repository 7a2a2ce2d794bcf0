import Foundation
import TesseraCore

/// Looks one screen ahead of where a collection view scrolls: names the items there to the
/// prefetch data source, and prepares their cells in idle time between frames (iOS 15's cell
/// prefetching), so a cell coming on screen is ready instead of being made in the frame.
///
/// The band ahead is looked at again only when the visible edge has moved a quarter screen or
/// the direction reversed (by 20 points or more: jitter back and forth is not a reversal), so a
/// scroll frame usually costs one comparison; the work then is proportional to the items in
/// one screen, never to the number of items.
@MainActor final class CollectionPrefetcher: IdleTask, ItemStatePart {
    weak var collectionView: UICollectionView?
    /// Items named to the data source (or queued for a cell), with their frames, not yet shown.
    private var named: [IndexPath: CGRect] = [:]
    /// Items whose cells to prepare, nearest first.
    private var queue: [IndexPath] = []
    /// Cells made ahead, not on screen yet.
    private(set) var prepared: [IndexPath: UICollectionViewCell] = [:]
    private var lastOrigin: CGPoint?
    /// +1 down or right, -1 up or left.
    private var direction: CGFloat = 1
    private var lookedAtEdge: CGFloat?
    /// The band looked at last: the next look asks the layout only about what lies beyond it.
    private var lookedBand: CGRect?
    /// How far the view has moved against `direction` since it last moved with it: a reversal
    /// counts once it passes ``reversalDistance`` (a finger's jitter does not cancel anything).
    private var against: CGFloat = 0
    static let reversalDistance: CGFloat = 20
    /// Cells prepared ahead so far, for tests and frame statistics.
    private(set) var preparedCount = 0

    /// After a layout pass: notes the direction and, when the view moved far enough, looks at
    /// the band ahead.
    func update() {
        // While shown index paths are not the data source's (a drag's gap, placeholders, an
        // item being moved), nothing is named ahead.
        guard let cv = collectionView, cv.isPrefetchingEnabled, cv.hasLoadedCounts, !cv.showsExtraSlots, cv.interactiveMovement == nil else { return }
        let bounds = cv.bounds
        let vertical = cv.contentSize.height > bounds.height + 0.5 || cv.contentSize.width <= bounds.width + 0.5
        let moved = lastOrigin.map { vertical ? bounds.minY - $0.y : bounds.minX - $0.x } ?? 0
        lastOrigin = bounds.origin
        if moved * direction > 0 {
            against = 0
        } else if moved != 0 {
            against += abs(moved)
            if against >= Self.reversalDistance {
                direction = -direction
                against = 0
                reverse()
            }
        }
        let edge = vertical ? (direction > 0 ? bounds.maxY : bounds.minY) : (direction > 0 ? bounds.maxX : bounds.minX)
        let length = vertical ? bounds.height : bounds.width
        if let looked = lookedAtEdge, abs(edge - looked) < length / 4 { return }
        lookedAtEdge = edge
        let ahead = band(ahead: bounds, vertical: vertical)
        defer { lookedBand = ahead }
        if let last = lookedBand, overlaps(last, ahead) {
            // Steady scrolling: only the part of the band that was not ahead before is new.
            lookAhead(in: beyond(last, in: ahead, vertical: vertical), visible: bounds)
        } else {
            // A jump, or the first look: what was named and is now neither ahead nor on screen
            // was passed by.
            cancel(named.compactMap { !overlaps($0.value, ahead) && !overlaps($0.value, bounds) ? $0.key : nil })
            lookAhead(in: ahead, visible: bounds)
        }
    }

    /// The part of `band` beyond `last`'s far edge in the scrolling direction (empty if none).
    private func beyond(_ last: CGRect, in band: CGRect, vertical: Bool) -> CGRect {
        switch (vertical, direction > 0) {
        case (true, true): return CGRect(x: band.minX, y: last.maxY, width: band.width, height: max(0, band.maxY - last.maxY))
        case (true, false): return CGRect(x: band.minX, y: band.minY, width: band.width, height: max(0, last.minY - band.minY))
        case (false, true): return CGRect(x: last.maxX, y: band.minY, width: max(0, band.maxX - last.maxX), height: band.height)
        case (false, false): return CGRect(x: band.minX, y: band.minY, width: max(0, last.minX - band.minX), height: band.height)
        }
    }

    /// One screen beyond the visible rectangle in the scrolling direction.
    private func band(ahead bounds: CGRect, vertical: Bool) -> CGRect {
        switch (vertical, direction > 0) {
        case (true, true): return CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: bounds.height)
        case (true, false): return CGRect(x: bounds.minX, y: bounds.minY - bounds.height, width: bounds.width, height: bounds.height)
        case (false, true): return CGRect(x: bounds.maxX, y: bounds.minY, width: bounds.width, height: bounds.height)
        case (false, false): return CGRect(x: bounds.minX - bounds.width, y: bounds.minY, width: bounds.width, height: bounds.height)
        }
    }

    private func lookAhead(in band: CGRect, visible: CGRect) {
        guard let cv = collectionView, band.width > 0, band.height > 0 else { return }
        var fresh: [IndexPath] = []
        for (key, frame) in cv.displayedElements(in: band) where key.category == .cell {
            let path = key.indexPath
            guard named[path] == nil, overlaps(frame, band), !overlaps(frame, visible), cv.isValid(key),
                  cv.visibleViews[key] == nil else { continue }
            named[path] = frame
            fresh.append(path)
        }
        guard !fresh.isEmpty else { return }
        fresh.sort()
        if direction < 0 { fresh.reverse() }
        cv.prefetchDataSource?.collectionView(cv, prefetchItemsAt: fresh)
        // Items shown or cancelled since leave the queue (it never holds more than the band).
        queue.removeAll { named[$0] == nil }
        queue.append(contentsOf: fresh)
        MainLoop.shared.addIdleTask(self)
    }

    /// Whether two rectangles share some area: a row that only touches the band's far edge is
    /// not in it (Foundation's `intersects` counts touching edges).
    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The direction reversed: what was named ahead is now behind.
    private func reverse() {
        cancel(Array(named.keys))
        lookedAtEdge = nil
        lookedBand = nil
    }

    private func cancel(_ paths: [IndexPath]) {
        guard !paths.isEmpty, let cv = collectionView else { return }
        for path in paths {
            named[path] = nil
            if let cell = prepared.removeValue(forKey: path) { cv.returnUnshownCell(cell) }
        }
        queue.removeAll { named[$0] == nil }
        cv.prefetchDataSource?.collectionView(cv, cancelPrefetchingForItemsAt: paths.sorted())
    }

    /// The cell made ahead for `path`, if any, handed over to be shown.
    func takeCell(for path: IndexPath) -> UICollectionViewCell? {
        named[path] = nil
        return prepared.removeValue(forKey: path)
    }

    /// The item came on screen (made the usual way): nothing more to do for it.
    func shown(_ path: IndexPath) {
        guard named.removeValue(forKey: path) != nil else { return }
        if let cell = prepared.removeValue(forKey: path) { collectionView?.returnUnshownCell(cell) }
    }

    /// Forgets everything (a reload or batch update renumbers the items); cells made ahead go
    /// back to the reuse pools.
    /// What was named is stale after an update or a reload: start again.
    func follow(_ mapping: UpdateMapping) { reset() }
    func forgetItems() { reset() }

    func reset() {
        named.removeAll()
        queue.removeAll()
        for cell in prepared.values { collectionView?.returnUnshownCell(cell) }
        prepared.removeAll()
        lookedAtEdge = nil
        lookedBand = nil
        MainLoop.shared.removeIdleTask(self)
    }

    func performIdleStep() -> Bool {
        guard let cv = collectionView, cv.isPrefetchingEnabled, !cv.showsExtraSlots, cv.interactiveMovement == nil else { return false }
        while !queue.isEmpty {
            let path = queue.removeFirst()
            guard named[path] != nil, prepared[path] == nil, cv.visibleViews[.cell(path)] == nil,
                  let cell = cv.makeCellAhead(for: path) else { continue }
            prepared[path] = cell
            preparedCount += 1
            return true
        }
        return false
    }
}
