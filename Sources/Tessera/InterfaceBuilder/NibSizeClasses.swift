import Foundation
import TesseraCore

/// Whether a constraint or subview is installed for some size classes: the Any × Any layout
/// installs it unless the `default` variation leaves it out; a matching variation adds or
/// removes it, one for both size classes deciding over one for either.
struct SizeClassRule {
    let excludedByDefault: Set<String>
    let variations: [IBVariation]

    init(_ element: IBElement) {
        excludedByDefault = element.excludedByDefault
        variations = element.sizeClassVariations
    }

    /// The ids some size class installs or removes.
    var variable: Set<String> {
        excludedByDefault.union(variations.flatMap { $0.includes.union($0.excludes) })
    }

    func isInstalled(_ id: String, in classes: SizeClasses) -> Bool {
        var installed = !excludedByDefault.contains(id)
        for variation in classes.matching(variations) {
            if variation.includes.contains(id) { installed = true }
            if variation.excludes.contains(id) { installed = false }
        }
        return installed
    }
}

/// A trait collection's size classes by the names documents write (`compact`, `regular`); an
/// unspecified size class counts as regular, as Interface Builder's Any does.
struct SizeClasses {
    let width: String
    let height: String

    init(_ traits: UITraitCollection) {
        width = traits.horizontalSizeClass == .compact ? "compact" : "regular"
        height = traits.verticalSizeClass == .compact ? "compact" : "regular"
    }

    /// The variations for these size classes, least specific first, so the last one decides.
    func matching(_ variations: [IBVariation]) -> [IBVariation] {
        variations.filter { $0.applies(width: width, height: height) }.sorted { $0.specificity < $1.specificity }
    }
}

/// The constraints and subviews of one view tree that a document installs for some size
/// classes only (Xcode's "Installed" checkboxes), following the top view's traits: subviews
/// are added or removed first, at their place among their document siblings, then
/// constraints are activated or deactivated. A view the current size classes leave out is
/// made all the same (its outlets are set) and is out of the hierarchy, as in UIKit.
@MainActor final class SizeClassLayout: TraitDependent {
    private struct Subview {
        let id: String
        let view: UIView
        weak var superview: UIView?
        /// The siblings before it in the document, nearest last.
        let earlier: [UIView]
        let rule: SizeClassRule
    }

    private var subviews: [Subview] = []
    private var constraints: [(id: String, constraint: NSLayoutConstraint, rule: SizeClassRule)] = []

    var isEmpty: Bool { subviews.isEmpty && constraints.isEmpty }

    func follow(_ view: UIView, id: String, in superview: UIView, after earlier: [UIView], rule: SizeClassRule) {
        subviews.append(Subview(id: id, view: view, superview: superview, earlier: earlier, rule: rule))
    }

    func follow(_ constraint: NSLayoutConstraint, id: String, rule: SizeClassRule) {
        constraints.append((id, constraint, rule))
    }

    func traitsDidChange(to traits: UITraitCollection) {
        let classes = SizeClasses(traits)
        for subview in subviews {
            guard let superview = subview.superview else { continue }
            if subview.rule.isInstalled(subview.id, in: classes) {
                install(subview, in: superview)
            } else if subview.view.superview === superview {
                subview.view.removeFromSuperview()
            }
        }
        for (id, constraint, rule) in constraints {
            let active = rule.isInstalled(id, in: classes)
            if constraint.isActive != active { constraint.isActive = active }
        }
    }

    /// Puts the view back above the nearest earlier sibling that is installed (in a stack
    /// view, back in the arrangement there).
    private func install(_ subview: Subview, in superview: UIView) {
        guard subview.view.superview !== superview else { return }
        let anchor = subview.earlier.last { $0.superview === superview }
        if let stack = superview as? UIStackView {
            let after = anchor.flatMap { anchor in stack.arrangedSubviews.firstIndex { $0 === anchor } }
            stack.insertArrangedSubview(subview.view, at: after.map { $0 + 1 } ?? 0)
        } else if let anchor {
            superview.insertSubview(subview.view, aboveSubview: anchor)
        } else {
            superview.insertSubview(subview.view, at: 0)
        }
    }
}

/// Gathers one instantiation's size-class parts: a ``SizeClassLayout`` for each top view, and
/// a ``SizeClassProperties`` for each view whose properties vary.
@MainActor final class NibSizeClasses {
    private var layouts: [ObjectIdentifier: (top: UIView, layout: SizeClassLayout)] = [:]

    /// The layout that follows the traits of `view`'s top view.
    func layout(for view: UIView) -> SizeClassLayout {
        var top = view
        while let superview = top.superview { top = superview }
        if let existing = layouts[ObjectIdentifier(top)] { return existing.layout }
        let layout = SizeClassLayout()
        layouts[ObjectIdentifier(top)] = (top, layout)
        return layout
    }

    /// The subviews of `element` that some size class installs or removes.
    func followSubviews(of element: IBElement, view: UIView, in instantiation: NibInstantiation) {
        let rule = SizeClassRule(element)
        let variable = rule.variable
        guard !variable.isEmpty, let container = element.child(named: "subviews") else { return }
        var earlier: [UIView] = []
        for child in container.children {
            guard let subview = instantiation.object(made: child) as? UIView else { continue }
            if let id = child.id, variable.contains(id) {
                layout(for: view).follow(subview, id: id, in: view, after: earlier, rule: rule)
            }
            earlier.append(subview)
        }
    }

    /// The view's own properties that vary by size class.
    func followProperties(of element: IBElement, view: UIView, in instantiation: NibInstantiation) {
        guard let part = SizeClassProperties.make(element, view: view, in: instantiation) else { return }
        view.traitDependents.append(part)
        part.traitsDidChange(to: view.traitCollection)
    }

    /// Attaches each layout to its top view and applies the current size classes.
    func attach() {
        for (top, layout) in layouts.values where !layout.isEmpty {
            top.traitDependents.append(layout)
            layout.traitsDidChange(to: top.traitCollection)
        }
    }
}
