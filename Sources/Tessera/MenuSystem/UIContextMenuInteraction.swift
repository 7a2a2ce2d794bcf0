import Foundation

/// Shows a context menu for its view: on a long press (with the configuration's preview above
/// the menu, the rest of the window dimmed) or a right click (the menu alone at the pointer,
/// as on a Mac).
///
/// When the gesture begins, the delegate's `contextMenuInteraction(_:configurationForMenuAtLocation:)`
/// is asked for a configuration; nil shows nothing. The configuration's action provider makes
/// the menu; `willDisplayMenuFor` and `willEndFor` bracket its showing, and a tap on the
/// preview calls `willPerformPreviewActionForMenuWith` with an animator whose completions run
/// once the menu is gone (push the preview's controller there).
/// - Note: The preview shows the previewed controller's view in a rounded frame above the menu;
///   without a preview provider nothing is lifted (UIKit lifts the view itself).
@preconcurrency @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the shown menu looks: with a preview (rich) or alone (compact).
    public enum Appearance: Int, Sendable {
        case unknown, rich, compact
    }

    public private(set) weak var delegate: UIContextMenuInteractionDelegate?
    public private(set) weak var view: UIView?
    /// The menu showing now, if this interaction showed it.
    var presentation: ContextMenuPresentation?
    private var press: UILongPressGestureRecognizer?
    /// Where in the view the menu was asked for.
    private var origin: CGPoint = .zero

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// How the menu shows now; unknown when none shows.
    open var menuAppearance: Appearance {
        guard let presentation, presentation.isShowing else { return .unknown }
        return isRich ? .rich : .compact
    }
    private var isRich = false

    /// Where the menu was asked for, in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return origin }
        return own.convert(origin, to: view)
    }

    /// Replaces the showing menu by what `block` makes of it (a no-op when none shows).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, presentation.isShowing else { return }
        presentation.replaceRoot(block(presentation.menu))
    }

    /// Closes the showing menu, as a tap outside it would.
    open func dismissMenu() {
        presentation?.dismiss()
    }

    public func willMove(to view: UIView?) {
        if let press { self.view?.removeGestureRecognizer(press) }
        press = nil
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        let press = UILongPressGestureRecognizer()
        press.addHandler { [weak self] recognizer in
            guard let self, recognizer.state == .began else { return }
            self.present(at: recognizer.location(in: self.view), byPointer: false)
        }
        view.addGestureRecognizer(press)
        self.press = press
    }

    // MARK: Showing

    /// Asks the delegate and shows the menu at `location` (the view's coordinates); returns
    /// whether a menu shows.
    @discardableResult
    func present(at location: CGPoint, byPointer: Bool) -> Bool {
        guard let view, let window = view.window, let delegate else { return false }
        origin = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return false }
        let previewController = byPointer ? nil : configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        guard !menu.children.isEmpty || previewController != nil else { return false }
        let placement: ContextMenuPresentation.Placement
        if let attaching = delegate as? MenuAttaching {
            placement = .attached(view.convert(attaching.menuAttachmentRect(for: configuration), to: nil))
        } else {
            placement = .point(view.convert(location, to: nil))
        }
        let shown = ContextMenuPresentation(menu: menu, placement: placement, in: window, preview: previewController?.view,
                                            dims: !byPointer, sender: self)
        shown.sourceView = view
        isRich = previewController != nil
        let appearing = ContextMenuAnimator(previewViewController: previewController, preview: nil)
        shown.didEnd = { [weak self] in self?.ended(configuration, previewController: previewController) }
        shown.previewTapped = { [weak self, weak shown] in
            self?.commitPreview(configuration, previewController: previewController)
            shown?.dismiss()
        }
        presentation = shown
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: appearing)
        shown.show()
        appearing.run()
        return true
    }

    private func ended(_ configuration: UIContextMenuConfiguration, previewController: UIViewController?) {
        let ending = ContextMenuAnimator(previewViewController: previewController, preview: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ending)
        ending.run()
    }

    private func commitPreview(_ configuration: UIContextMenuConfiguration, previewController: UIViewController?) {
        let committing = ContextMenuAnimator(previewViewController: previewController, preview: nil)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: committing)
        committing.run()
    }
}

/// A delegate whose menu hangs from its view (a control's), not from the touch.
@MainActor protocol MenuAttaching: AnyObject {
    /// The rectangle the menu goes under, in the interaction's view's coordinates.
    func menuAttachmentRect(for configuration: UIContextMenuConfiguration) -> CGRect
}

/// What a context menu interaction asks: the configuration for a point, and the moments its
/// menu shows, ends and commits its preview.
@preconcurrency @MainActor public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration for a menu at `location` (the view's coordinates); nil shows none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The user tapped the preview; add a completion to the animator to show the previewed
    /// controller once the menu is gone.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
}
