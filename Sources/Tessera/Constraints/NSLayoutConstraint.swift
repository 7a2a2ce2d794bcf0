import Foundation

/// A relation between two attributes of views or layout guides that Auto Layout keeps true:
/// `first.attribute1 relation multiplier × second.attribute2 + constant`.
///
/// Activate constraints with ``isActive`` or ``activate(_:)``; the view tree's layout engine
/// solves them on the next layout pass (or at once in `layoutIfNeeded()`). Changing
/// ``constant`` or ``priority`` of an active constraint re-solves incrementally.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        /// The same as `.lastBaseline`, as in UIKit.
        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    /// The axis an attribute, hugging or compression resistance is along.
    public enum Axis: Int, Sendable { case horizontal, vertical }

    /// Options of the visual format language: alignment of the views in a row, and direction.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// The constant; changing it on an active constraint re-solves from the current layout.
    open var constant: CGFloat {
        didSet { if constant != oldValue { engine?.constantDidChange(self) } }
    }

    /// 1…1000; `.required` by default. A required constraint cannot become optional once
    /// active, nor the reverse (UIKit raises; Tessera reports it and keeps the old value).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (priority == .required) != (oldValue == .required) {
                TesseraDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue). \(self)")
                priority = oldValue
                return
            }
            engine?.priorityDidChange(self)
        }
    }

    /// A name shown in messages about the constraint.
    open var identifier: String?
    open var shouldBeArchived = false

    /// The engine solving this constraint while it is active.
    weak var engine: ConstraintEngine?
    /// The view it is installed on (the items' nearest common ancestor).
    weak var installedOn: UIView?
    /// Made by a stack view, as UIKit's `UISV-` constraints are.
    var ownerTag: String?

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common
    /// ancestor of its items.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { install() } else { uninstall() }
        }
    }

    /// UIKit's designated form: `view1.attr1 relation multiplier × view2.attr2 + c`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// A constraint with no items (a placeholder some libraries return): it constrains
    /// nothing, and activating it is reported as having no common ancestor.
    public override init() {
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        super.init()
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// The anchors of the two items.
    open var firstAnchor: NSLayoutAnchor<AnyObject>? { firstItem.map { NSLayoutAnchor(item: $0, attribute: firstAttribute) } }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) } }

    private func install() {
        guard let host = Self.commonAncestor(of: firstItem, secondItem) else {
            TesseraDiagnostics.report("Unable to activate constraint with anchors \(self) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        host.installedConstraints.append(self)
        installedOn = host
        host.constraintEngineRoot.constraintEngine.constraintWasActivated(self)
    }

    private func uninstall() {
        installedOn?.installedConstraints.removeAll { $0 === self }
        installedOn = nil
        engine?.constraintWasDeactivated(self)
    }

    /// The view an item lives in: itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    static func commonAncestor(of a: AnyObject?, _ b: AnyObject?) -> UIView? {
        guard let first = view(of: a) else { return nil }
        guard b != nil else { return first }
        guard let second = view(of: b) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = first
        while let v = view { ancestors.insert(ObjectIdentifier(v)); view = v.superview }
        view = second
        while let v = view {
            if ancestors.contains(ObjectIdentifier(v)) { return v }
            view = v.superview
        }
        return nil
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { summary }
    }

    private var summary: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "" }
            if let guide = item as? UILayoutGuide { return "'\(guide.identifier)'" }
            return "\(type(of: item)):0x\(String(UInt(bitPattern: ObjectIdentifier(item).hashValue), radix: 16))"
        }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var right = ""
        if secondItem != nil {
            right = "\(multiplier == 1 ? "" : "\(multiplier)*")\(name(secondItem)).\(secondAttribute)"
            if constant != 0 { right += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            right = "\(constant)"
        }
        let id = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority == .required ? "" : " @\(priority.rawValue)"
        return "<NSLayoutConstraint:0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)) \(id)\(name(firstItem)).\(firstAttribute) \(op) \(right)\(priorityText)   (\(isActive ? "active" : "inactive"))>"
    }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
    public var description: String {
        switch self {
        case .left: "left"; case .right: "right"; case .top: "top"; case .bottom: "bottom"
        case .leading: "leading"; case .trailing: "trailing"; case .width: "width"; case .height: "height"
        case .centerX: "centerX"; case .centerY: "centerY"; case .lastBaseline: "lastBaseline"; case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"; case .rightMargin: "rightMargin"; case .topMargin: "topMargin"; case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"; case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"; case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
