import Foundation
import TesseraCore

/// A storyboard: the view controllers of an app's screens and the segues between them, read
/// from the `.storyboard` Xcode writes (no `ibtool`: the XML is read at run time, once per file).
///
/// Each scene is made when asked for: the controller through `init?(coder:)` (its custom
/// class, or the UIKit class of its element), its navigation item and the scene's other objects;
/// its view only when the controller's view loads (as UIKit loads a scene's view from its own
/// nib), with the controller's outlets and the view's actions connected then. A navigation
/// controller's root is made with it (its relationship segue). A storyboard that cannot be
/// found, or an identifier it does not have, is reported by name and the app goes on.
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    let name: String
    let bundle: Bundle?
    let document: IBDocument?
    /// The storyboard's strings in the preferred language.
    let strings: [String: String]

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        let loaded = UIStoryboard.load(name, bundle: storyboardBundleOrNil)
        document = loaded?.document
        strings = loaded?.strings ?? [:]
        super.init()
    }

    /// The storyboard's initial view controller (the arrow in Interface Builder); nil when it
    /// has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let document else { return nil }
        guard let id = document.initialViewControllerID, let element = document.elementsByID[id] else {
            TesseraDiagnostics.report("Storyboard '\(name)' has no initial view controller (set \"Is Initial View Controller\")")
            return nil
        }
        return StoryboardScenes.instantiate(element, of: self, creator: creator)
    }

    /// The controller whose Storyboard ID is `identifier`. One the storyboard does not have is
    /// reported (UIKit raises "Storyboard doesn't contain a view controller with identifier")
    /// and a plain `UIViewController` is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` with the scene's coder
    /// (it calls an initializer of the controller that calls `init?(coder:)`). When there is no such
    /// scene, or it is not a `ViewController`, this stops the program with the storyboard, the
    /// identifier and the class, as UIKit does.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                          creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let element = document?.sceneController(identifier: identifier) else {
            let message = "Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'"
            if ViewController.self == UIViewController.self {
                TesseraDiagnostics.report(message)
                return UIViewController() as! ViewController
            }
            fatalError(message)
        }
        guard let controller: ViewController = StoryboardScenes.instantiate(element, of: self, creator: creator) else {
            fatalError("Storyboard (\(name)): the view controller '\(identifier)' is not a \(ViewController.self)")
        }
        return controller
    }

    /// The scene whose controller has `id`; a storyboard reference (`viewControllerPlaceholder`)
    /// is the referenced storyboard's scene, or its initial controller.
    func instantiateScene(id: String) -> UIViewController? {
        guard let element = document?.elementsByID[id] else {
            TesseraDiagnostics.report("Storyboard (\(name)) has no scene with the id \(id)")
            return nil
        }
        if element.name == "viewControllerPlaceholder" { return instantiateReference(element) }
        return StoryboardScenes.instantiate(element, of: self, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    private func instantiateReference(_ placeholder: IBElement) -> UIViewController? {
        let other = placeholder["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle) } ?? self
        if let identifier = placeholder["referencedIdentifier"] { return other.instantiateViewController(withIdentifier: identifier) }
        return other.instantiateInitialViewController()
    }

    private static func load(_ name: String, bundle: Bundle?) -> (document: IBDocument, strings: [String: String])? {
        guard let url = NibResources.url(named: name, extension: "storyboard", bundle: bundle) else {
            let place = bundle.map { $0.bundlePath } ?? "the main bundle or the app's resource bundles"
            TesseraDiagnostics.report("Could not find a storyboard named '\(name)' in bundle \(place)")
            return nil
        }
        do {
            return (try IBDocumentCache.shared.document(at: url), NibLocalization.strings(forDocumentAt: url))
        } catch {
            TesseraDiagnostics.report("UIStoryboard(name: \"\(name)\"): \(error)")
            return nil
        }
    }
}
