import Foundation
import TesseraCore

/// A storyboard's segues: connected when their source is made (a navigation controller's root
/// is made with it, an embedded controller's view goes into its container, a button or a cell
/// triggers its segue, a controller keeps its manual ones), and performed in UIKit's order:
/// `shouldPerformSegue` (triggered segues), the destination made, `prepare(for:sender:)`, then
/// the transition.
@MainActor struct StoryboardSegues {
    let storyboard: UIStoryboard
    weak var sceneController: UIViewController?

    func connect(_ segue: IBSegue, from source: AnyObject, in instantiation: NibInstantiation) {
        switch (segue.kind, source) {
        case ("relationship", let controller as UIViewController):
            connectRelationship(segue, of: controller)
        case ("embed", let container as UIView):
            embed(segue, in: container)
        case (_, let controller as UIViewController):
            if let identifier = segue.identifier { controller.interfaceBuilder.segues[identifier] = segue }
        case (_, let control as UIControl):
            control.addAction(UIAction { [storyboard, weak sceneController, weak control] _ in
                guard let sceneController, let control else { return }
                StoryboardSegues.perform(segue, of: storyboard, from: sceneController, sender: control, triggered: true)
            }, for: .primaryActionTriggered)
        case (_, let item as UIBarButtonItem):
            item.primaryAction = UIAction(title: item.title ?? "") { [storyboard, weak sceneController, weak item] _ in
                guard let sceneController else { return }
                StoryboardSegues.perform(segue, of: storyboard, from: sceneController, sender: item, triggered: true)
            }
        case (_, let view as UIView):
            // A prototype cell's segue: performed when its list selects it.
            TriggeredSegues.attach(segue, storyboard: storyboard, controller: sceneController, to: view)
        default:
            TesseraDiagnostics.reportOnce("\(storyboard.name).storyboard: a \(segue.kind) segue from \(type(of: source)) is not performed")
        }
    }

    private func connectRelationship(_ segue: IBSegue, of controller: UIViewController) {
        guard let destination = storyboard.instantiateScene(id: segue.destination) else { return }
        switch (segue.relationship, controller) {
        case ("rootViewController", let navigation as UINavigationController):
            navigation.setViewControllers([destination], animated: false)
        case ("viewControllers", let tabs as UITabBarController):
            // One segue a tab, in the document's order.
            tabs.setViewControllers((tabs.viewControllers ?? []) + [destination], animated: false)
        default:
            TesseraDiagnostics.reportOnce("\(storyboard.name).storyboard: the \(segue.relationship ?? "?") relationship of "
                + "\(type(of: controller)) is not made yet")
        }
    }

    /// A container view's embedded controller: a child of the scene's controller, its view
    /// filling the container, after the parent's `prepare(for:sender:)`.
    private func embed(_ segue: IBSegue, in container: UIView) {
        guard let parent = sceneController, let child = storyboard.instantiateScene(id: segue.destination) else { return }
        let storyboardSegue = UIStoryboardSegue(identifier: segue.identifier, source: parent, destination: child) {
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        parent.prepare(for: storyboardSegue, sender: nil)
        storyboardSegue.perform()
    }

    /// `performSegue(withIdentifier:sender:)`.
    static func performManual(_ identifier: String, from controller: UIViewController, sender: Any?) {
        guard let storyboard = controller.storyboard, let segue = controller.interfaceBuilder.segues[identifier] else {
            TesseraDiagnostics.report("Receiver (\(type(of: controller))) has no segue with identifier '\(identifier)'")
            return
        }
        perform(segue, of: storyboard, from: controller, sender: sender, triggered: false)
    }

    static func perform(_ segue: IBSegue, of storyboard: UIStoryboard, from source: UIViewController, sender: Any?, triggered: Bool) {
        if triggered, !source.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: sender) { return }
        if segue.kind == "unwind" { return UnwindSegues.perform(segue, from: source, sender: sender) }
        guard let destination = storyboard.instantiateScene(id: segue.destination) else { return }
        let storyboardSegue = make(segue, from: source, to: destination, sender: sender)
        source.prepare(for: storyboardSegue, sender: sender)
        storyboardSegue.perform()
    }

    private static func make(_ segue: IBSegue, from source: UIViewController, to destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
        if let name = segue.customClass {
            if let type = NibClasses.segueClass(name, module: segue.customModule) {
                return type.init(identifier: segue.identifier, source: source, destination: destination)
            }
            TesseraDiagnostics.report("Unknown segue class \(name) in a storyboard; performed as \(segue.kind)")
        }
        let animated = segue.animates
        return UIStoryboardSegue(identifier: segue.identifier, source: source, destination: destination) {
            switch segue.kind {
            case "showDetail", "replace": source.showDetailViewController(destination, sender: sender)
            case "presentation", "modal", "popoverPresentation":
                ModalStyleNames.apply(presentation: segue.modalPresentationStyle, transition: segue.modalTransitionStyle, to: destination)
                if segue.kind == "popoverPresentation" {
                    destination.modalPresentationStyle = .popover
                    destination.popoverPresentationController?.sourceView = sender as? UIView ?? source.viewIfLoaded
                }
                source.present(destination, animated: animated)
            case "push": source.navigationController?.pushViewController(destination, animated: animated)
            default: source.show(destination, sender: sender)
            }
        }
    }
}

/// The segues of views that a list selects (a storyboard's prototype cells): the collection or
/// table view performs the one of the selected cell after telling its delegate.
@MainActor enum TriggeredSegues {
    private struct Entry {
        weak var view: UIView?
        let segue: IBSegue
        let storyboard: UIStoryboard
        weak var controller: UIViewController?
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func attach(_ segue: IBSegue, storyboard: UIStoryboard, controller: UIViewController?, to view: UIView) {
        entries = entries.filter { $0.value.view != nil }
        entries[ObjectIdentifier(view)] = Entry(view: view, segue: segue, storyboard: storyboard, controller: controller)
    }

    /// Performs the segue of `view` (a selected cell), if it has one; the cell is the sender.
    static func performSegue(of view: UIView) {
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view, let controller = entry.controller else { return }
        StoryboardSegues.perform(entry.segue, of: entry.storyboard, from: controller, sender: view, triggered: true)
    }
}

/// Interface Builder's names of the presentation and transition styles, on segues and controllers.
@MainActor enum ModalStyleNames {
    static func apply(presentation: String?, transition: String?, to controller: UIViewController) {
        if let presentation, let style = presentationStyles[presentation] { controller.modalPresentationStyle = style }
        if let transition, let style = transitionStyles[transition] { controller.modalTransitionStyle = style }
    }

    private static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
        "popover": .popover, "automatic": .automatic, "none": .none,
    ]

    private static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ]
}
