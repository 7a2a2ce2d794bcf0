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
        let sizeClasses = NibSizeClasses()
        for (element, object) in made {
            guard let holder = object as? UIView else { continue }
            let rule = SizeClassRule(element)
            // Constraints some size class adds or removes follow the top view's traits.
            let variable = rule.variable
            // A cell's constraints name the cell where they mean its content view (Xcode writes
            // them so); UIKit moves them to the content view when it loads the cell.
            let contentView = element.child(key: "contentView").flatMap { instantiation.object(made: $0) } as? UIView
            for description in element.constraints where !description.isPlaceholder {
                let id = description.id ?? ""
                guard let (constraint, isContent) = make(description, holder: holder, contentView: contentView, in: instantiation) else {
                    continue
                }
                if variable.contains(id) {
                    sizeClasses.layout(for: holder).follow(constraint, id: id, rule: rule)
                } else {
                    (isContent ? contentView! : holder).addConstraint(constraint)
                }
            }
            sizeClasses.followSubviews(of: element, view: holder, in: instantiation)
            sizeClasses.followProperties(of: element, view: holder, in: instantiation)
        }
        sizeClasses.attach()
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
