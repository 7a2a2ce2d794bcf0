import Foundation

/// Decides and hears which tab the user picks.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Controllers side by side under a tab bar: the selected one's view fills the space above the
/// bar. A click on a tab asks the delegate `shouldSelect`, selects the tab, then tells the
/// delegate `didSelect`; selecting from code (``selectedIndex``, ``selectedViewController``)
/// tells no one, as in UIKit. Clicking the selected tab again pops its navigation controller
/// to the root, as iOS does.
/// - Note: Every controller has a tab (no "More" tab beyond five).
@preconcurrency @MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: UITabBar.height))
    open weak var delegate: UITabBarControllerDelegate?
    /// The tabs' controllers; setting them is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var controllers: [UIViewController]?
    private let container = UIView()
    private var selected = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.onSelect = { [weak self] item in self?.userSelected(item) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in controllers ?? [] {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        controllers = viewControllers
        for controller in viewControllers ?? [] { addChild(controller) }
        selected = min(selected, max(0, (viewControllers?.count ?? 1) - 1))
        tabBar.items = viewControllers?.map(\.tabBarItem)
        showSelected()
    }

    /// The index of the selected tab; setting it shows that controller (out of range: ignored).
    open var selectedIndex: Int {
        get { selected }
        set {
            guard let controllers = viewControllers, controllers.indices.contains(newValue) else {
                TesseraDiagnostics.report("UITabBarController: selectedIndex \(newValue) is not a tab (there are \(viewControllers?.count ?? 0)); the selection stays \(selected)")
                return
            }
            selected = newValue
            showSelected()
        }
    }

    open var selectedViewController: UIViewController? {
        get { viewControllers?.indices.contains(selected) == true ? viewControllers?[selected] : nil }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    open override func loadView() {
        view = TabBarContainerView(frame: UIScreen.main.bounds, controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        container.clipsToBounds = true
        view.addSubview(container)
        view.addSubview(tabBar)
        tabBar.delegate = self
        showSelected()
    }

    /// The bar along the bottom (over the bottom of the safe area), the child above it.
    func layoutChildren() {
        let barHeight = UITabBar.height + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: view.bounds.height - barHeight, width: view.bounds.width, height: barHeight)
        container.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - barHeight)
        selectedViewController?.viewIfLoaded?.frame = container.bounds
    }

    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded, let child = selectedViewController else { return }
        let leaving = children.filter { $0 !== child && $0.viewIfLoaded?.superview === container }
        leaving.forEach { $0.beginDisappearance(animated: false) }
        for view in container.subviews where view !== child.view { view.removeFromSuperview() }
        leaving.forEach { $0.endDisappearance() }
        if child.view.superview !== container {
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.beginAppearance(animated: false)
            container.addSubview(child.view)
            child.endAppearance()
        }
        view.setNeedsLayout()
    }

    /// A child's tab item was replaced: the bar shows the new one.
    func tabItemsDidChange() {
        tabBar.items = viewControllers?.map(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func userSelected(_ item: UITabBarItem) {
        guard let controllers = viewControllers, let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else {
            tabBar.selectedItem = selectedViewController?.tabBarItem
            return
        }
        if index == selected, let navigation = controller as? UINavigationController {
            navigation.popToRootViewController(animated: true)
        }
        selected = index
        showSelected()
        delegate?.tabBarController(self, didSelect: controller)
    }
}

/// The tab bar controller's root view: lays out the bar and the content.
@MainActor final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?
    init(frame: CGRect, controller: UITabBarController) {
        self.controller = controller
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() { controller?.layoutChildren() }
}

extension UIViewController {
    /// The tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let c = controller {
            if let tabs = c as? UITabBarController { return tabs }
            controller = c.parent
        }
        return nil
    }
}
