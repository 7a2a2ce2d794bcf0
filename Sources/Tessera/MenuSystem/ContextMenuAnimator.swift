import Foundation

/// How a context menu's preview leaves when the user taps it.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu and preview go away.
    case dismiss
    /// The preview grows into its destination (here: goes away, as with `dismiss`).
    case pop
}

/// Animations and completions to run with a context menu's appearance or dismissal.
@preconcurrency @MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, when the configuration made one.
    var previewViewController: UIViewController? { get }
    /// The preview the menu lifted, when it shows one.
    var preview: UITargetedPreview? { get }
    /// Runs `animations` alongside the menu's own.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator handed to the delegate when the user taps a context menu's preview.
@preconcurrency @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// Collects what the delegate adds, then runs it over a quarter second of the run loop's clock.
@MainActor final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    let preview: UITargetedPreview?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?, preview: UITargetedPreview?) {
        self.previewViewController = previewViewController
        self.preview = preview
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions in the order they were added.
    func run() {
        let animations = self.animations
        let completions = self.completions
        UIView.animate(withDuration: 0.25, animations: { animations.forEach { $0() } }, completion: { _ in
            completions.forEach { $0() }
        })
    }
}
