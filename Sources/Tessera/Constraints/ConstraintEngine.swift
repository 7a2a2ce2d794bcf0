import Foundation
import TesseraCore

/// The layout engine of one view tree: turns its active constraints, the frames of views that
/// translate their autoresizing masks, and intrinsic sizes into a ``LayoutSolver`` system, and
/// the solution back into frames.
///
/// Each view or guide that a constraint names is an item with four variables: its frame's
/// x, y, width and height in its superview's coordinates (a guide's in its owning view's).
/// A constraint between items in different superviews is written in their nearest common
/// ancestor's coordinates by adding the frames of the views in between. Changes are applied
/// incrementally: a constant, a frame or an intrinsic size changes one constant in the solver.
@MainActor final class ConstraintEngine {
    weak var root: UIView?
    let solver = PartitionedLayoutSolver()
    private var items: [ObjectIdentifier: EngineItem] = [:]
    /// The views positioned by constraints, parents first; rebuilt when items come and go.
    private var positionedViews: [EngineItem]?
    /// The guides in the engine by owning view (their pins follow the view's variables).
    private var guidesByOwner: [ObjectIdentifier: [ObjectIdentifier]] = [:]
    private var active: [ObjectIdentifier: NSLayoutConstraint] = [:]
    private var linear: [ObjectIdentifier: LinearConstraint] = [:]
    private var pendingAdds: [NSLayoutConstraint] = []
    private var pendingConstants: Set<ObjectIdentifier> = []
    private var dirtyItems: Set<ObjectIdentifier> = []
    private var needsUpdate = false
    /// Constraints the solver refused (conflicting required ones), kept active but broken.
    private(set) var broken: Set<ObjectIdentifier> = []
    /// Set for a `systemLayoutSizeFitting` solve: the engine sizes that view and sets no frame.
    var fitting: Fitting?

    init(root: UIView) { self.root = root }

    var activeConstraints: [NSLayoutConstraint] { Array(active.values) }

    // MARK: Notifications from constraints and views

    func constraintWasActivated(_ constraint: NSLayoutConstraint) {
        constraint.engine = self
        active[ObjectIdentifier(constraint)] = constraint
        pendingAdds.append(constraint)
        scheduleUpdate()
    }

    func constraintWasDeactivated(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard active.removeValue(forKey: id) != nil else { return }
        constraint.engine = nil
        pendingAdds.removeAll { $0 === constraint }
        broken.remove(id)
        if let form = linear.removeValue(forKey: id) {
            try? solver.remove(form)
            release(items: [constraint.firstItem, constraint.secondItem])
        }
        scheduleUpdate()
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        pendingConstants.insert(ObjectIdentifier(constraint))
        scheduleUpdate()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard active[ObjectIdentifier(constraint)] != nil else { return }
        constraintWasDeactivated(constraint)
        constraintWasActivated(constraint)
    }

    /// Pins, intrinsic constraints or priorities of `view` must be rebuilt.
    func itemDidChange(_ view: UIView) {
        guard items[ObjectIdentifier(view)] != nil else { return }
        dirtyItems.insert(ObjectIdentifier(view))
        scheduleUpdate()
    }

    func intrinsicSizeDidChange(_ view: UIView) { itemDidChange(view) }

    /// A system guide's rectangle changed for a reason its view's size does not show (the
    /// keyboard came or went): its pins are rebuilt.
    func guideDidChange(_ guide: UILayoutGuide) {
        guard items[ObjectIdentifier(guide)] != nil else { return }
        dirtyItems.insert(ObjectIdentifier(guide))
        scheduleUpdate()
    }

    /// A view that translates its frame into constraints moved or resized.
    func frameDidChange(_ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints else { return }
        itemDidChange(view)
    }

    private func scheduleUpdate() {
        guard !needsUpdate else { return }
        needsUpdate = true
        root?.setNeedsLayout()
    }

