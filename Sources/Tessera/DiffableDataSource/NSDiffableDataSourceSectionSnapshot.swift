import Foundation

/// One section's items as an outline (iOS 14): items with children, each parent expanded or
/// collapsed. Applied to a section, the section shows its ``visibleItems``: the root items and
/// the children of expanded parents, depth first.
///
/// Mistakes (appending under a parent that is not there, an item twice, inserting next to a
/// missing item) are reported with the items named and change nothing.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable>: Equatable {
    private var roots: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    private var known: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children).
    public var items: [ItemIdentifierType] { depthFirst(from: roots, onlyVisible: false) }
    /// The items shown: roots, and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] { depthFirst(from: roots, onlyVisible: true) }
    public var rootItems: [ItemIdentifierType] { roots }

    public func contains(_ item: ItemIdentifierType) -> Bool { known.contains(item) }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    /// How deep an item is: 0 for a root.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = parents[current] { level += 1; current = parent }
        return level
    }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether an item shows: a root, or all its ancestors expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard known.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The outline under `parent` (its descendants, with `parent` as the root when included).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        guard known.contains(parent) else {
            TesseraDiagnostics.report("NSDiffableDataSourceSectionSnapshot.snapshot(of:): \(parent) is not in the snapshot")
            return result
        }
        if includingParent { result.append([parent]) }
        copy(childrenOf: parent, under: includingParent ? parent : nil, into: &result)
        return result
    }

    /// A text picture of the outline, one item a line, indented by level, "+"/"-" for
    /// collapsed/expanded parents.
    public func visualDescription() -> String {
        items.map { item in
            let mark = children[item]?.isEmpty == false ? (expanded.contains(item) ? "- " : "+ ") : "  "
            return String(repeating: "  ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds items at the end of `parent`'s children (or of the roots).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard check(new: items, near: parent, "append(_:to:)") else { return }
        if let parent { children[parent, default: []] += items } else { roots += items }
        adopt(items, parent: parent)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    /// Removes items and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where known.contains(item) {
            for child in children[item] ?? [] { delete([child]) }
            if let parent = parents[item] { children[parent]?.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
            children[item] = nil; parents[item] = nil
            expanded.remove(item); known.remove(item)
        }
    }

    public mutating func deleteAll() { self = Self() }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where known.contains(item) { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Puts `snapshot`'s items under `parent` (or at the roots' end).
    public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        for root in snapshot.roots { snapshot.copy(childrenOf: root, under: root, into: &self) }
        expanded.formUnion(snapshot.expanded)
    }

    // MARK: Private

    private mutating func insert(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
        guard known.contains(item) else {
            TesseraDiagnostics.report("NSDiffableDataSourceSectionSnapshot.insert: \(item) is not in the snapshot; \(items) not inserted")
            return
        }
        let parent = parents[item]
        guard check(new: items, near: parent, "insert") else { return }
        func place(_ list: inout [ItemIdentifierType]) {
            let index = list.firstIndex(of: item)! + (after ? 1 : 0)
            list.insert(contentsOf: items, at: index)
        }
        if let parent { place(&children[parent, default: []]) } else { place(&roots) }
        adopt(items, parent: parent)
    }

    private mutating func adopt(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) {
        for item in items {
            known.insert(item)
            if let parent { parents[item] = parent }
        }
    }

    /// Whether `items` may be added under `parent`: the parent exists, and no item is there yet
    /// or repeated.
    private func check(new items: [ItemIdentifierType], near parent: ItemIdentifierType?, _ call: String) -> Bool {
        if let parent, !known.contains(parent) {
            TesseraDiagnostics.report("NSDiffableDataSourceSectionSnapshot.\(call): parent \(parent) is not in the snapshot; \(items) not added")
            return false
        }
        var seen = Set<ItemIdentifierType>()
        for item in items where known.contains(item) || !seen.insert(item).inserted {
            TesseraDiagnostics.report("NSDiffableDataSourceSectionSnapshot.\(call): \(item) is already in the snapshot; \(items) not added")
            return false
        }
        return true
    }

    private func depthFirst(from list: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var stack = Array(list.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item), let kids = children[item] { stack += kids.reversed() }
        }
        return result
    }

    private func copy(childrenOf parent: ItemIdentifierType, under newParent: ItemIdentifierType?, into result: inout Self) {
        for child in children[parent] ?? [] {
            result.append([child], to: newParent)
            if expanded.contains(child) { result.expanded.insert(child) }
            copy(childrenOf: child, under: child, into: &result)
        }
        if let newParent, expanded.contains(parent) { result.expanded.insert(newParent) }
    }
}

extension NSDiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
