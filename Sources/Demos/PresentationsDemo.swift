import Foundation
import Tessera

/// Ways a screen shows another: a sheet that rests at half height and drags up, a full-screen
/// cover that fades in, a popover beside its button, a custom card whose dismissal follows a
/// downward drag, onboarding pages to swipe through, and — in the screen itself — a compact
/// date picker, a colour well and the share sheet. UIKit API: `modalPresentationStyle`,
/// `sheetPresentationController` (`detents`, `prefersGrabberVisible`), `modalTransitionStyle`,
/// `popoverPresentationController`, `UIViewControllerTransitioningDelegate`,
/// `UIPresentationController`, `UIPercentDrivenInteractiveTransition`, `UIPageViewController`,
/// `UIDatePicker`, `UIColorWell`, `UIActivityViewController`, large titles.
public final class PresentationsDemoController: UIViewController {
    public let datePicker = UIDatePicker()
    public let colourWell = UIColorWell()
    let status = UILabel()
    private let cardTransitions = CardTransitions()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Presentations"
        navigationItem.largeTitleDisplayMode = .always
        view.backgroundColor = .systemGroupedBackground
        let stack = UIStackView(arrangedSubviews: buttons() + [pickersRow(), status])
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
        ])
        status.text = "Choose a way to present"
        status.textColor = .secondaryLabel
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.prefersLargeTitles = true
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.navigationBar.prefersLargeTitles = false
    }

    private func buttons() -> [UIView] {
        let actions: [(String, () -> Void)] = [
            ("Sheet at half height", { [weak self] in self?.showSheet() }),
            ("Full-screen cover", { [weak self] in self?.showCover() }),
            ("Popover", { [weak self] in self?.showPopover() }),
            ("Custom card", { [weak self] in self?.showCard() }),
            ("Onboarding pages", { [weak self] in self?.showPages() }),
            ("Share", { [weak self] in self?.share() }),
        ]
        return actions.map { title, action in
            var configuration = UIButton.Configuration.filled()
            configuration.title = title
            let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in action() })
            button.accessibilityIdentifier = title
            return button
        }
    }

    private func pickersRow() -> UIView {
        datePicker.datePickerMode = .date
        datePicker.addAction(UIAction { [weak self] _ in self?.say("Date picked") }, for: .valueChanged)
        colourWell.title = "Accent"
        colourWell.selectedColor = .systemTeal
        colourWell.addAction(UIAction { [weak self] _ in self?.say("Colour picked") }, for: .valueChanged)
        let row = UIStackView(arrangedSubviews: [datePicker, colourWell])
        row.spacing = 16
        row.alignment = .center
        return row
    }

    func say(_ text: String) { status.text = text }

    public func showSheet() {
        let sheet = DemoPanel(text: "A sheet at the medium detent. Drag it up, or down to close.", color: .systemBackground)
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        present(sheet, animated: true)
    }

    public func showCover() {
        let cover = DemoPanel(text: "A full-screen cover that faded in. Press Escape to close.", color: .systemIndigo)
        cover.modalPresentationStyle = .fullScreen
        cover.modalTransitionStyle = .crossDissolve
        present(cover, animated: true)
    }

    public func showPopover() {
        let menu = DemoPanel(text: "A popover beside its button.", color: .secondarySystemBackground)
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 260, height: 120)
        menu.popoverPresentationController?.sourceView = view.viewWithAccessibilityIdentifier("Popover")
        present(menu, animated: true)
    }

    public func showCard() {
        let card = DemoPanel(text: "A custom presentation: drag the card down to close it.", color: .systemOrange)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitions
        cardTransitions.attachDrag(to: card)
        present(card, animated: true)
    }

    public func showPages() {
        let pages = OnboardingPagesController()
        pages.modalPresentationStyle = .fullScreen
        present(pages, animated: true)
    }

    public func share() {
        let sheet = UIActivityViewController(activityItems: ["Photos from the trip"], applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = view.viewWithAccessibilityIdentifier("Share")
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.say(completed ? "Shared: \(type == .copyToPasteboard ? "copied" : "saved")" : "Not shared")
        }
        present(sheet, animated: true)
    }
}

/// A coloured panel with a line of text.
final class DemoPanel: UIViewController {
    private let text: String
    private let color: UIColor

    init(text: String, color: UIColor) {
        self.text = text
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let label = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 24))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.numberOfLines = 0
        label.text = text
        label.textAlignment = .center
        view.addSubview(label)
    }
}

/// Onboarding: three pages to swipe through, with a page control and a Done button.
final class OnboardingPagesController: UIPageViewController, UIPageViewControllerDataSource {
    private let pages = [("Welcome", UIColor.systemBlue), ("Pick your photos", .systemGreen), ("Share them", .systemPink)]
        .map { DemoPanel(text: $0.0, color: $0.1) }

    init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
        let done = UIButton(type: .system)
        done.setTitle("Done", for: .normal)
        done.frame = CGRect(x: view.bounds.width - 90, y: 50, width: 70, height: 36)
        done.autoresizingMask = [.flexibleLeftMargin]
        done.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(done)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// The custom card: the bottom 60 % of the screen over a dimmed presenter, sliding up, and a
/// dismissal that follows a downward drag (a percent-driven interactive transition).
final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    private var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentation(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { CardSlide(presenting: true) }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { CardSlide(presenting: false) }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func attachDrag(to card: UIViewController) {
        card.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self, weak card] recognizer in
            guard let self, let card, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.dragged(pan, card: card)
        })
    }

    private func dragged(_ pan: UIPanGestureRecognizer, card: UIViewController) {
        let progress = max(0, pan.translation(in: card.view.superview).y / max(1, card.view.bounds.height))
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            card.dismiss(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.4 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }
}

final class CardPresentation: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height * 0.4, width: bounds.width, height: bounds.height * 0.6)
    }

    override func presentationTransitionWillBegin() {
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = containerView?.bounds ?? .zero
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView?.insertSubview(dimming, at: 0)
        presentedView?.layer.cornerRadius = 16
        presentedView?.clipsToBounds = true
    }

    override func containerViewWillLayoutSubviews() {
        if presentedViewController.isBeingPresented == false, presentedViewController.isBeingDismissed == false {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }
}

final class CardSlide: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let view = presenting ? context.view(forKey: .to)! : context.view(forKey: .from)!
        if presenting {
            let final = context.finalFrame(for: context.viewController(forKey: .to)!)
            view.frame = final.offsetBy(dx: 0, dy: final.height)
            container.addSubview(view)
            UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseOut], animations: { view.frame = final }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            UIView.animate(withDuration: 0.35, delay: 0, options: [.curveLinear], animations: { view.frame.origin.y = container.bounds.height }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

extension UIView {
    /// The first view in this one's tree with the accessibility identifier.
    func viewWithAccessibilityIdentifier(_ identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.viewWithAccessibilityIdentifier(identifier) { return found }
        }
        return nil
    }
}