    /// Adds a constraint to a fitting solve without taking it from its tree's engine.
    /// Makes `view` an item for the whole of a fitting solve (the view being sized).
    func holdItem(_ view: UIView) { item(for: view).references += 1 }

    func addForFitting(_ constraint: NSLayoutConstraint) {
        active[ObjectIdentifier(constraint)] = constraint
        add(constraint)
    }

    /// Solves a fitting system, measuring multi-line labels again at the widths they got.
    func settleFitting() {
        for _ in 0..<4 {
            flush()
            solver.updateVariables()
            var remeasure = false
            for (id, item) in items {
                guard let wrapping = item.object as? WrapsToItsWidth, wrapping.wrapsToItsWidth,
                      item.intrinsicWidthUsed != CGFloat(item.w.value) else { continue }
                dirtyItems.insert(id)
                remeasure = true
            }
            if !remeasure { return }
        }
    }

    // MARK: Moving between trees

    /// `subtree` left this engine's tree: constraints inside it go with it to its own engine;
    /// constraints between it and the rest are deactivated, as UIKit does.
    func subtreeDidDetach(_ subtree: UIView) {
        for constraint in active.values {
            let first = NSLayoutConstraint.view(of: constraint.firstItem), second = NSLayoutConstraint.view(of: constraint.secondItem)
            let firstInside = first?.isDescendant(of: subtree) ?? false
            let secondInside = second.map { $0.isDescendant(of: subtree) } ?? firstInside
            guard firstInside || secondInside else { continue }
            constraintWasDeactivated(constraint)
            if firstInside && secondInside, let host = constraint.installedOn, host.isDescendant(of: subtree) {
                subtree.constraintEngine.constraintWasActivated(constraint)
            } else {
                constraint.installedOn?.installedConstraints.removeAll { $0 === constraint }
                constraint.installedOn = nil
            }
        }
    }

    /// This engine's tree joined `newRoot`'s: its constraints move there.
    func move(to engine: ConstraintEngine) {
        for constraint in active.values {
            constraintWasDeactivated(constraint)
            engine.constraintWasActivated(constraint)
        }
    }

    // MARK: Solving

    /// Brings the solver up to date and sets the frames of views positioned by constraints.
    func updateIfNeeded() {
        var rounds = 0
        while needsUpdate, rounds < 4 {
            needsUpdate = false
            rounds += 1
            flush()
            solver.updateVariables()
            applyFrames()
        }
    }

    private func flush() {
        let adds = pendingAdds
        pendingAdds.removeAll()
        for constraint in adds where active[ObjectIdentifier(constraint)] != nil { add(constraint) }
        let constants = pendingConstants
        pendingConstants.removeAll()
        for id in constants {
            guard let constraint = active[id] else { continue }
            // A constraint left out for a non-finite number comes back once it is finite; one
            // that becomes non-finite leaves the solver.
            guard let form = linear[id] else { add(constraint); continue }
            guard hasFiniteNumbers(constraint) else { readd(constraint); continue }
            do {
                try solver.updateConstant(of: form, to: expression(for: constraint)?.constant ?? form.currentConstant)
            } catch {
                // A redundant required equality cannot take a new constant in place: add it anew.
                readd(constraint)
            }
        }
        let dirty = dirtyItems
        dirtyItems.removeAll()
        for id in dirty {
            if let item = items[id] { refresh(item) }
        }
    }

    private func readd(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if let form = linear.removeValue(forKey: id) {
            try? solver.remove(form)
            release(items: [constraint.firstItem, constraint.secondItem])
        }
        add(constraint)
    }

    private func add(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard linear[id] == nil else { return }
        guard hasFiniteNumbers(constraint) else { return }
        retain(items: [constraint.firstItem, constraint.secondItem])
        guard let expression = expression(for: constraint) else {
            release(items: [constraint.firstItem, constraint.secondItem])
            return
        }
        let relation: LinearRelation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let form = LinearConstraint(expression, relation, priority: constraint.priority.rawValue, label: constraint.description)
        do {
            try solver.add(form)
            linear[id] = form
            broken.remove(id)
        } catch {
            release(items: [constraint.firstItem, constraint.secondItem])
            broken.insert(id)
            reportUnsatisfiable(constraint)
        }
    }

