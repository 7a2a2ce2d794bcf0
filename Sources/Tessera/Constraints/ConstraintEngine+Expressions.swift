import Foundation
import TesseraCore

/// Writing constraints and frames as linear expressions.
extension ConstraintEngine {
    /// `first.attr1 - multiplier × second.attr2 - constant`, in the items' common ancestor's
    /// coordinates; nil when an item is not a view or guide of this tree.
    ///
    /// A constraint on leading or trailing edges is measured leading to trailing, as in UIKit:
    /// in a right-to-left interface its horizontal positions are negated, so a positive constant
    /// moves toward the trailing (left) side.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        guard let first = constraint.firstItem,
              let ancestor = NSLayoutConstraint.commonAncestor(of: first, constraint.secondItem) else { return nil }
        let directional = Self.directional.contains(constraint.firstAttribute) || Self.directional.contains(constraint.secondAttribute)
        let flipped = directional && NSLayoutConstraint.view(of: first)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let left = edge(first, constraint.firstAttribute, in: ancestor, flipped: flipped) else { return nil }
        var result = left + (-Double(constraint.constant))
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            guard let right = edge(second, constraint.secondAttribute, in: ancestor, flipped: flipped) else { return nil }
            result = result - right * Double(constraint.multiplier)
        }
        return result
    }

    private static let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
    private static let horizontalPositions: Set<NSLayoutConstraint.Attribute> = [
        .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
    ]

    func edge(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView, flipped: Bool) -> LinearExpression? {
        guard let value = edge(item, attribute, in: ancestor) else { return nil }
        return flipped && Self.horizontalPositions.contains(attribute) ? value * -1 : value
    }

    /// The x of an item's frame as a term: its variable, or its current frame if it has none.
    private func xOf(_ view: UIView) -> LinearExpression {
        variables(of: view).map { LinearExpression($0.x) } ?? LinearExpression(constant: Double(view.frame.minX))
    }
    private func yOf(_ view: UIView) -> LinearExpression {
        variables(of: view).map { LinearExpression($0.y) } ?? LinearExpression(constant: Double(view.frame.minY))
    }
    func widthOf(_ view: UIView) -> LinearExpression {
        variables(of: view).map { LinearExpression($0.w) } ?? LinearExpression(constant: Double(view.bounds.width))
    }
    func heightOf(_ view: UIView) -> LinearExpression {
        variables(of: view).map { LinearExpression($0.h) } ?? LinearExpression(constant: Double(view.bounds.height))
    }

    /// The offset from `container`'s content coordinates to `ancestor`'s.
    private func offset(from container: UIView, to ancestor: UIView) -> (LinearExpression, LinearExpression) {
        var dx = LinearExpression(), dy = LinearExpression()
        var view = container
        while view !== ancestor, let parent = view.superview {
            dx = dx + xOf(view) + (-Double(view.bounds.minX))
            dy = dy + yOf(view) + (-Double(view.bounds.minY))
            view = parent
        }
        return (dx, dy)
    }

    /// The frame of `item` (x, y, width, height) in `ancestor`'s coordinates.
    private func frame(of item: AnyObject, in ancestor: UIView) -> (LinearExpression, LinearExpression, LinearExpression, LinearExpression)? {
        if let view = item as? UIView {
            if view === ancestor {
                return (LinearExpression(constant: Double(view.bounds.minX)), LinearExpression(constant: Double(view.bounds.minY)),
                        widthOf(view), heightOf(view))
            }
            guard let parent = view.superview else { return nil }
            let (dx, dy) = offset(from: parent, to: ancestor)
            return (dx + xOf(view), dy + yOf(view), widthOf(view), heightOf(view))
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, let vars = variables(of: guide) else { return nil }
        let (dx, dy) = offset(from: owner, to: ancestor)
        return (dx + LinearExpression(vars.x), dy + LinearExpression(vars.y), LinearExpression(vars.w), LinearExpression(vars.h))
    }

    /// One attribute of `item` in `ancestor`'s coordinates.
    func edge(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView) -> LinearExpression? {
        guard let (x, y, w, h) = frame(of: item, in: ancestor) else { return nil }
        let view = NSLayoutConstraint.view(of: item)
        let rtl = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let margins = (item as? UIView)?.effectiveLayoutMargins ?? .zero
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .leading: return rtl ? x + w : x
        case .trailing: return rtl ? x : x + w
        case .width: return w
        case .height: return h
        case .centerX: return x + w * 0.5
        case .centerY: return y + h * 0.5
        case .leftMargin: return x + Double(margins.left)
        case .rightMargin: return x + w + (-Double(margins.right))
        case .topMargin: return y + Double(margins.top)
        case .bottomMargin: return y + h + (-Double(margins.bottom))
        case .leadingMargin: return rtl ? x + w + (-Double(margins.right)) : x + Double(margins.left)
        case .trailingMargin: return rtl ? x + Double(margins.left) : x + w + (-Double(margins.right))
        case .centerXWithinMargins: return x + w * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return y + h * 0.5 + Double(margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline: return baseline(of: item, attribute, y: y, h: h)
        case .notAnAttribute: return nil
        }
    }

    /// A label's baselines: its text is centred vertically, so the first baseline is the text's
    /// top plus the font's ascender and the last is the text's bottom less its descent; a view
    /// without text has its baseline at its bottom, as in UIKit.
    private func baseline(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, y: LinearExpression, h: LinearExpression) -> LinearExpression {
        guard let label = item as? UILabel, let text = label.text, !text.isEmpty else { return y + h }
        let metrics = Platform.textSystem.metrics(of: label.font)
        let textHeight = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
        let top = y + h * 0.5 + (-Double(textHeight) / 2)
        return attribute == .firstBaseline
            ? top + Double(metrics.ascender)
            : top + Double(textHeight) + Double(metrics.descender)   // the descender is negative
    }

    // MARK: Pins and intrinsic sizes

    /// A frame-translating view's frame, or a system guide's rectangle, as required equalities.
    /// Against a superview in the engine, the autoresizing mask says what follows its size.
    func pinForms(of item: EngineItem) -> [LinearConstraint] {
        if let fitting, let view = fitting.view, item.object === view { return fittingPins(of: item, fitting) }
        if let view = item.object as? UIView {
            guard view.translatesAutoresizingMaskIntoConstraints else { return [] }
            let frame = view.frame
            let parentVars = view.superview.flatMap { variables(of: $0) }
            let mask = view.autoresizingMask
            func axis(_ position: LayoutVariable, _ length: LayoutVariable, origin: CGFloat, size: CGFloat, parentLength: LayoutVariable?,
                      parentSize: CGFloat, flexibleLead: Bool, flexibleSize: Bool) -> [LinearConstraint] {
                let trail = parentSize - origin - size
                guard let parentLength else {
                    return [LinearConstraint(LinearExpression(position) + (-Double(origin)), .equal, label: "autoresizing \(position)"),
                            LinearConstraint(LinearExpression(length) + (-Double(size)), .equal, label: "autoresizing \(length)")]
                }
                if flexibleSize {
                    return [LinearConstraint(LinearExpression(position) + (-Double(origin)), .equal, label: "autoresizing \(position)"),
                            LinearConstraint(LinearExpression(length) - LinearExpression(parentLength) + Double(origin + trail), .equal,
                                             label: "autoresizing \(length)")]
                }
                if flexibleLead {
                    return [LinearConstraint(LinearExpression(position) - LinearExpression(parentLength) + Double(trail + size), .equal,
                                             label: "autoresizing \(position)"),
                            LinearConstraint(LinearExpression(length) + (-Double(size)), .equal, label: "autoresizing \(length)")]
                }
                return [LinearConstraint(LinearExpression(position) + (-Double(origin)), .equal, label: "autoresizing \(position)"),
                        LinearConstraint(LinearExpression(length) + (-Double(size)), .equal, label: "autoresizing \(length)")]
            }
            let bounds = view.superview?.bounds.size ?? .zero
            return axis(item.x, item.w, origin: frame.minX, size: frame.width, parentLength: parentVars?.w, parentSize: bounds.width,
                        flexibleLead: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth))
                + axis(item.y, item.h, origin: frame.minY, size: frame.height, parentLength: parentVars?.h, parentSize: bounds.height,
                       flexibleLead: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight))
        }
        if let guide = item.object as? UILayoutGuide, guide.solvedFrameDidChange != nil {
            // A content guide starts at the content's origin; its size is what constraints make it.
            return [LinearConstraint(LinearExpression(item.x), .equal, label: "\(guide.identifier).minX"),
                    LinearConstraint(LinearExpression(item.y), .equal, label: "\(guide.identifier).minY")]
        }
        guard let guide = item.object as? UILayoutGuide, guide.frameInOwningView != nil, let owner = guide.owningView else { return [] }
        // A system guide: its insets from the owning view's bounds stay, its size follows the view's.
        let width = widthOf(owner), height = heightOf(owner)
        if let insets = guide.insetsInOwningView?(owner) {
            let bounds = owner.bounds
            return [
                LinearConstraint(LinearExpression(item.x) + (-Double(bounds.minX + insets.left)), .equal, label: "\(guide.identifier).minX"),
                LinearConstraint(LinearExpression(item.y) + (-Double(bounds.minY + insets.top)), .equal, label: "\(guide.identifier).minY"),
                LinearConstraint(LinearExpression(item.w) - width + Double(insets.left + insets.right), .equal, label: "\(guide.identifier).width"),
                LinearConstraint(LinearExpression(item.h) - height + Double(insets.top + insets.bottom), .equal, label: "\(guide.identifier).height"),
            ]
        }
        let frame = guide.layoutFrame, bounds = owner.bounds
        return [
            LinearConstraint(LinearExpression(item.x) + (-Double(frame.minX)), .equal, label: "\(guide.identifier).minX"),
            LinearConstraint(LinearExpression(item.y) + (-Double(frame.minY)), .equal, label: "\(guide.identifier).minY"),
            LinearConstraint(LinearExpression(item.w) - width + Double(bounds.width - frame.width), .equal, label: "\(guide.identifier).width"),
            LinearConstraint(LinearExpression(item.h) - height + Double(bounds.height - frame.height), .equal, label: "\(guide.identifier).height"),
        ]
    }

    /// Content hugging (not larger than the intrinsic size) and compression resistance (not
    /// smaller), for a view positioned by constraints with an intrinsic size.
    func intrinsicForms(of item: EngineItem) -> [LinearConstraint] {
        guard let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints || fitting?.view === view else { return [] }
        var size = view.intrinsicContentSize
        if let wrapping = view as? WrapsToItsWidth, wrapping.wrapsToItsWidth {
            let natural = wrapping.unlimitedSize
            let known = item.w.value > 0 ? CGFloat(item.w.value) : (wrapping.bounds.width > 0 ? wrapping.bounds.width : natural.width)
            // No width yet and none of its own: measured on one line until layout gives one.
            let width = known > 0 ? known : CGFloat.greatestFiniteMagnitude
            size = CGSize(width: natural.width, height: wrapping.heightFitting(width: width))
            item.intrinsicWidthUsed = known
        }
        let priorities = view.layoutPriorities
        var forms: [LinearConstraint] = []
        func add(_ variable: LayoutVariable, _ length: CGFloat, hugging: UILayoutPriority, compression: UILayoutPriority) {
            guard length != UIView.noIntrinsicMetric, length >= 0 else { return }
            forms.append(LinearConstraint(LinearExpression(variable) + (-Double(length)), .lessThanOrEqual,
                                          priority: hugging.rawValue, label: "\(type(of: view)) hugging \(variable)"))
            forms.append(LinearConstraint(LinearExpression(variable) + (-Double(length)), .greaterThanOrEqual,
                                          priority: compression.rawValue, label: "\(type(of: view)) compression \(variable)"))
        }
        add(item.w, size.width, hugging: priorities.huggingHorizontal, compression: priorities.compressionHorizontal)
        add(item.h, size.height, hugging: priorities.huggingVertical, compression: priorities.compressionVertical)
        return forms
    }
}
