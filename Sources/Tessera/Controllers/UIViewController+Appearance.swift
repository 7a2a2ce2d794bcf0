import Foundation

/// Where a controller's view is between appearing and disappearing, so each callback comes
/// once, in order, however many paths (a window, a container, a presentation) announce it.
struct AppearanceState {
    enum Phase { case disappeared, appearing, appeared, disappearing }
    var phase: Phase = .disappeared
    var animated = false
    /// Set by a navigation controller around a push (to) or pop (from).
    var movingToParent = false
    var movingFromParent = false
}

extension UIViewController {
    /// Tells the controller its view is about to appear (`isAppearing`) or disappear: it gets
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, and so do the children whose views are
    /// in its view, when ``shouldAutomaticallyForwardAppearanceMethods`` is true. A call that
    /// repeats the state the view is already going to (two appearances in a row) is ignored, as
    /// UIKit ignores unbalanced calls.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let phase = appearance.phase
        if isAppearing, phase == .appearing || phase == .appeared { return }
        if !isAppearing, phase == .disappearing || phase == .disappeared { return }
        appearance.phase = isAppearing ? .appearing : .disappearing
        appearance.animated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in forwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear(_:)`
    /// or `viewDidDisappear(_:)`, then the same for the children.
    public func endAppearanceTransition() {
        switch appearance.phase {
        case .appearing:
            appearance.phase = .appeared
            viewDidAppear(appearance.animated)
            appearance.movingToParent = false
        case .disappearing:
            appearance.phase = .disappeared
            viewDidDisappear(appearance.animated)
            appearance.movingFromParent = false
        case .appeared, .disappeared:
            return
        }
        for child in forwardedChildren { child.endAppearanceTransition() }
    }

    /// Whether the view is on screen or going there.
    var isAppearedOrAppearing: Bool { appearance.phase == .appeared || appearance.phase == .appearing }

    /// The children that hear their parent's appearance: those whose views are in its view.
    private var forwardedChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: root) } ?? false }
    }

    /// The window's and the containers' way in: `viewWillAppear` now, `viewDidAppear` after the
    /// next layout pass (when the view has its size).
    func beginAppearance(animated: Bool) {
        beginAppearanceTransition(true, animated: animated)
    }

    func endAppearance() {
        guard appearance.phase == .appearing else { return }
        MainLoop.shared.performAfterNextLayout { [weak self] in self?.endAppearanceTransition() }
    }

    /// The same for a view going away: `viewWillDisappear` now, `viewDidDisappear` at the end.
    func beginDisappearance(animated: Bool) {
        beginAppearanceTransition(false, animated: animated)
    }

    func endDisappearance() {
        endAppearanceTransition()
    }
}