    /// Whether the constraint's constant and multiplier are finite; when not, it is reported
    /// and stays active but out of the solver (its views keep the rest of their layout) until
    /// its constant is set to a finite value.
    private func hasFiniteNumbers(_ constraint: NSLayoutConstraint) -> Bool {
        let outcome = "the constraint is left out of layout until it is finite: \(constraint)"
        return FiniteInput.isFinite(constraint.constant, "NSLayoutConstraint: the constant", outcome)
            && FiniteInput.isFinite(constraint.multiplier, "NSLayoutConstraint: the multiplier", outcome)
    }

    /// UIKit's message for conflicting required constraints; the new one is broken (left out).
    private func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
        let views = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
        let related = active.values.filter { other in
            other === constraint || [other.firstItem, other.secondItem].contains { item in
                guard let view = NSLayoutConstraint.view(of: item) else { return false }
                return views.contains { $0 === view }
            }
        }
        let list = related.map { "    \"\($0)\"" }.joined(separator: ",\n")
        TesseraDiagnostics.report("""
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.
        (
        \(list)
        )

        Will attempt to recover by breaking constraint
        \(constraint)
        """)
    }

    // MARK: Items

    private func item(for object: AnyObject) -> EngineItem {
        let id = ObjectIdentifier(object)
        if let existing = items[id] { return existing }
        // A guide is placed relative to its owning view, which must be an item too (its size
        // is a variable to solve or a frame to follow).
        if let owner = (object as? UILayoutGuide)?.owningView {
            item(for: owner).references += 1
            guidesByOwner[ObjectIdentifier(owner), default: []].append(id)
        }
        let made = EngineItem(object: object)
        items[id] = made
        positionedViews = nil
        (object as? UIView)?.isConstraintItem = true
        refresh(made)
        // Children pinned to this view's frame now pin to its width and height variables.
        if let view = object as? UIView {
            for child in view.subviews where items[ObjectIdentifier(child)] != nil { dirtyItems.insert(ObjectIdentifier(child)) }
            for id in guidesByOwner[ObjectIdentifier(view)] ?? [] where items[id] != nil { dirtyItems.insert(id) }
        }
        return made
    }

    private func retain(items objects: [AnyObject?]) {
        for object in objects.compactMap({ $0 }) { item(for: object).references += 1 }
    }

    private func release(items objects: [AnyObject?]) {
        for object in objects.compactMap({ $0 }) {
            let id = ObjectIdentifier(object)
            guard let item = items[id] else { continue }
            item.references -= 1
            guard item.references <= 0 else { continue }
            for form in item.pins + item.intrinsic { try? solver.remove(form) }
            items[id] = nil
            positionedViews = nil
            (object as? UIView)?.isConstraintItem = false
            if let owner = (object as? UILayoutGuide)?.owningView {
                guidesByOwner[ObjectIdentifier(owner)]?.removeAll { $0 == id }
                release(items: [owner])
            }
        }
    }

    func variables(of object: AnyObject) -> EngineItem? { items[ObjectIdentifier(object)] }

    /// Rebuilds the pins (frame-translating views, system guides) and intrinsic-size
    /// constraints of `item`, changing only constants when their shape is the same.
    private func refresh(_ item: EngineItem) {
        var conflicted = false
        item.pins = replace(item.pins, with: pinForms(of: item), conflicted: &conflicted)
        item.intrinsic = replace(item.intrinsic, with: intrinsicForms(of: item), conflicted: &conflicted)
        // A pin can conflict for a moment with a constraint not yet updated in this flush (a
        // cell's new width and the app's width constraint): try again in the next round.
        if conflicted, let object = item.object {
            dirtyItems.insert(ObjectIdentifier(object))
            needsUpdate = true
        }
    }

    /// Installs `new` in place of `old`, by changing constants where the shapes agree, and
    /// returns the forms that are installed.
    private func replace(_ old: [LinearConstraint], with new: [LinearConstraint], conflicted: inout Bool) -> [LinearConstraint] {
        var installed: [LinearConstraint] = []
        if old.count == new.count, zip(old, new).allSatisfy({ $0.sameShape(as: $1) }) {
            for (form, fresh) in zip(old, new) {
                if form.currentConstant == fresh.expression.constant || (try? solver.updateConstant(of: form, to: fresh.expression.constant)) != nil {
                    installed.append(form)
                    continue
                }
                try? solver.remove(form)
                if (try? solver.add(fresh)) != nil { installed.append(fresh) } else { conflicted = true }
            }
            return installed
        }
        for form in old { try? solver.remove(form) }
        for form in new {
            if (try? solver.add(form)) != nil { installed.append(form) } else { conflicted = true }
        }
        return installed
    }

    // MARK: Writing back

    /// Sets the frames that changed, parents before children. The order is kept between passes,
    /// so a pass after one constant changed costs what changed, not every view.
    private func applyFrames() {
        if positionedViews == nil {
            positionedViews = items.values.compactMap { item -> (EngineItem, Int)? in
                // A guide constraints place (an app's own, a scroll view's content guide) keeps
                // its solved rectangle; a system guide computes its own from its view.
                if let guide = item.object as? UILayoutGuide {
                    return guide.frameInOwningView == nil ? (item, Int.max) : nil
                }
                guard let view = item.object as? UIView else { return nil }
                return (item, view.depth)
            }.sorted { $0.1 < $1.1 }.map(\.0)
        }
        for item in positionedViews ?? [] {
            if let guide = item.object as? UILayoutGuide {
                report(solvedFrameOf: guide, item)
                continue
            }
            guard let view = item.object as? UIView, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            let size = CGSize(width: max(0, item.w.value), height: max(0, item.h.value))
            let center = CGPoint(x: item.x.value + size.width / 2, y: item.y.value + size.height / 2)
            if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
            if view.center != center { view.center = center }
            // A multi-line label's height depends on the width it got: measure again.
            if let wrapping = view as? WrapsToItsWidth, wrapping.wrapsToItsWidth, item.intrinsicWidthUsed != size.width {
                dirtyItems.insert(ObjectIdentifier(view))
                needsUpdate = true
            }
        }
    }
}

