import Foundation
import TesseraCore

/// Unwind segues, in UIKit's order: the destination is the first controller back through the
/// navigation stack and the presenting controllers that can perform the unwind action; the
/// source's `prepare(for:sender:)` is called, then the action on the destination, then what is
/// above the destination is popped and dismissed.
@MainActor enum UnwindSegues {
    static func perform(_ segue: IBSegue, from source: UIViewController, sender: Any?) {
        guard let name = segue.unwindAction else {
            TesseraDiagnostics.report("An unwind segue from \(type(of: source)) names no unwind action")
            return
        }
        let action = Selector(name)
        guard let destination = candidates(from: source, action: action, sender: sender).first(where: {
            $0.canPerformUnwindSegueAction(action, from: source, sender: sender)
        }) else {
            TesseraDiagnostics.report("No view controller back from \(type(of: source)) performs the unwind action \(name)")
            return
        }
        var unwind: UIStoryboardSegue!
        unwind = UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
            unwindTransition(to: destination, segue: unwind)
        }
        source.prepare(for: unwind, sender: sender)
        _ = destination.perform(action, withSender: unwind)
        unwind.perform()
    }

    /// Where UIKit looks: the controllers below the source in its navigation stack, nearest
    /// first, then the controller that presented it and those below that one in its stack, and
    /// so on back.
    private static func candidates(from source: UIViewController, action: Selector, sender: Any?) -> [UIViewController] {
        var found: [UIViewController] = []
        var current: UIViewController? = source
        while let reached = current {
            let controller = (reached as? UINavigationController)?.topViewController ?? reached
            if controller !== source { found.append(controller) }
            let stack = controller.navigationController
            if let stack, let index = stack.viewControllers.firstIndex(where: { $0 === controller }) {
                found += stack.viewControllers[..<index].reversed()
            }
            // A tab bar or split view offers its other children, as it allows.
            if let container = (stack ?? controller).parent, !(container is UINavigationController) {
                let from = UIStoryboardUnwindSegueSource(source: source, unwindAction: action, sender: sender)
                found += container.allowedChildrenForUnwinding(from: from).map { ($0 as? UINavigationController)?.topViewController ?? $0 }
            }
            current = (stack ?? controller).presentingViewController ?? controller.presentingViewController
        }
        return found
    }

    /// Dismisses what the destination (or its navigation controller) presented, and pops its
    /// stack back to it.
    private static func unwindTransition(to destination: UIViewController, segue: UIStoryboardSegue) {
        let container = destination.navigationController ?? destination
        if container.presentedViewController != nil { container.dismiss(animated: true) }
        var child = destination
        while let parent = child.parent {
            parent.unwind(for: segue, towards: destination)
            child = parent
        }
    }
}
