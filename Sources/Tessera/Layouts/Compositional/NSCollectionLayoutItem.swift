import Foundation

/// A cell's place in a compositional layout: a size relative to its group, and insets.
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    /// Places this item (and, for a group, its items) in `frame`, taking data items from
    /// `next` until it returns nil; returns whether any was placed.
    func place(in frame: CGRect, next: () -> Int?, record: (Int, CGRect) -> Void) {
        guard let index = next() else { return }
        record(index, contentInsets.apply(to: frame))
    }
}

/// Items side by side (horizontal) or one under the other (vertical), as a unit the section
/// repeats.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    public enum Axis: Sendable { case horizontal, vertical }
    public let subitems: [NSCollectionLayoutItem]
    public let axis: Axis
    /// When made with a count: the subitem repeated `count` times, sharing the space equally.
    let repeatCount: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Whether a problem with this group was reported (said once, not on every pass).
    private var reported = false

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], axis: Axis, count: Int?) {
        self.subitems = subitems
        self.axis = axis
        self.repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .horizontal, count: nil)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .vertical, count: nil)
    }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], axis: .horizontal, count: max(1, count))
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], axis: .vertical, count: max(1, count))
    }

    /// Lays the subitems along the axis, each sized against the group's frame (or, with a
    /// count, sharing it equally), separated by the inter-item spacing. As in UIKit, the
    /// subitems repeat while there is room left in the group.
    private func reportOnce(_ message: String) {
        guard !reported else { return }
        reported = true
        TesseraDiagnostics.report(message)
    }

    override func place(in frame: CGRect, next: () -> Int?, record: (Int, CGRect) -> Void) {
        guard !subitems.isEmpty else {
            reportOnce("NSCollectionLayoutGroup: a group with no subitems places nothing; its section's items are not shown")
            return
        }
        let inner = contentInsets.apply(to: frame)
        let spacing = interItemSpacing?.spacing ?? 0
        let horizontal = axis == .horizontal
        let end = horizontal ? inner.maxX : inner.maxY
        var cursor = horizontal ? inner.minX : inner.minY
        let total = repeatCount ?? Int.max
        var index = 0
        while index < total {
            let child = subitems[index % subitems.count]
            var size = child.layoutSize.resolve(in: inner.size)
            if let count = repeatCount {
                let share = ((horizontal ? inner.width : inner.height) - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { size.width = share } else { size.height = share }
            }
            let length = horizontal ? size.width : size.height
            // After one pass over the subitems, repeat only what still fits (and has a size).
            if repeatCount == nil, index >= subitems.count, length <= 0 || cursor + length > end + 0.001 { break }
            let childFrame = horizontal
                ? CGRect(x: cursor, y: inner.minY, width: size.width, height: size.height)
                : CGRect(x: inner.minX, y: cursor, width: size.width, height: size.height)
            child.place(in: childFrame, next: next, record: record)
            // A spacing that cancels the item's length would never move on: one pass only.
            if repeatCount == nil, length + spacing <= 0 {
                reportOnce("NSCollectionLayoutGroup: interItemSpacing \(spacing) does not advance past items \(length) long; the group places one pass of its subitems")
                if index + 1 >= subitems.count { break }
            }
            cursor += length + spacing
            index += 1
        }
    }
}

/// Where a boundary item sits around its section.
public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

/// A header or footer of a section in a compositional layout.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    /// Accepted for UIKit's shape; pinned boundary items are not implemented yet.
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
