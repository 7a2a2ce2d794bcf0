// Presentation code as iOS apps write it: a custom transition (animator, presentation
// controller, transitioning delegate), a sheet with detents, a page view controller's data
// source, a picker's data source and delegate, a navigation controller delegate. Compiled
// unchanged in the Swift 5 and Swift 6 modes.
import UIKit
import Testing
import TesseraTesting

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        if presenting {
            view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            view.alpha = 0
            transitionContext.containerView.addSubview(view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            view.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class InsetPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds.insetBy(dx: 40, dy: 80) ?? .zero
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: false)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        InsetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class SizePickerSource: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    let sizes = ["S", "M", "L"]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { sizes[row] }
}

final class StepsSource: NSObject, UIPageViewControllerDataSource {
    let steps = [UIViewController(), UIViewController()]
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = steps.firstIndex(of: viewController), index > 0 else { return nil }
        return steps[index - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = steps.firstIndex(of: viewController), index + 1 < steps.count else { return nil }
        return steps[index + 1]
    }
}

final class StackObserver: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController)
    }
}

@MainActor
struct PresentationClientTests {
    @Test func aCustomFadeInAnInsetFrame() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let root = UIViewController()
        screen.window.rootViewController = root
        let transitions = FadeTransitions()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        root.present(card, animated: true)
        screen.runUntilIdle()
        #expect(card.view.frame == CGRect(x: 40, y: 80, width: 320, height: 440))
        card.dismiss(animated: true)
        screen.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func aSheetWithDetentsAPickerPagesAndAStack() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let observer = StackObserver()
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.delegate = observer
        screen.window.rootViewController = navigation
        let sheet = UIViewController()
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.prefersGrabberVisible = true
        }
        navigation.present(sheet, animated: false)
        screen.runUntilIdle()
        #expect(sheet.view.frame.minY > 400)
        sheet.dismiss(animated: false)
        let picker = UIPickerView()
        let source = SizePickerSource()
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        let steps = StepsSource()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pages.dataSource = steps
        pages.setViewControllers([steps.steps[0]], direction: .forward, animated: false, completion: nil)
        navigation.pushViewController(pages, animated: false)
        screen.runUntilIdle()
        #expect(observer.shown.last === pages)
    }
}
