import Foundation
import TesseraCore

/// `systemLayoutSizeFitting` with constraints: the view's subtree solved on its own, the view
/// placed at the origin and pulled toward the target size with the fitting priorities.
extension ConstraintEngine {
    struct Fitting {
        weak var view: UIView?
        let target: CGSize
        let horizontal: UILayoutPriority
        let vertical: UILayoutPriority
    }

    /// The size `view`'s constraints give it near `target`, or nil when its subtree has none.
    static func fittingSize(of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize? {
        let constraints = view.activeConstraintsInSubtree
        guard !constraints.isEmpty else { return nil }
        let engine = ConstraintEngine(root: view)
        engine.fitting = Fitting(view: view, target: target, horizontal: horizontal, vertical: vertical)
        engine.holdItem(view)
        for constraint in constraints { engine.addForFitting(constraint) }
        engine.settleFitting()
        guard let item = engine.variables(of: view) else { return nil }
        return CGSize(width: max(0, item.w.value), height: max(0, item.h.value))
    }

    /// The pins of the fitting root: at the origin, and the target size with the fitting
    /// priorities (a required priority holds that length exactly).
    func fittingPins(of item: EngineItem, _ fitting: Fitting) -> [LinearConstraint] {
        [
            LinearConstraint(LinearExpression(item.x), .equal, label: "fitting minX"),
            LinearConstraint(LinearExpression(item.y), .equal, label: "fitting minY"),
            LinearConstraint(LinearExpression(item.w) + (-Double(fitting.target.width)), .equal,
                             priority: fitting.horizontal.rawValue, label: "fitting width"),
            LinearConstraint(LinearExpression(item.h) + (-Double(fitting.target.height)), .equal,
                             priority: fitting.vertical.rawValue, label: "fitting height"),
        ]
    }
}

extension UIView {
    /// The active constraints installed in this subtree whose items are all inside it.
    var activeConstraintsInSubtree: [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            for constraint in view.installedConstraints {
                let items = [constraint.firstItem, constraint.secondItem].compactMap { NSLayoutConstraint.view(of: $0) }
                if items.allSatisfy({ $0 === self || $0.isDescendant(of: self) }) { found.append(constraint) }
            }
            stack.append(contentsOf: view.subviews)
        }
        return found
    }
}
