import Foundation

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    /// The constraints installed on this view.
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// The pre-iOS 8 form: activates `constraint` (it is installed on its items' common ancestor).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutPriorities.huggingHorizontal : layoutPriorities.huggingVertical
    }
    func performSetContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutPriorities.huggingHorizontal = priority } else { layoutPriorities.huggingVertical = priority }
        constraintEngineIfAny?.itemDidChange(self)
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutPriorities.compressionHorizontal : layoutPriorities.compressionVertical
    }
    func performSetContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutPriorities.compressionHorizontal = priority } else { layoutPriorities.compressionVertical = priority }
        constraintEngineIfAny?.itemDidChange(self)
    }

    /// Asks for ``updateConstraints()`` before the next layout.
    func performSetNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        markSubtreeNeedsConstraintUpdate()
        setNeedsLayout()
    }

    /// Marks the ancestors, so a pass descends only where a view asked.
    func markSubtreeNeedsConstraintUpdate() {
        var view: UIView? = self
        while let v = view, !v.subtreeNeedsConstraintUpdate {
            v.subtreeNeedsConstraintUpdate = true
            view = v.superview
        }
    }

    public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

    /// Runs ``updateConstraints()`` now in this subtree where asked, children first, as UIKit does.
    func performUpdateConstraintsIfNeeded() {
        guard subtreeNeedsConstraintUpdate || constraintsNeedUpdate else { return }
        subtreeNeedsConstraintUpdate = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if constraintsNeedUpdate { runUpdateConstraints() }
    }

    /// The topmost ancestor: the root of the tree whose engine solves this view's constraints.
    var constraintEngineRoot: UIView {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root
    }

    /// The root's engine, made on first use.
    var constraintEngine: ConstraintEngine {
        if let engine = ownConstraintEngine { return engine }
        let engine = ConstraintEngine(root: self)
        ownConstraintEngine = engine
        return engine
    }

    /// The engine of this view's tree, if it has one.
    var constraintEngineIfAny: ConstraintEngine? { constraintEngineRoot.ownConstraintEngine }

    /// Solves the constraints of this view's tree if anything changed (a step of the layout pass).
    func updateConstraintLayout() {
        let root = constraintEngineRoot
        root.updateConstraintsIfNeeded()
        root.ownConstraintEngine?.updateIfNeeded()
    }

    /// Whether the constraints leave this view's frame free to move (no unique solution).
    public var hasAmbiguousLayout: Bool {
        updateConstraintLayout()
        return constraintEngineIfAny?.isAmbiguous(self) ?? false
    }

    /// Moves an ambiguous view to another frame its constraints allow, to show the ambiguity.
    public func exerciseAmbiguityInLayout() {
        updateConstraintLayout()
        constraintEngineIfAny?.exerciseAmbiguity(of: self)
    }

    /// The constraints affecting this view's layout along `axis` (for debugging).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintEngineIfAny?.constraints(affecting: self, axis: axis) ?? []
    }
}

extension UILayoutGuide {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
