import Foundation

/// A button of an alert.
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    open var isEnabled = true

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title; self.style = style; self.handler = handler
        super.init()
    }
}

/// A modal alert: a title, a message and buttons over a dimmed screen. Present it with
/// `present(_:animated:completion:)`; a button closes it and runs its handler.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        presentsItself()
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        presentsItself()
    }

    /// An alert is a custom presentation, as in UIKit: it covers the window (its view dims
    /// what is under it) and fades in and out.
    private func presentsItself() {
        let transitions = AlertTransitions()
        modal.style = .custom
        modal.ownTransitioningDelegate = transitions
        modal.transitioningDelegate = transitions
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// The action drawn bold and chosen by Return; one of ``actions``.
    open var preferredAction: UIAlertAction?
    /// The alert's text fields (`addTextField(configurationHandler:)`, in Text/), as views.
    var fieldViews: [UIView] = []

    open override func loadView() {
        view = AlertView(alert: self)
    }

    /// The first text field takes the keyboard once the alert is on screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = fieldViews.first?.becomeFirstResponder()
    }

    func choose(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// The alert's box: centred, 270 points wide, title, message, and a row of buttons.
@MainActor final class AlertView: UIView {
    init(alert: UIAlertController) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = UIColor(white: 0, alpha: 0.4)
        let box = UIView()
        box.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.17, alpha: 1) : UIColor(white: 0.97, alpha: 1) }
        box.layer.cornerRadius = 14
        box.clipsToBounds = true
        let width: CGFloat = 270
        var y: CGFloat = 20
        for (text, font) in [(alert.title, UIFont.boldSystemFont(ofSize: 17)), (alert.message, UIFont.systemFont(ofSize: 13))] {
            guard let text, !text.isEmpty else { continue }
            let label = UILabel()
            label.text = text
            label.font = font
            label.numberOfLines = 0
            label.textAlignment = .center
            let size = label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: size.height)
            box.addSubview(label)
            y += size.height + 6
        }
        // The text fields, one under another, above the buttons.
        for field in alert.fieldViews {
            field.frame = CGRect(x: 16, y: y + 4, width: width - 32, height: 28)
            field.backgroundColor = .systemBackground
            field.layer.cornerRadius = 5
            box.addSubview(field)
            y += 34
        }
        y += 14
        let buttonHeight: CGFloat = 44
        let side = alert.actions.count == 2
        for (index, action) in alert.actions.enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let bold = alert.preferredAction.map { $0 === action } ?? (action.style == .cancel)
            button.titleLabel?.font = bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
            if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
            button.frame = side ? CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: buttonHeight)
                : CGRect(x: 0, y: y + CGFloat(index) * buttonHeight, width: width, height: buttonHeight)
            button.addAction(UIAction { [weak alert] _ in alert?.choose(action) }, for: .touchUpInside)
            let rule = UIView(frame: CGRect(x: button.frame.minX, y: button.frame.minY, width: button.frame.width, height: 0.5))
            rule.backgroundColor = .separator
            box.addSubview(rule)
            box.addSubview(button)
        }
        let height = y + (side ? buttonHeight : CGFloat(alert.actions.count) * buttonHeight)
        box.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        addSubview(box)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The iOS 2–8 alert the seeds use: `UIAlertView(title:message:delegate:cancelButtonTitle:…).show()`.
@preconcurrency @MainActor open class UIAlertView: NSObject {
    private let controller: UIAlertController

    public init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?, otherButtonTitles: String...) {
        controller = UIAlertController(title: title, message: message, preferredStyle: .alert)
        super.init()
        if let cancelButtonTitle { controller.addAction(UIAlertAction(title: cancelButtonTitle, style: .cancel)) }
        for title in otherButtonTitles { controller.addAction(UIAlertAction(title: title, style: .default)) }
    }

    /// Shows the alert over the key window's root view controller.
    open func show() {
        guard let root = MainLoop.shared.allWindows.last(where: { $0.isKeyWindow })?.rootViewController else { return }
        var top = root
        while let presented = top.presentedViewController { top = presented }
        top.present(controller, animated: true)
    }

    open var isVisible: Bool { controller.presentingViewController != nil }
}

/// The alert's presentation: over the whole window, the presenter left showing through the
/// dimming, a cross-dissolve each way.
@MainActor final class AlertTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        FullScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ModalTransitionAnimator(style: .crossDissolve, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ModalTransitionAnimator(style: .crossDissolve, presenting: false)
    }
}
