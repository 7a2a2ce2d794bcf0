import Foundation

/// A small view at a list row's leading or trailing side: a disclosure chevron, a checkmark, a
/// delete or insert button, a reorder grip, a selection circle, an outline disclosure, a text,
/// or a view of your own — shown always, only while editing, or only while not editing.
///
/// System accessories go where UIKit puts them, whatever their order in the array (UIKit's
/// documentation of `UICollectionViewListCell.accessories`): at the leading edge, from the edge
/// in, multiselect, delete, insert; at the trailing edge, from the content out, label, detail,
/// checkmark, outline disclosure (trailing on iOS, as its documentation says), disclosure
/// indicator, and the reorder grip trailing-most. Custom accessories follow on their side in
/// array order. A row lays them out 20 points from the edges and 8 apart, its content between.
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// Options shared by the built-in accessories.
    public struct Options {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden; self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }
    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    /// An outline disclosure's options: its style, besides the shared ones.
    public struct OutlineDisclosureOptions {
        /// How a tap toggles the row (UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`).
        public enum Style: Int, Sendable {
            /// A header when the row's content is a header configuration, else a cell.
            case automatic
            /// A tap anywhere in the row toggles it; the row is not selectable.
            case header
            /// A tap on the chevron toggles the row; a tap elsewhere selects it.
            case cell
        }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    public typealias LabelOptions = Options
    public typealias DetailOptions = Options
    /// What a tapped accessory runs.
    public typealias ActionHandler = @MainActor () -> Void

    /// Which side the view goes on, when it shows, and where among that side's accessories.
    public enum Placement {
        /// Where to insert the view among the accessories already on its side, given them in
        /// leading-to-trailing order.
        public typealias Position = ([UICellAccessory]) -> Int
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Before the first accessory of the same kind as `accessory`, or first when there is none.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.isSameKind(as: accessory) } ?? 0 }
        }

        /// After the last accessory of the same kind as `accessory`, or last when there is none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in accessories.lastIndex { $0.isSameKind(as: accessory) }.map { $0 + 1 } ?? accessories.count }
        }

        var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }

        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }

        var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): position
            }
        }
    }

    /// A view of your own as an accessory.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth; self.tintColor = tintColor; self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, detail
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String)
        case custom(CustomViewConfiguration)
    }

    let kind: Kind
    public let displayed: DisplayedState
    let options: Options
    /// Called when the accessory is tapped (delete, insert, outline disclosure).
    let actionHandler: (@MainActor () -> Void)?

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(kind: .disclosureIndicator, displayed: displayed, options: options, actionHandler: nil)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(kind: .checkmark, displayed: displayed, options: options, actionHandler: nil)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self(kind: .delete, displayed: displayed, options: options, actionHandler: actionHandler)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        Self(kind: .insert, displayed: displayed, options: options, actionHandler: actionHandler)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(kind: .reorder, displayed: displayed, options: options, actionHandler: nil)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        Self(kind: .multiselect, displayed: displayed, options: options, actionHandler: nil)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> Self {
        let shared = Options(isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        return Self(kind: .outlineDisclosure(options.style), displayed: displayed, options: shared, actionHandler: actionHandler)
    }
    /// An info button (ⓘ) at the trailing side (iOS 15); a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> Self {
        Self(kind: .detail, displayed: displayed, options: options, actionHandler: actionHandler)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        Self(kind: .label(text), displayed: displayed, options: options, actionHandler: nil)
    }
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(kind: .custom(configuration), displayed: configuration.placement.displayed, options: Options(isHidden: configuration.isHidden,
             reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor), actionHandler: nil)
    }

    /// Whether it goes at the row's leading side.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        case .custom(let configuration): return configuration.placement.isLeading
        default: return false
        }
    }

    /// Whether both are the same kind of accessory (two custom views are, as two checkmarks are).
    func isSameKind(as other: UICellAccessory) -> Bool {
        switch (kind, other.kind) {
        case (.outlineDisclosure, .outlineDisclosure), (.label, .label), (.custom, .custom): return true
        default: return sideOrder == other.sideOrder && !isCustom && !other.isCustom
        }
    }

    var isCustom: Bool {
        if case .custom = kind { return true }
        return false
    }

    /// Where a system accessory stands on its side, leading to trailing (UIKit's fixed order);
    /// custom accessories come after the system ones on their side, in array order.
    var sideOrder: Int {
        switch kind {
        case .multiselect: return 0
        case .delete: return 1
        case .insert: return 2
        case .label: return 0
        case .detail: return 1
        case .checkmark: return 2
        case .outlineDisclosure: return 3
        case .disclosureIndicator: return 4
        case .reorder: return 5
        case .custom: return 100
        }
    }

    /// Whether it shows in a row that is (or is not) editing.
    func isShown(editing: Bool) -> Bool {
        guard options.isHidden != true else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
