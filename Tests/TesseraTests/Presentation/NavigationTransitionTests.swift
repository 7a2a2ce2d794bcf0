import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// A navigation controller's delegate: willShow and didShow, a custom push animator (a fade),
/// and the edge swipe that pops interactively.
@MainActor struct NavigationTransitionTests {
    private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let incoming = transitionContext.view(forKey: .to)!
            incoming.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            incoming.alpha = 0
            transitionContext.containerView.addSubview(incoming)
            UIView.animate(withDuration: 0.4, animations: { incoming.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    private final class Delegate: NSObject, UINavigationControllerDelegate {
        var calls: [String] = []
        var fades = false
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            calls.append("willShow \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            calls.append("didShow \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            fades && operation == .push ? FadeAnimator() : nil
        }
    }

    private func start() -> (HeadlessScreen, UINavigationController, LoggedController, Delegate, CallLog) {
        let log = CallLog()
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let root = LoggedController("root", log: log)
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        let delegate = Delegate()
        navigation.delegate = delegate
        screen.window.rootViewController = navigation
        screen.runUntilIdle()
        log.calls = []
        return (screen, navigation, root, delegate, log)
    }

    @Test func theDelegateHearsEachPushAndPop() {
        let (screen, navigation, _, delegate, _) = start()
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        #expect(delegate.calls == ["willShow Detail"])
        screen.runUntilIdle()
        #expect(delegate.calls == ["willShow Detail", "didShow Detail"])
        navigation.popViewController(animated: false)
        #expect(delegate.calls.suffix(2) == ["willShow Root", "didShow Root"])
    }

    @Test func aCustomAnimatorFadesThePushIn() {
        let (screen, navigation, root, delegate, _) = start()
        delegate.fades = true
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        screen.advance(by: 0.2)
        #expect(detail.view.frame.origin.x == 0, "no slide")
        let alpha = detail.view.layer.presentedState.opacity
        #expect(alpha > 0.2 && alpha < 0.8, "half faded in: \(alpha)")
        screen.runUntilIdle()
        #expect(navigation.topViewController === detail)
        #expect(root.viewIfLoaded?.superview == nil, "the outgoing view leaves once the push completes")
    }

    @Test func anEdgeSwipeFollowsTheFingerAndGoesBackWhenLetGoEarly() throws {
        let (screen, navigation, root, _, log) = start()
        let detail = LoggedController("detail", log: log)
        navigation.pushViewController(detail, animated: false)
        screen.runUntilIdle()
        log.calls = []
        screen.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.5)
        screen.runUntilIdle()
        #expect(navigation.topViewController === detail, "let go before half way: the pop is cancelled")
        #expect(navigation.viewControllers.count == 2 && detail.parent === navigation)
        #expect(detail.view.frame.origin.x == 0)
        #expect(root.viewIfLoaded?.superview == nil)
        #expect(log.calls.first == "detail.willDisappear" && log.calls.contains("detail.didAppear"), "\(log.calls)")
        screen.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.5)
        screen.runUntilIdle()
        #expect(navigation.topViewController === root, "past half way: popped")
        #expect(detail.parent == nil)
    }

    @Test func theSwipeFollowsTheFinger() throws {
        let (screen, navigation, _, _, _) = start()
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        screen.runUntilIdle()
        let touch = screen.pressAndDrag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 200, y: 300), hold: 0, duration: 0.3)
        screen.runUntilIdle()
        let x = detail.view.layer.presentedState.position.x - detail.view.bounds.width / 2
        #expect(abs(x - 198) < 12, "the detail follows the finger, 198 points in, and is held there: \(x)")
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(navigation.topViewController !== detail, "let go past half way: popped")
        _ = navigation
    }
}

/// isMovingToParent and isMovingFromParent as a pushed and popped controller sees them.
@MainActor struct MovingToParentTests {
    final class Probe: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { seen.append("willAppear moving \(isMovingToParent)") }
        override func viewDidAppear(_ animated: Bool) { seen.append("didAppear moving \(isMovingToParent)") }
        override func viewWillDisappear(_ animated: Bool) { seen.append("willDisappear moving \(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { seen.append("didDisappear moving \(isMovingFromParent)") }
    }

    @Test func pushedAndPopped() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.window.rootViewController = navigation
        screen.runUntilIdle()
        let probe = Probe()
        navigation.pushViewController(probe, animated: true)
        screen.runUntilIdle()
        #expect(probe.seen == ["willAppear moving true", "didAppear moving true"])
        let next = UIViewController()
        navigation.pushViewController(next, animated: false)
        screen.runUntilIdle()
        #expect(probe.seen.suffix(2) == ["willDisappear moving false", "didDisappear moving false"], "covered, not removed")
        navigation.popToRootViewController(animated: false)
        screen.runUntilIdle()
        #expect(!probe.isMovingFromParent)
    }

    @Test func aTintChangeReachesTheSubviewsThatTakeIt() {
        final class Swatch: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView()
        let child = Swatch()
        let own = Swatch()
        own.tintColor = .systemPink
        parent.addSubview(child)
        parent.addSubview(own)
        parent.tintColor = .systemGreen
        #expect(child.changes == 1 && child.tintColor == .systemGreen)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.changes == 2 && own.changes >= 1)
        #expect(child.tintColor == UIColor(white: 0.55, alpha: 1), "dimmed")
        parent.tintAdjustmentMode = .normal
        #expect(child.tintColor == .systemGreen && own.tintColor == .systemPink)
    }
}
