import Foundation
import TesseraCore

/// Makes a storyboard's scenes: the controller and the scene's other objects now, its view
/// when it loads.
@MainActor enum StoryboardScenes {
    static func instantiate<ViewController: UIViewController>(_ element: IBElement, of storyboard: UIStoryboard,
                                                              creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let document = storyboard.document else { return nil }
        var context = NibContext(bundle: storyboard.bundle, storyboard: storyboard)
        context.strings = storyboard.strings
        let instantiation = NibInstantiation(document: document, context: context)
        instantiation.defersControllerViews = true
        if let creator { instantiation.creator = { creator($0) } }
        guard let controller = instantiation.make(element) as? UIViewController else {
            NibDiagnostics.report("the scene's view controller could not be made", element, in: document)
            return nil
        }
        instantiation.context.sceneController = controller
        let siblings = document.sceneSiblings(of: element).filter { $0.name != "placeholder" && $0.name != "exit" }
        for sibling in siblings { instantiation.make(sibling) }
        controller.interfaceBuilder.storyboard = storyboard
        // The controller itself is handed to the loader when its view loads (holding it here
        // would keep it alive through its own part).
        controller.interfaceBuilder.viewLoader?.sceneObjects = instantiation.objects.filter { $0.value !== controller }
        instantiation.finish()
        return controller as? ViewController
    }
}

/// A scene's view, made when its controller's view loads, with the controller as owner: its
/// outlets into the view and the view's actions and segues are connected then, as UIKit loads a
/// scene's view from a nib of its own.
@MainActor final class NibViewLoader {
    let document: IBDocument
    let viewElement: IBElement
    let controllerElement: IBElement
    let context: NibContext
    /// The scene's objects made with the controller (recognizers, bar items), by id.
    var sceneObjects: [String: AnyObject] = [:]

    init(document: IBDocument, viewElement: IBElement, controllerElement: IBElement, context: NibContext) {
        self.document = document
        self.viewElement = viewElement
        self.controllerElement = controllerElement
        self.context = context
    }

    func loadView(for controller: UIViewController) -> UIView? {
        var context = self.context
        context.sceneController = controller
        var externals = sceneObjects
        if let id = controllerElement.id { externals[id] = controller }
        let instantiation = NibInstantiation(document: document, context: context, externals: externals)
        let view = instantiation.make(viewElement) as? UIView
        let siblings = document.sceneSiblings(of: controllerElement)
        instantiation.finish(connectionSources: [controllerElement] + siblings)
        return view
    }
}
