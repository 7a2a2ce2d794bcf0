import Foundation

/// Where the keyboard focus is: a view (a control, a field), or one item of a list view.
@MainActor struct FocusSpot {
    let view: UIView
    let indexPath: IndexPath?

    /// The focus item UIKit would name: a list item's cell when it is on screen, else the view.
    var item: UIFocusItem {
        guard let indexPath, let list = view as? KeyboardFocusList else { return view }
        return list.focusCell(at: indexPath) ?? view
    }

    func isSame(as other: FocusSpot?) -> Bool {
        other?.view === view && other?.indexPath == indexPath
    }
}

/// One focus move as UIKit's focus engine makes it: every environment that contains the item
/// losing the focus or the one getting it is asked (`shouldUpdateFocus(in:)`, and a list's
/// delegate `…shouldUpdateFocusIn:`); a single no stops the move and posts
/// `UIFocusSystem.movementDidFailNotification`. Otherwise the move is made, each of them is told
/// (`didUpdateFocus(in:with:)`, deepest first, the old item's side before the new one's), the
/// animations they added run, and `UIFocusSystem.didUpdateNotification` is posted.
@MainActor enum FocusEngine {
    @discardableResult
    static func move(from old: FocusSpot?, to new: FocusSpot?, heading: UIFocusHeading, commit: () -> Void) -> Bool {
        let previous = old?.item
        let next = new?.item
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let environments = unique(chain(from: previous) + chain(from: next))
        let listContexts = contextsForLists(among: environments, old: old, new: new, heading: heading)
        let askAll = environments.allSatisfy { environment in
            let asked = listContexts[ObjectIdentifier(environment)] ?? context
            return ask(environment, asked)
        }
        guard askAll else {
            post(UIFocusSystem.movementDidFailNotification, [UIFocusSystem.focusUpdateContextUserInfoKey: context])
            return false
        }
        commit()
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            tell(environment, listContexts[ObjectIdentifier(environment)] ?? context, coordinator)
        }
        post(UIFocusSystem.didUpdateNotification, [
            UIFocusSystem.focusUpdateContextUserInfoKey: context,
            UIFocusSystem.animationCoordinatorUserInfoKey: coordinator,
        ])
        coordinator.run()
        return true
    }

    /// `item` and the environments that contain it, innermost first.
    static func chain(from item: UIFocusEnvironment?) -> [UIFocusEnvironment] {
        var found: [UIFocusEnvironment] = []
        var environment = item
        while let current = environment, found.count < 512 {
            found.append(current)
            environment = current.parentFocusEnvironment
        }
        return found
    }

    private static func unique(_ environments: [UIFocusEnvironment]) -> [UIFocusEnvironment] {
        var seen = Set<ObjectIdentifier>()
        return environments.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// A list is given a context of its own kind, with the index paths of its items.
    private static func contextsForLists(among environments: [UIFocusEnvironment], old: FocusSpot?, new: FocusSpot?,
                                         heading: UIFocusHeading) -> [ObjectIdentifier: UIFocusUpdateContext] {
        var contexts: [ObjectIdentifier: UIFocusUpdateContext] = [:]
        for case let list as KeyboardFocusList in environments {
            let from = old?.view === list ? old?.indexPath : nil
            let to = new?.view === list ? new?.indexPath : nil
            contexts[ObjectIdentifier(list)] = list.focusContext(previous: old?.item, next: new?.item, heading: heading, from: from, to: to)
        }
        return contexts
    }

    private static func ask(_ environment: UIFocusEnvironment, _ context: UIFocusUpdateContext) -> Bool {
        guard environment.shouldUpdateFocus(in: context) else { return false }
        guard let list = environment as? KeyboardFocusList else { return true }
        return list.delegateShouldUpdateFocus(in: context)
    }

    private static func tell(_ environment: UIFocusEnvironment, _ context: UIFocusUpdateContext, _ coordinator: UIFocusAnimationCoordinator) {
        environment.didUpdateFocus(in: context, with: coordinator)
        (environment as? KeyboardFocusList)?.delegateDidUpdateFocus(in: context, with: coordinator)
    }

    private static func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: userInfo)
    }
}
