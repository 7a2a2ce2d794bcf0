import Foundation
import TesseraCore

/// What Interface Builder gave a view controller: the nib its view loads from, the
/// storyboard that made it, its scene's view (made when the view loads) and its segues by
/// identifier. A part of the controller's own, made on first use.
@MainActor final class ControllerInterfaceBuilder {
    var nibName: String?
    var nibBundle: Bundle?
    var storyboard: UIStoryboard?
    var viewLoader: NibViewLoader?
    /// The controller's segues (manual ones, performed with `performSegue(withIdentifier:sender:)`).
    var segues: [String: IBSegue] = [:]

    /// Makes the controller's view from its storyboard scene or its nib; false when it has
    /// neither, and `loadView()` makes a plain view.
    func loadView(for controller: UIViewController) -> Bool {
        if let viewLoader {
            // A scene's view loads once (UIKit has not unloaded views since iOS 6).
            self.viewLoader = nil
            guard let view = viewLoader.loadView(for: controller) else { return false }
            controller.view = view
            return true
        }
        guard let nib = nib(for: controller) else { return false }
        _ = nib.instantiate(withOwner: controller)
        if !controller.isViewLoaded {
            TesseraDiagnostics.report("-[\(type(of: controller)) loadView] loaded the \"\(nib.nibName)\" nib but the view outlet was not set")
            return false
        }
        return true
    }

    /// The nib named `nibName`, or (nil, as UIKit does) the one named after the controller's
    /// class (`PhotoViewController.xib`, then `PhotoView.xib`), when there is one.
    private func nib(for controller: UIViewController) -> UINib? {
        if let nibName { return UINib(nibName: nibName, bundle: nibBundle) }
        let className = String(describing: type(of: controller))
        // Tessera's own controllers have no nibs; only an app's classes are looked for.
        guard !String(reflecting: type(of: controller)).hasPrefix("Tessera.") else { return nil }
        var names = [className]
        if className.hasSuffix("Controller") { names.append(String(className.dropLast("Controller".count))) }
        for name in names where NibResources.url(named: name, extension: "xib", bundle: nibBundle) != nil {
            return UINib(nibName: name, bundle: nibBundle)
        }
        return nil
    }
}

extension UIViewController {
    /// Reads a controller's attributes from a document: title, Storyboard ID, navigation item,
    /// and its view (made now in a xib; when the view loads in a storyboard).
    func decodeControllerAttributes(_ coder: NSCoder) {
        guard let decoder = coder as? NibDecoder else { return }
        if let title = coder.decoded("title", as: String.self) { self.title = title }
        if let item = coder.decoded("navigationItem", as: UINavigationItem.self) { navigationItemStorage = item }
        if let item = coder.decoded("tabBarItem", as: UITabBarItem.self) { tabBarItemStorage = item }
        ModalStyleNames.apply(presentation: decoder.element["modalPresentationStyle"], transition: decoder.element["modalTransitionStyle"], to: self)
        if decoder.element.bool("definesPresentationContext") == true { definesPresentationContext = true }
        if decoder.element.bool("modalInPresentation") == true { isModalInPresentation = true }
        guard let viewElement = decoder.element.child(key: "view") else { return }
        if decoder.instantiation.defersControllerViews {
            interfaceBuilder.viewLoader = NibViewLoader(document: decoder.document, viewElement: viewElement,
                                                        controllerElement: decoder.element, context: decoder.instantiation.context)
        } else if let view = decoder.instantiation.make(viewElement) as? UIView {
            self.view = view
        }
    }
}
