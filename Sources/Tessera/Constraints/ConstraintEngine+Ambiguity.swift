import Foundation
import TesseraCore

/// Ambiguity: whether the constraints leave a view free to move, found by pulling on its
/// variables with the weakest possible strength and seeing whether anything gives.
extension ConstraintEngine {
    /// The variables of `view` that a pull can move; empty when its layout is unique.
    private func freeVariables(of view: UIView) -> [LayoutVariable] {
        guard let item = variables(of: view), !view.translatesAutoresizingMaskIntoConstraints else { return [] }
        var free: [LayoutVariable] = []
        for variable in [item.x, item.y, item.w, item.h] {
            let original = variable.value
            guard (try? solver.addEditVariable(variable, priority: 1)) != nil else { continue }
            for pull in [40.0, -40.0] {
                try? solver.suggestValue(original + pull, for: variable)
                solver.updateVariables()
                if abs(variable.value - original) > 0.5 { free.append(variable); break }
            }
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
        }
        return free
    }

    func isAmbiguous(_ view: UIView) -> Bool { !freeVariables(of: view).isEmpty }

    /// Moves an ambiguous view to another solution of its constraints and shows it there.
    func exerciseAmbiguity(of view: UIView) {
        guard let variable = freeVariables(of: view).first, let item = variables(of: view) else { return }
        let original = variable.value
        guard (try? solver.addEditVariable(variable, priority: 1)) != nil else { return }
        try? solver.suggestValue(original + 40, for: variable)
        solver.updateVariables()
        let moved = CGRect(x: item.x.value, y: item.y.value, width: max(0, item.w.value), height: max(0, item.h.value))
        try? solver.removeEditVariable(variable)
        view.bounds = CGRect(origin: view.bounds.origin, size: moved.size)
        view.center = CGPoint(x: moved.midX, y: moved.midY)
    }

    /// The active constraints that name `view` with an attribute along `axis`.
    func constraints(affecting view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        let horizontal: Set<NSLayoutConstraint.Attribute> = [.left, .right, .leading, .trailing, .width, .centerX, .leftMargin,
                                                              .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins]
        return activeConstraints.filter { constraint in
            [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)].contains { item, attribute in
                item === view && horizontal.contains(attribute) == (axis == .horizontal) && attribute != .notAnAttribute
            }
        }
    }
}
