import Foundation

/// The coordinator of a push, pop, presentation or dismissal in progress: what
/// `transitionCoordinator` gives the controllers taking part (and their children) from their
/// `viewWillAppear`/`viewWillDisappear` to the transition's end. Blocks added with
/// `animate(alongsideTransition:completion:)` run together in an animation of the
/// transition's length as it starts (at once, without animation, when it is not animated; in
/// a new animation for the time left when added after the start); completions run when it ends,
/// with `isCancelled` set when it was cancelled.
/// - Note: An interactive transition's alongside animations run on their own clock, not
///   following the gesture.
@MainActor final class TransitionCoordination: UIViewControllerTransitionCoordinator {
    /// The transitions in progress, innermost last.
    private(set) static var active: [TransitionCoordination] = []

    private let participants: [Weak]
    let containerView: UIView
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    /// The transition's context, once it exists (for its interactivity and progress).
    weak var context: UIViewControllerContextTransitioning?
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var startTime: TimeInterval?
    private(set) var isCancelled = false

    private struct Weak { weak var controller: UIViewController? }

    private init(participants: [UIViewController], containerView: UIView, animated: Bool, duration: TimeInterval) {
        self.participants = participants.map(Weak.init)
        self.containerView = containerView
        isAnimated = animated
        transitionDuration = animated ? max(0, duration) : 0
    }

    /// A transition about to begin among `participants` (the controllers leaving and coming,
    /// and the container controller).
    static func begin(_ participants: [UIViewController], in containerView: UIView, animated: Bool, duration: TimeInterval) -> TransitionCoordination {
        let made = TransitionCoordination(participants: participants, containerView: containerView, animated: animated, duration: duration)
        active.append(made)
        return made
    }

    /// The coordinator of the innermost transition `controller` (or a controller containing
    /// it) takes part in.
    static func coordinator(for controller: UIViewController) -> TransitionCoordination? {
        var current: UIViewController? = controller
        while let candidate = current {
            if let found = active.last(where: { $0.involves(candidate) }) { return found }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }

    private func involves(_ controller: UIViewController) -> Bool {
        participants.contains { $0.controller === controller }
    }

    /// The transition started: the blocks added so far run.
    func start() {
        startTime = MainLoop.shared.clock.now
        let blocks = alongside
        alongside = []
        run(blocks, over: transitionDuration)
    }

    /// The transition ended: the completions run and the coordinator is no longer given out.
    func finish(completed: Bool) {
        isCancelled = !completed
        Self.active.removeAll { $0 === self }
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void], over duration: TimeInterval) {
        guard !blocks.isEmpty else { return }
        guard isAnimated, duration > 0 else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
            return
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState]) {
            for block in blocks { block(self) }
        }
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if let startTime {
            let left = transitionDuration - (MainLoop.shared.clock.now - startTime)
            run([animation], over: max(0, left))
        } else {
            alongside.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    var isInteractive: Bool { context?.isInteractive ?? false }
    var isInterruptible: Bool { false }
    var initiallyInteractive: Bool { isInteractive }
    var percentComplete: CGFloat { startTime == nil ? 0 : 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
}

extension UIViewController {
    /// The coordinator of the transition this controller (or one containing it) takes part in
    /// now: a push or pop, a presentation or dismissal; nil outside one.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        TransitionCoordination.coordinator(for: self)
    }
}
