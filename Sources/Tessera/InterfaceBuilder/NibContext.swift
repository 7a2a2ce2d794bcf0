import Foundation
import TesseraCore

/// What an instantiation knows beyond its document: the bundle its images come from, and for
/// a storyboard's objects the storyboard and the scene's controller (a segue from a button or
/// a prototype cell is performed from that controller).
@MainActor struct NibContext {
    let bundle: Bundle?
    let storyboard: UIStoryboard?
    /// The document's strings in the preferred language (`fr.lproj/Main.strings`), by
    /// `"objectID.property"`.
    var strings: [String: String] = [:]
    weak var sceneController: UIViewController?
    /// The controllers a prototype's connections may reach beyond itself (the scene's), held
    /// weakly: a list keeps its prototypes' nibs, and the controller keeps the list.
    private var outer: [String: Weak] = [:]

    private struct Weak {
        weak var object: AnyObject?
    }

    /// The scene's controllers that are still alive, by id.
    var outerObjects: [String: AnyObject] { outer.compactMapValues(\.object) }

    init(bundle: Bundle?, storyboard: UIStoryboard? = nil, sceneController: UIViewController? = nil) {
        self.bundle = bundle
        self.storyboard = storyboard
        self.sceneController = sceneController
    }

    /// The segues of a storyboard's objects; nil in a nib, which has none.
    var segues: StoryboardSegues? {
        storyboard.map { StoryboardSegues(storyboard: $0, sceneController: sceneController) }
    }

    func forPrototype(owner objects: [String: AnyObject]) -> NibContext {
        var context = self
        context.outer = objects.filter { $0.value is UIViewController }.mapValues { Weak(object: $0) }
        return context
    }
}
