import Foundation

/// A layout guide that switches constraints on and off as it moves near the edges of its view
/// or away from them.
@preconcurrency @MainActor open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awayFromEdge: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// `trackingConstraints` are active while the guide touches every edge of `edge`.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        nearEdge.removeAll { $0.edge == edge }
        nearEdge.append((edge, trackingConstraints))
        applyTrackedConstraints()
    }

    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// `trackingConstraints` are active while the guide touches none of the edges of `edge`.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        awayFromEdge.removeAll { $0.edge == edge }
        awayFromEdge.append((edge, trackingConstraints))
        applyTrackedConstraints()
    }

    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awayFromEdge.first { $0.edge == edge }?.constraints ?? []
    }

    /// Forgets every tracked constraint (leaving each as it is now).
    open func removeAllTrackedConstraints() {
        nearEdge = []
        awayFromEdge = []
    }

    /// The edges of its view the guide touches now.
    var edgesNear: NSDirectionalRectEdge {
        guard let owningView else { return [] }
        let frame = layoutFrame
        let bounds = owningView.bounds
        let rtl = owningView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var edges: NSDirectionalRectEdge = []
        if abs(frame.minY - bounds.minY) < 1 { edges.insert(.top) }
        if abs(frame.maxY - bounds.maxY) < 1 { edges.insert(.bottom) }
        if abs(frame.minX - bounds.minX) < 1 { edges.insert(rtl ? .trailing : .leading) }
        if abs(frame.maxX - bounds.maxX) < 1 { edges.insert(rtl ? .leading : .trailing) }
        return edges
    }

    /// Activates the tracked constraints whose condition holds, deactivating the others first
    /// (so a constraint in both sets ends up as its holding condition says).
    func applyTrackedConstraints() {
        let near = edgesNear
        let sets = nearEdge.map { (near.isSuperset(of: $0.edge), $0.constraints) }
            + awayFromEdge.map { (near.isDisjoint(with: $0.edge), $0.constraints) }
        NSLayoutConstraint.deactivate(sets.filter { !$0.0 }.flatMap(\.1))
        NSLayoutConstraint.activate(sets.filter(\.0).flatMap(\.1))
    }
}

/// The keyboard's area in a view, as a guide: from the keyboard's top to the view's bottom
/// while input views are docked (Tessera's keyboard area), else the strip below the safe area
/// (zero high on a desktop window), as UIKit's guide is when the keyboard is off screen. Pin a
/// text bar's bottom to its top and the bar rides above input views.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether to follow a floating keyboard too; a desktop's docked area never floats, so the
    /// value changes nothing (kept).
    open var followsUndockedKeyboard = false

    /// The guide's rectangle in `view`.
    static func frame(in view: UIView) -> CGRect {
        let bounds = view.bounds
        let safeBottom = bounds.maxY - view.safeAreaInsets.bottom
        var top = safeBottom
        if let (dock, window) = InputDock.shown, view.window === window {
            top = min(view.convert(dock.bounds, from: dock).minY, safeBottom)
        }
        top = max(top, bounds.minY)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
    }
}

extension UIView {
    /// The guide to the keyboard's area in this view (made the first time it is asked for).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { KeyboardGuides.guide(of: self) }
}

/// Each view's keyboard guide, and telling them all when the dock changes.
@MainActor enum KeyboardGuides {
    private static var guides: [ObjectIdentifier: UIKeyboardLayoutGuide] = [:]

    static func guide(of view: UIView) -> UIKeyboardLayoutGuide {
        if let guide = guides[ObjectIdentifier(view)], guide.owningView === view { return guide }
        guides = guides.filter { $0.value.owningView != nil }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.frameInOwningView = { UIKeyboardLayoutGuide.frame(in: $0) }
        guide.insetsInOwningView = { owner in
            let frame = UIKeyboardLayoutGuide.frame(in: owner)
            return UIEdgeInsets(top: frame.minY - owner.bounds.minY, left: 0, bottom: 0, right: 0)
        }
        view.addLayoutGuide(guide)
        guides[ObjectIdentifier(view)] = guide
        InputDock.dockDidChange = dockDidChange
        return guide
    }

    /// The dock moved: every guide's pins are rebuilt, its view laid out again, and its
    /// tracked constraints follow.
    static func dockDidChange() {
        for guide in guides.values {
            guard let owner = guide.owningView else { continue }
            owner.constraintEngineIfAny?.guideDidChange(guide)
            owner.setNeedsLayout()
            guide.applyTrackedConstraints()
        }
    }
}
