import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// A view controller's hooks for transitions, children's traits, unwinding, scroll edges and
/// constraints.
@MainActor struct ControllerHooksTests {
    final class Detail: UIViewController {
        var coordinated: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else { return coordinated.append("no coordinator") }
            coordinated.append("animated=\(coordinator.isAnimated)")
            coordinator.animate(alongsideTransition: { _ in self.view.alpha = 0.25 }, completion: { context in
                self.coordinated.append("done cancelled=\(context.isCancelled)")
            })
        }
    }

    @Test func aPushGivesTheControllersACoordinatorThatAnimatesAlongside() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        screen.rootViewController = navigation
        screen.runUntilIdle()
        let detail = Detail()
        navigation.pushViewController(detail, animated: true)
        #expect(detail.coordinated == ["animated=true"])
        #expect(root.transitionCoordinator != nil, "the controller leaving takes part too")
        screen.advance(by: 0.1)
        let alpha = detail.view.layer.presentation()?.opacity ?? 1
        #expect(alpha > 0.3 && alpha < 0.95, "half way, along with the slide: \(alpha)")
        screen.runUntilIdle()
        #expect(detail.view.alpha == 0.25)
        #expect(detail.coordinated.last == "done cancelled=false")
        #expect(detail.transitionCoordinator == nil, "none once the push is over")
        let modal = Detail()
        navigation.present(modal, animated: false)
        screen.runUntilIdle()
        #expect(modal.coordinated == ["animated=false", "done cancelled=false"], "a presentation has one too")
    }

    @Test func aParentCanGiveAChildItsOwnTraits() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        screen.rootViewController = parent
        screen.runUntilIdle()
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        screen.runUntilIdle()
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.view.subviews.allSatisfy { $0.traitCollection.horizontalSizeClass == .compact })
        #expect(parent.traitCollection.horizontalSizeClass == .regular, "the parent keeps its own")
    }

    @Test func aNavigationControllerUnwindsToAControllerInItsStack() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.setViewControllers([first, second, third], animated: false)
        screen.rootViewController = navigation
        screen.runUntilIdle()
        let segue = UIStoryboardSegue(identifier: "back", source: third, destination: first)
        navigation.unwind(for: segue, towards: first)
        screen.runUntilIdle()
        #expect(navigation.viewControllers == [first])
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        tabs.viewControllers = [a, b, c]
        let source = UIStoryboardUnwindSegueSource(source: b, unwindAction: Selector("done:"), sender: nil)
        #expect(tabs.childContaining(source) === b)
        #expect(tabs.allowedChildrenForUnwinding(from: source) == [c, a], "the others, nearest first")
    }

    @Test func theContentScrollViewAndTheViewsConstraintsGoThroughTheController() {
        final class Counting: UIViewController {
            var updates = 0
            override func updateViewConstraints() {
                updates += 1
                super.updateViewConstraints()
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = Counting()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let before = controller.updates
        controller.view.setNeedsUpdateConstraints()
        screen.runUntilIdle()
        #expect(controller.updates == before + 1, "the root view's update goes through the controller")
        let list = UIScrollView()
        controller.setContentScrollView(list, for: .top)
        #expect(controller.contentScrollView(for: .top) === list && controller.contentScrollView(for: .bottom) == nil)
    }
}
