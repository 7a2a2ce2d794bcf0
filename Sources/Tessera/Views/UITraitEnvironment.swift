import Foundation

/// A part of a view that follows the view's traits (see `UIView.traitDependents`).
@MainActor protocol TraitDependent: AnyObject {
    func traitsDidChange(to traits: UITraitCollection)
}

/// Something that has traits and hears when they change: views and view controllers.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

/// Finds the views whose traits may have changed and tells them, once per turn, before layout.
///
/// Hosts change the screen (scale, size, appearance); views enter windows; views and
/// controllers set `overrideUserInterfaceStyle`. Each marks a subtree; the next turn walks
/// only those subtrees, so nothing is done on frames where no trait can have changed.
@MainActor enum TraitPropagation {
    private static var dirtyRoots: [UIView] = []
    private static var everything = false
    /// Counts changes of the screen's traits (and the application's layout direction): what a
    /// window's cached base traits were computed for.
    private(set) static var screenGeneration = 0

    static func screenDidChange() {
        everything = true
        screenGeneration += 1
        MainLoop.shared.needsDisplay = true
    }

    static func subtreeDidChange(_ view: UIView) {
        guard view.window != nil || view is UIWindow else { return }
        dirtyRoots.append(view)
    }

    static var hasPendingWork: Bool { everything || !dirtyRoots.isEmpty }

    /// Tells every marked view (and controller) whose traits differ from what it last saw.
    static func flush(windows: [UIWindow]) {
        guard hasPendingWork else { return }
        let roots = everything ? windows : dirtyRoots
        everything = false
        dirtyRoots.removeAll()
        for root in roots where root.window != nil || root is UIWindow {
            let inherited = root.superview?.resolvedTraitCollection ?? root.baseTraitCollection
            root.updateTraits(inheriting: inherited)
        }
    }
}

extension UIView {
    /// What a view with no superview starts from: the screen's traits and, for a window, the
    /// size classes of its size (regular from 600 points wide, and from 500 points tall).
    var baseTraitCollection: UITraitCollection {
        guard let window = self as? UIWindow else { return UIScreen.main.traitCollection }
        return window.baseTraits.traits(for: window)
    }

    /// The traits last propagated to this view, or computed now.
    var resolvedTraitCollection: UITraitCollection { lastTraitCollection ?? traitCollection }
    /// What a renderer resolves this view's dynamic colours with.
    public var renderingTraitCollection: UITraitCollection { resolvedTraitCollection }

    func apply(overridesTo inheritedTraits: UITraitCollection) -> UITraitCollection {
        var inherited = inheritedTraits
        if let controller = owningViewController, let override = controller.parent?.overrideTraitCollection(forChild: controller) {
            inherited = UITraitCollection(traitsFrom: [inherited, override])
        }
        var style = owningViewController?.overrideUserInterfaceStyle ?? .unspecified
        if overrideUserInterfaceStyle != .unspecified { style = overrideUserInterfaceStyle }
        guard style != .unspecified, style != inherited.userInterfaceStyle else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, UITraitCollection(userInterfaceStyle: style)])
    }

    /// The direction this view lays its content out in: its `semanticContentAttribute` when it
    /// forces one, otherwise its traits' layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traitCollection.layoutDirection)
    }

    /// The layout direction for `attribute` in the application's direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute,
                                     relativeTo: UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The layout direction for `attribute` relative to `layoutDirection`.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UITraitEnvironmentLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// Updates this subtree's traits from `inherited`: views (and their controllers) whose traits
    /// changed hear `traitCollectionDidChange(_:)` and lay out again; those whose colours resolve
    /// differently redraw.
    func updateTraits(inheriting inherited: UITraitCollection) {
        let traits = apply(overridesTo: inherited)
        let previous = lastTraitCollection
        lastTraitCollection = traits
        if previous.map({ !$0.isEqual(traits) }) ?? true {
            for dependent in traitDependents { dependent.traitsDidChange(to: traits) }
        }
        if let previous, !previous.isEqual(traits) {
            if traits.hasDifferentColorAppearance(comparedTo: previous) {
                setNeedsDisplay()
                layer.markDirty()
            }
            setNeedsLayout()
            traitCollectionDidChange(previous)
            owningViewController?.traitCollectionDidChange(previous)
        }
        for subview in subviews { subview.updateTraits(inheriting: traits) }
    }
}

/// A window's base traits — the screen's, the size classes of the window's size, the host's
/// overrides — kept until one of those changes: every view's `traitCollection` starts from
/// them, and a cell asks on each configuration update.
@MainActor final class WindowBaseTraits {
    private var key: (size: CGSize, screen: Int, overrides: ObjectIdentifier?)?
    private var cached: UITraitCollection?

    /// The traits a window of `size` has: the screen's, the size classes of the size (regular
    /// from 600 points wide and 500 high), the host's overrides.
    static func traits(forSize size: CGSize, overrides: UITraitCollection?) -> UITraitCollection {
        let classes = UITraitCollection(displayScale: 0, horizontalSizeClass: size.width >= 600 ? .regular : .compact,
                                        verticalSizeClass: size.height >= 500 ? .regular : .compact)
        return UITraitCollection(traitsFrom: [UIScreen.main.traitCollection, classes] + (overrides.map { [$0] } ?? []))
    }

    func traits(for window: UIWindow) -> UITraitCollection {
        let size = window.bounds.size
        let overrides = window.hostTraitOverrides
        let now = (size: size, screen: TraitPropagation.screenGeneration, overrides: overrides.map(ObjectIdentifier.init))
        if let key, let cached, key.size == now.size, key.screen == now.screen, key.overrides == now.overrides { return cached }
        let traits = Self.traits(forSize: size, overrides: overrides)
        key = now
        cached = traits
        return traits
    }
}
