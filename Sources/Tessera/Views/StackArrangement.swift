import Foundation

/// The constraints of a stack view's arrangement, written once for either axis.
@MainActor struct StackArrangement {
    let stack: UIStackView
    private var horizontal: Bool { stack.axis == .horizontal }
    private var canvas: AnyObject { stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack }

    private var lead: NSLayoutConstraint.Attribute { horizontal ? .leading : .top }
    private var trail: NSLayoutConstraint.Attribute { horizontal ? .trailing : .bottom }
    private var length: NSLayoutConstraint.Attribute { horizontal ? .width : .height }
    private var middle: NSLayoutConstraint.Attribute { horizontal ? .centerX : .centerY }
    private var crossLead: NSLayoutConstraint.Attribute { horizontal ? .top : .leading }
    private var crossTrail: NSLayoutConstraint.Attribute { horizontal ? .bottom : .trailing }
    private var crossLength: NSLayoutConstraint.Attribute { horizontal ? .height : .width }
    private var crossMiddle: NSLayoutConstraint.Attribute { horizontal ? .centerY : .centerX }

    private func make(_ a: AnyObject, _ attributeA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ b: AnyObject?, _ attributeB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required, _ name: String) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = "UISV-" + name
        constraint.ownerTag = "UIStackView"
        return constraint
    }

    func constraints() -> [NSLayoutConstraint] {
        let arranged = stack.arrangedSubviews
        let visible = arranged.filter { !$0.isHidden }
        var result: [NSLayoutConstraint] = []
        result += alongAxis(visible)
        result += hidden(arranged)
        for view in arranged { result += across(view, first: visible.first) }
        if stack.alignment != .fill, !visible.isEmpty {
            // The stack is as thick as its thickest view, not more: a pull toward zero, below
            // everything that holds a view's size.
            result.append(make(canvas, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "canvas-fit"))
        }
        return result
    }

    private func alongAxis(_ visible: [UIView]) -> [NSLayoutConstraint] {
        guard let first = visible.first, let last = visible.last else { return [] }
        var result = [make(first, lead, .equal, canvas, lead, "canvas-connection"),
                      make(last, trail, .equal, canvas, trail, "canvas-connection")]
        var firstSpacer: UILayoutGuide?
        for (index, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = stack.spacing(after: a)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                result.append(make(b, lead, .equal, a, trail, constant: gap, "spacing"))
            case .equalSpacing:
                let spacer = stack.makeSpacer(index)
                result += [make(spacer, lead, .equal, a, trail, "spanning"), make(spacer, trail, .equal, b, lead, "spanning"),
                           make(spacer, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap, "spacing")]
                if let firstSpacer { result.append(make(spacer, length, .equal, firstSpacer, length, "fill-equally")) }
                firstSpacer = firstSpacer ?? spacer
            case .equalCentering:
                let spacer = stack.makeSpacer(index)
                result += [make(spacer, lead, .equal, a, middle, "spanning"), make(spacer, trail, .equal, b, middle, "spanning"),
                           make(b, lead, .greaterThanOrEqual, a, trail, constant: gap, "spacing")]
                if let firstSpacer { result.append(make(spacer, length, .equal, firstSpacer, length, "fill-equally")) }
                firstSpacer = firstSpacer ?? spacer
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for view in visible.dropFirst() { result.append(make(view, length, .equal, first, length, "fill-equally")) }
        case .fillProportionally:
            let firstLength = intrinsicLength(first)
            if firstLength > 0 {
                for view in visible.dropFirst() where intrinsicLength(view) > 0 {
                    result.append(make(view, length, .equal, first, length, multiplier: intrinsicLength(view) / firstLength,
                                       priority: UILayoutPriority(999), "fill-proportionally"))
                }
            }
        default:
            break
        }
        return result
    }

    private func intrinsicLength(_ view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        return max(0, horizontal ? size.width : size.height)
    }

    /// A hidden arranged subview has no length and sits where the views before it end.
    private func hidden(_ arranged: [UIView]) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in arranged {
            if view.isHidden {
                result.append(make(view, length, .equal, nil, .notAnAttribute, "hiding"))
                result.append(previous.map { make(view, lead, .equal, $0, trail, "hiding") } ?? make(view, lead, .equal, canvas, lead, "hiding"))
            } else {
                previous = view
            }
        }
        return result
    }

    private func across(_ view: UIView, first: UIView?) -> [NSLayoutConstraint] {
        var alignment = stack.alignment
        if !horizontal, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .leading }
        switch alignment {
        case .fill:
            return [make(view, crossLead, .equal, canvas, crossLead, "alignment"), make(view, crossTrail, .equal, canvas, crossTrail, "alignment")]
        case .leading:
            return [make(view, crossLead, .equal, canvas, crossLead, "alignment"),
                    make(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, "canvas-edge")]
        case .trailing:
            return [make(view, crossTrail, .equal, canvas, crossTrail, "alignment"),
                    make(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "canvas-edge")]
        case .center:
            return [make(view, crossMiddle, .equal, canvas, crossMiddle, "alignment"),
                    make(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "canvas-edge")]
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var result = [make(view, crossLead, .greaterThanOrEqual, canvas, crossLead, "canvas-edge"),
                          make(view, crossTrail, .lessThanOrEqual, canvas, crossTrail, "canvas-edge")]
            if let first, first !== view { result.append(make(view, baseline, .equal, first, baseline, "alignment")) }
            return result
        }
    }
}
