import Foundation

/// Interface Builder's storyboards, which Tessera does not load (see ``UINib``). Code that
/// names them compiles; at run time each use is reported with the storyboard's name. The
/// initial controller is nil; a controller asked for by identifier is a plain
/// `UIViewController` when the type allows it, and stops the program naming the storyboard
/// and identifier when a subclass is required (UIKit raises then too when it cannot find it).
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    open func instantiateInitialViewController() -> UIViewController? {
        UINib.reportNotLoaded(name, use: "UIStoryboard.instantiateInitialViewController()")
        return nil
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        UINib.reportNotLoaded(name, use: "UIStoryboard.instantiateViewController(withIdentifier: \"\(identifier)\")")
        return UIViewController()
    }

    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        UINib.reportNotLoaded(name, use: "UIStoryboard.instantiateInitialViewController(creator:)")
        return nil
    }

    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                          creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        UINib.reportNotLoaded(name, use: "UIStoryboard.instantiateViewController(identifier: \"\(identifier)\")")
        fatalError("storyboard \"\(name)\" is not loaded, so there is no \(ViewController.self) \"\(identifier)\"; make the controller in code")
    }
}
