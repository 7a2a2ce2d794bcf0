import Foundation

/// A horizontal or vertical group's items along its axis: which subitems fit (the subitems
/// repeat while there is room, as in UIKit), their lengths, and the space around each, with
/// flexible spacings sharing what the items leave free.
@MainActor struct GroupLine {
    struct Slot {
        let item: NSCollectionLayoutItem
        var size: CGSize
        var before: CGFloat = 0, after: CGFloat = 0, across: CGFloat = 0
        var flexibleBefore = false, flexibleAfter = false
    }

    let group: NSCollectionLayoutGroup
    let frame: CGRect
    private var horizontal: Bool { group.isHorizontal }
    private var length: CGFloat { horizontal ? frame.width : frame.height }

    func place(supply: ItemSupply, record: (Int, CGRect, NSCollectionLayoutItem?) -> Void) {
        let spacing = group.interItemSpacing
        let gap = spacing?.spacing ?? 0
        let slots = fittingSlots(gap: gap, supply: supply)
        let used = slots.reduce(0) { $0 + $1.before + main($1.size) + $1.after } + gap * CGFloat(max(0, slots.count - 1))
        let flexibleGaps = spacing?.isFlexibleSpacing == true ? max(0, slots.count - 1) : 0
        let flexibleCount = slots.reduce(flexibleGaps) { $0 + ($1.flexibleBefore ? 1 : 0) + ($1.flexibleAfter ? 1 : 0) }
        let share = flexibleCount > 0 ? max(0, length - used) / CGFloat(flexibleCount) : 0
        var cursor = horizontal ? frame.minX : frame.minY
        for (n, slot) in slots.enumerated() {
            cursor += slot.before + (slot.flexibleBefore ? share : 0)
            let childFrame = horizontal
                ? CGRect(x: cursor, y: frame.minY + slot.across, width: slot.size.width, height: slot.size.height)
                : CGRect(x: frame.minX + slot.across, y: cursor, width: slot.size.width, height: slot.size.height)
            slot.item.place(in: childFrame, supply: supply, record: record)
            cursor += main(slot.size) + slot.after + (slot.flexibleAfter ? share : 0)
            if n + 1 < slots.count { cursor += gap + (flexibleGaps > 0 ? share : 0) }
        }
    }

    private func main(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }

    /// One pass over the subitems, then repeats of them while they fit (a count: exactly that
    /// many, sharing the length). In a horizontal group, an item whose width is an estimate
    /// takes the width its cell measured, when the items before it in the group are single
    /// items (so which data item it gets is known).
    private func fittingSlots(gap: CGFloat, supply: ItemSupply) -> [Slot] {
        let subitems = group.subitems
        var slots: [Slot] = []
        var used: CGFloat = 0
        let total = group.repeatCount ?? Int.max
        var index = 0
        var leavesAhead: Int? = 0
        // Each slot takes at least one data item: past the items left (and a margin for the
        // way flexible spacing spreads a last, partly filled group) more slots show nothing,
        // and a group millions of points long would allocate them all.
        let slotLimit = max(subitems.count, supply.end - supply.next, 1_000)
        while index < total {
            if index >= slotLimit {
                group.reportOnce("NSCollectionLayoutGroup: a group \(length) points long fits more than \(slotLimit) items; only \(slotLimit) slots are laid out")
                break
            }
            let item = subitems[index % subitems.count]
            var slot = makeSlot(item)
            if item is NSCollectionLayoutGroup {
                leavesAhead = nil
            } else if let ahead = leavesAhead {
                if horizontal, item.layoutSize.widthDimension.isEstimated, let data = supply.peek(ahead), let width = supply.measuredWidth(data) {
                    slot.size.width = width
                }
                leavesAhead = ahead + 1
            }
            if let count = group.repeatCount {
                let share = (length - gap * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { slot.size.width = share } else { slot.size.height = share }
            }
            let extent = slot.before + main(slot.size) + slot.after
            let start = used + (slots.isEmpty ? 0 : gap)
            if group.repeatCount == nil, index >= subitems.count, extent <= 0 || start + extent > length + 0.001 { break }
            // A spacing that cancels the item's length would never move on: one pass only.
            if group.repeatCount == nil, extent + gap <= 0 {
                group.reportOnce("NSCollectionLayoutGroup: interItemSpacing \(gap) does not advance past items \(extent) long; the group places one pass of its subitems")
                if index + 1 >= subitems.count { slots.append(slot); break }
            }
            slots.append(slot)
            used = start + extent
            index += 1
        }
        return slots
    }

    private func makeSlot(_ item: NSCollectionLayoutItem) -> Slot {
        var slot = Slot(item: item, size: item.layoutSize.resolve(in: frame.size))
        guard let edges = item.edgeSpacing else { return slot }
        let (lead, trail, cross) = horizontal ? (edges.leading, edges.trailing, edges.top) : (edges.top, edges.bottom, edges.leading)
        slot.before = lead?.spacing ?? 0
        slot.after = trail?.spacing ?? 0
        slot.flexibleBefore = lead?.isFlexibleSpacing ?? false
        slot.flexibleAfter = trail?.isFlexibleSpacing ?? false
        slot.across = cross?.spacing ?? 0
        return slot
    }
}
