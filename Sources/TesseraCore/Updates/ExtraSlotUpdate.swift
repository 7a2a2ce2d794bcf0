import Foundation

/// An app's batch update made while the collection view shows slots its data source does not
/// have (drop placeholders, the gap a drag opens): checked against the data source's own counts,
/// as the app wrote it, then written again in the numbering on screen, where each slot follows
/// the data item before it.
///
/// A slot sits before data item `anchor` of its section (after the items before it). After the
/// update it sits after the new place of the nearest item before it that stays in its section;
/// when none stays, before the nearest item after it that stays; else first. A slot whose
/// section is deleted or reloaded is gone. The shown
/// update names every remaining slot as a move, so the mapping it gives carries the slots too.
public struct ExtraSlotUpdate: Sendable {
    /// The update in the numbering on screen, for the shown counts.
    public let requests: [CollectionUpdateRequest]
    public let oldShownCounts: [Int]
    public let newShownCounts: [Int]
    /// Each slot's index path after the update (in the order given), nil when it is gone.
    public let slotsAfter: [IndexPath?]

    /// - Parameters:
    ///   - dataOldCounts, dataNewCounts: the data source's counts before and after.
    ///   - slots: where the slots show now (shown numbering), one index path each.
    ///   - requests: the app's update, in the data source's numbering.
    /// - Throws: ``InvalidUpdate`` when the update does not fit the data source's counts.
    public init(dataOldCounts: [Int], dataNewCounts: [Int], slots: [IndexPath], requests: [CollectionUpdateRequest]) throws {
        let data = try BatchUpdateValidator(oldCounts: dataOldCounts, newCounts: dataNewCounts).validate(requests)
        let old = SlotLayout(slots: slots.map { ($0.section, $0.item) })
        var arrived: [(section: Int, anchor: Int)?] = []
        for (index, slot) in slots.enumerated() {
            arrived.append(Self.arrival(of: old.anchors[index], in: slot.section, through: data, dataOldCounts: dataOldCounts))
        }
        let new = SlotLayout(anchors: arrived)
        oldShownCounts = dataOldCounts.indices.map { dataOldCounts[$0] + old.count(in: $0) }
        newShownCounts = dataNewCounts.indices.map { dataNewCounts[$0] + new.count(in: $0) }
        slotsAfter = arrived.indices.map { new.shown[$0].map { IndexPath(item: $0.item, section: $0.section) } }
        var shown = requests.map { Self.shown($0, old: old, new: new) }
        for (index, slot) in slots.enumerated() {
            guard let after = slotsAfter[index] else { continue }
            shown.append(.moveItem(slot, after))
        }
        self.requests = shown
    }

    /// Where a slot before data item `anchor` of `section` goes: its new section and anchor.
    private static func arrival(of anchor: Int, in section: Int, through data: UpdateMapping,
                                dataOldCounts: [Int]) -> (section: Int, anchor: Int)? {
        guard let newSection = data.newSection(forOld: section), !data.reloadedSections.contains(section) else { return nil }
        func staying(_ item: Int) -> Int? {
            guard let path = data.stayingIndexPath(forOld: IndexPath(item: item, section: section)), path.section == newSection else { return nil }
            return path.item
        }
        let count = dataOldCounts[section]
        for item in stride(from: min(anchor, count) - 1, through: 0, by: -1) {
            if let now = staying(item) { return (newSection, now + 1) }
        }
        for item in min(anchor, count)..<count {
            if let now = staying(item) { return (newSection, now) }
        }
        return (newSection, 0)
    }

    /// The request with its data source index paths written in the shown numbering: old paths
    /// (deletes, reloads, move sources) among the old slots, new ones among the new.
    private static func shown(_ request: CollectionUpdateRequest, old: SlotLayout, new: SlotLayout) -> CollectionUpdateRequest {
        switch request {
        case .insertItems(let paths): .insertItems(paths.map(new.shownPath(forData:)))
        case .deleteItems(let paths): .deleteItems(paths.map(old.shownPath(forData:)))
        case .reloadItems(let paths): .reloadItems(paths.map(old.shownPath(forData:)))
        case .moveItem(let from, let to): .moveItem(old.shownPath(forData: from), new.shownPath(forData: to))
        case .insertSections, .deleteSections, .reloadSections, .moveSection: request
        }
    }
}

/// Slots of one numbering: each with its section and anchor (the data item it sits before),
/// and where it shows.
private struct SlotLayout {
    /// By slot: the data item it sits before (old layout) — its anchor.
    var anchors: [Int] = []
    /// By slot: where it shows, nil when gone.
    var shown: [(section: Int, item: Int)?] = []
    /// By section: the anchors of its slots, sorted.
    private var sortedAnchors: [Int: [Int]] = [:]

    /// From the shown places of slots (old layout): anchors are found.
    init(slots: [(section: Int, item: Int)]) {
        for slot in slots {
            let before = slots.filter { $0.section == slot.section && $0.item < slot.item }.count
            anchors.append(slot.item - before)
            shown.append(slot)
        }
        index(slots.indices.map { (slots[$0].section, anchors[$0]) })
    }

    /// From anchors (new layout): shown places are found; slots with one anchor keep their order.
    init(anchors arrivals: [(section: Int, anchor: Int)?]) {
        for (index, arrival) in arrivals.enumerated() {
            anchors.append(arrival?.anchor ?? 0)
            guard let arrival else { shown.append(nil); continue }
            let before = arrivals[..<index].filter { $0?.section == arrival.section && $0!.anchor <= arrival.anchor }.count
                + arrivals[(index + 1)...].filter { $0?.section == arrival.section && $0!.anchor < arrival.anchor }.count
            shown.append((arrival.section, arrival.anchor + before))
        }
        index(arrivals.compactMap { $0 })
    }

    private mutating func index(_ placed: [(section: Int, anchor: Int)]) {
        for slot in placed { sortedAnchors[slot.section, default: []].append(slot.anchor) }
        for key in sortedAnchors.keys { sortedAnchors[key]?.sort() }
    }

    func count(in section: Int) -> Int { sortedAnchors[section]?.count ?? 0 }

    /// The shown index path of data item `path`: after the slots whose anchor is at or before it.
    func shownPath(forData path: IndexPath) -> IndexPath {
        guard path.count == 2, let anchors = sortedAnchors[path.section] else { return path }
        let before = anchors.filter { $0 <= path.item }.count
        return IndexPath(item: path.item + before, section: path.section)
    }
}
