import Foundation

/// Items side by side (horizontal), one under the other (vertical), or where a closure says
/// (custom), as a unit the section repeats.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider) }
    public let subitems: [NSCollectionLayoutItem]
    let arrangement: Arrangement
    /// When made with a count: the subitem repeated `count` times, sharing the space equally.
    let repeatCount: Int?
    /// The supplementary items anchored to the group (settable, unlike an item's).
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedSupplementaryItems }
        set { attachedSupplementaryItems = newValue }
    }
    /// Space between neighbouring items: fixed, or flexible (at least that, sharing what is left).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Whether a problem with this group was reported (said once, not on every pass).
    private var reported = false

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement, count: Int?) {
        self.subitems = subitems
        self.arrangement = arrangement
        self.repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, count: nil)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, count: nil)
    }
    /// `count` copies of `repeatingSubitem` sharing the group's length equally (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [repeatingSubitem], arrangement: .horizontal, count: max(1, count))
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [repeatingSubitem], arrangement: .vertical, count: max(1, count))
    }
    /// The iOS 13 spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// Items wherever `itemProvider` puts them in the group (frames in the group's coordinates;
    /// the environment's container is the group's size). Its items take data items in order.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), count: nil)
    }

    func reportOnce(_ message: String) {
        guard !reported else { return }
        reported = true
        TesseraDiagnostics.report(message)
    }

    override var estimatesWidth: Bool { super.estimatesWidth || subitems.contains { $0.estimatesWidth } }

    override func place(in frame: CGRect, supply: ItemSupply, record: (Int, CGRect, NSCollectionLayoutItem?) -> Void) {
        let inner = contentInsets.apply(to: frame)
        switch arrangement {
        case .custom(let provider):
            for custom in provider(LayoutContainer(contentSize: inner.size)) {
                guard let index = supply.take() else { return }
                record(index, custom.frame.offsetBy(dx: inner.minX, dy: inner.minY), nil)
            }
        case .horizontal, .vertical:
            guard !subitems.isEmpty else {
                reportOnce("NSCollectionLayoutGroup: a group with no subitems places nothing; its section's items are not shown")
                return
            }
            GroupLine(group: self, frame: inner).place(supply: supply, record: record)
        }
    }

    var isHorizontal: Bool { if case .horizontal = arrangement { return true } else { return false } }
}
