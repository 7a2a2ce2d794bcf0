import Foundation

/// What makes two anchors equal: their item and attribute.
struct AnchorKey: Hashable, Sendable {
    let item: ObjectIdentifier
    let attribute: NSLayoutConstraint.Attribute
}

/// An anchor of any type parameter (generic classes do not cast to each other's types).
protocol LayoutAnchorKey {
    nonisolated var anchorKey: AnchorKey { get }
}

/// One attribute of a view or layout guide, for making constraints in a type-safe way:
/// `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)`.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, LayoutAnchorKey {
    /// The view or guide.
    public private(set) weak var item: AnyObject?
    public let attribute: NSLayoutConstraint.Attribute

    /// Which item this anchor belongs to, for equality (the item itself is held weakly).
    private let itemIdentity: ObjectIdentifier

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        itemIdentity = ObjectIdentifier(item)
        super.init()
    }

    /// Two anchors are equal when they are the same attribute of the same item, as in UIKit:
    /// code compares a constraint's `firstAnchor` with a view's `topAnchor`, and each call makes
    /// a new anchor object.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? LayoutAnchorKey else { return false }
        return other.anchorKey == anchorKey
    }

    /// The item and attribute, whatever the anchor's type parameter.
    nonisolated var anchorKey: AnchorKey { AnchorKey(item: itemIdentity, attribute: attribute) }

    nonisolated open override var hash: Int {
        anchorKey.hashValue
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// System spacing: 8 points between siblings, as UIKit's standard spacing.
private let systemSpacing: CGFloat = 8

/// A horizontal edge or centre.
@preconcurrency @MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
}

/// A vertical edge, centre or baseline.
@preconcurrency @MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: systemSpacing * multiplier)
    }
}

/// A width or height.
@preconcurrency @MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
}