extension ConstraintEngine {
    /// A solved guide's rectangle (a scroll view's content guide), kept and told when it changes.
    fileprivate func report(solvedFrameOf guide: UILayoutGuide, _ item: EngineItem) {
        let frame = CGRect(x: item.x.value, y: item.y.value, width: max(0, item.w.value), height: max(0, item.h.value))
        guard frame != guide.storedFrame else { return }
        guide.storedFrame = frame
        guide.solvedFrameDidChange?(frame)
        guide.solvedFrameObserver?(frame)
    }
}

extension UIView {
    /// Depth in the tree, for setting frames parents first.
    var depth: Int {
        var depth = 0
        var view = superview
        while let v = view { depth += 1; view = v.superview }
        return depth
    }
}

/// A view whose intrinsic height depends on the width layout gives it (a multi-line label, a
/// list content view): the engine measures it at the width it got, and again when that width
/// changes.
@MainActor protocol WrapsToItsWidth: UIView {
    /// Whether its height depends on its width now.
    var wrapsToItsWidth: Bool { get }
    /// Its size with no width limit; a width of `UIView.noIntrinsicMetric` when it has none.
    var unlimitedSize: CGSize { get }
    /// Its height at `width`.
    func heightFitting(width: CGFloat) -> CGFloat
}

extension UILabel: WrapsToItsWidth {
    /// A multi-line label without a preferred width wraps at the width layout gives it.
    var wrapsToItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
    var unlimitedSize: CGSize { sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) }
    func heightFitting(width: CGFloat) -> CGFloat { sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
}
