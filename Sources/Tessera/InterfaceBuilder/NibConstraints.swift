import Foundation
import TesseraCore

/// The constraints of the views a nib made, added to the views that hold them once every item
/// they name exists. Xcode's placeholder constraints ("Remove at build time") are left out,
/// as `ibtool` leaves them out.
@MainActor enum NibConstraints {
    private static let attributes: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin, "bottomMargin": .bottomMargin,
        "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]
    private static let relations: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]

    static func apply(_ made: [(element: IBElement, object: AnyObject)], in instantiation: NibInstantiation) {
        for (element, object) in made {
            guard let holder = object as? UIView else { continue }
            let excluded = element.excludedByDefault
            let variations = element.sizeClassVariations
            reportVariationsNotApplied(element, in: instantiation)
            // Constraints some size class adds or removes follow the holder's traits.
            let variable = excluded.union(variations.flatMap { $0.includes.union($0.excludes) })
            var following: [(id: String, constraint: NSLayoutConstraint)] = []
            // A cell's constraints name the cell where they mean its content view (Xcode writes
            // them so); UIKit moves them to the content view when it loads the cell.
            let contentView = element.child(key: "contentView").flatMap { instantiation.object(made: $0) } as? UIView
            for description in element.constraints where !description.isPlaceholder {
                let id = description.id ?? ""
                if excluded.contains(id), variations.isEmpty { continue }
                guard let (constraint, isContent) = make(description, holder: holder, contentView: contentView, in: instantiation) else {
                    continue
                }
                if variable.contains(id) {
                    following.append((id, constraint))
                } else {
                    (isContent ? contentView! : holder).addConstraint(constraint)
                }
            }
            if !following.isEmpty {
                let part = SizeClassConstraints(constraints: following, excludedByDefault: excluded, variations: variations)
                holder.traitDependents.append(part)
                part.traitsDidChange(to: holder.traitCollection)
            }
        }
    }

    /// Size-class variations of subviews and properties (fonts, colours) are not applied yet.
    private static func reportVariationsNotApplied(_ element: IBElement, in instantiation: NibInstantiation) {
        for variation in element.children where variation.name == "variation" && variation.key != "default" {
            let other = variation.children.contains { !($0.name == "mask" && $0.key == "constraints") }
            if other {
                NibDiagnostics.report("size-class variations of subviews and properties are not applied yet; constraints are",
                                      variation, in: instantiation.document)
            }
        }
    }

    /// The constraint, and whether it was moved to the content view: its item that is the cell
    /// becomes the content view when the other item is inside the content view.
    private static func make(_ description: IBConstraint, holder: UIView, contentView: UIView?,
                             in instantiation: NibInstantiation) -> (NSLayoutConstraint, Bool)? {
        let document = instantiation.document
        let where_ = "\(document.name), line \(description.line)"
        guard let firstAttribute = attributes[description.firstAttribute],
              let relation = relations[description.relation] else {
            TesseraDiagnostics.reportOnce("\(where_): constraint with attribute \"\(description.firstAttribute)\" "
                + "and relation \"\(description.relation)\" is not known; skipped")
            return nil
        }
        var firstItem: AnyObject? = description.firstItem.map { instantiation.object($0) } ?? holder
        var secondItem = description.secondItem.flatMap { instantiation.object($0) }
        guard let first = firstItem, description.secondItem == nil || secondItem != nil else {
            TesseraDiagnostics.reportOnce("\(where_): constraint names an item that is not in this nib "
                + "(\(description.firstItem ?? "-") / \(description.secondItem ?? "-")); skipped")
            return nil
        }
        func inside(_ item: AnyObject?) -> Bool { contentView.map { (item as? UIView)?.isDescendant(of: $0) ?? false } ?? false }
        let isContent = (first === holder && inside(secondItem)) || (secondItem === holder && inside(first))
        if isContent, let contentView {
            if firstItem === holder { firstItem = contentView } else { secondItem = contentView }
        }
        let second = description.secondAttribute.flatMap { attributes[$0] } ?? .notAnAttribute
        let constraint = NSLayoutConstraint(item: firstItem as Any, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
                                            attribute: second, multiplier: CGFloat(description.multiplier),
                                            constant: CGFloat(description.constant))
        constraint.priority = UILayoutPriority(description.priority)
        constraint.identifier = description.identifier
        return (constraint, isContent)
    }
}

/// User-defined runtime attributes (the Identity inspector's key paths), set with key-value
/// coding after the object is made and before `awakeFromNib()`, as UIKit sets them.
@MainActor enum NibRuntimeAttributes {
    static func apply(_ made: [(element: IBElement, object: AnyObject)], in instantiation: NibInstantiation) {
        for (element, object) in made {
            guard let attributes = element.child(named: "userDefinedRuntimeAttributes") else { continue }
            for attribute in attributes.children {
                guard let keyPath = attribute["keyPath"] else { continue }
                let value = self.value(of: attribute, in: instantiation)
                if object is KeyValueCodable {
                    KeyValueCoding.setValue(value, forKeyPath: keyPath, of: object)
                } else {
                    NibDiagnostics.report("runtime attribute \"\(keyPath)\" on \(type(of: object)), which takes no key-value coding; skipped",
                                          attribute, in: instantiation.document)
                }
            }
        }
    }

    private static func value(of attribute: IBElement, in instantiation: NibInstantiation) -> Any? {
        if let child = attribute.child(key: "value") { return instantiation.value(of: child) }
        let text = attribute["value"]
        switch attribute["type"] {
        case "boolean": return text == "YES"
        case "number": return text.flatMap(Double.init).map { NSNumber(value: $0) }
        case "image": return text.flatMap(instantiation.image(named:))
        case "nil": return nil
        default: return text
        }
    }
}

/// The constraints of a view that its document installs for some size classes only: each is
/// active when the Any × Any layout has it and no matching variation removes it, or a matching
/// variation adds it (a variation for both size classes decides over one for either).
@MainActor final class SizeClassConstraints: TraitDependent {
    private let constraints: [(id: String, constraint: NSLayoutConstraint)]
    private let excludedByDefault: Set<String>
    private let variations: [IBVariation]

    init(constraints: [(id: String, constraint: NSLayoutConstraint)], excludedByDefault: Set<String>, variations: [IBVariation]) {
        self.constraints = constraints
        self.excludedByDefault = excludedByDefault
        self.variations = variations
    }

    func traitsDidChange(to traits: UITraitCollection) {
        let width = traits.horizontalSizeClass == .compact ? "compact" : "regular"
        let height = traits.verticalSizeClass == .compact ? "compact" : "regular"
        let matching = variations.filter { $0.applies(width: width, height: height) }
            .sorted { ($0.width == nil ? 0 : 1) + ($0.height == nil ? 0 : 1) < ($1.width == nil ? 0 : 1) + ($1.height == nil ? 0 : 1) }
        for (id, constraint) in constraints {
            var active = !excludedByDefault.contains(id)
            for variation in matching {
                if variation.includes.contains(id) { active = true }
                if variation.excludes.contains(id) { active = false }
            }
            if constraint.isActive != active { constraint.isActive = active }
        }
    }
}
