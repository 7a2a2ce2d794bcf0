import Foundation
import TesseraCore

/// An object a nib or storyboard can make: its class has `init?(coder:)` (UIKit's classes
/// have it through `NSCoding`).
@MainActor protocol NibInstantiable: AnyObject {
    init?(coder: NSCoder)
}

extension UIView: NibInstantiable {}
extension UIViewController: NibInstantiable {}

/// Which class an element makes: its custom class (`customClass`, `customModule`) when it names
/// one, else the UIKit class of the element (`label` is `UILabel`). Classes are found by name,
/// as UIKit's nib loading does, so this table names no class of a later folder.
@MainActor enum NibClasses {
    /// The UIKit class of each element Interface Builder writes.
    static let standard: [String: String] = [
        "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "button": "UIButton",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "pageControl": "UIPageControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
        "stackView": "UIStackView", "scrollView": "UIScrollView", "visualEffectView": "UIVisualEffectView",
        "tableView": "UITableView", "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UIView",
        "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UIView", "collectionReusableView": "UICollectionReusableView",
        "collectionViewFlowLayout": "UICollectionViewFlowLayout", "collectionViewLayout": "UICollectionViewLayout",
        "navigationBar": "UINavigationBar", "navigationItem": "UINavigationItem", "barButtonItem": "UIBarButtonItem",
        "searchBar": "UISearchBar", "window": "UIWindow", "containerView": "UIView",
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "collectionViewController": "UICollectionViewController", "tableViewController": "UITableViewController",
        "splitViewController": "UISplitViewController", "tabBarController": "UITabBarController", "tabBar": "UITabBar",
    ]

    private static var found: [String: AnyClass?] = [:]
    /// The app's module (the launch sets it): where classes of documents that inherit their
    /// module from the target are.
    static var targetModule: String?

    /// The class `element` makes, or nil (reported) when it names none Tessera has.
    static func type(for element: IBElement, in document: IBDocument) -> NibInstantiable.Type? {
        let base = standard[element.name].flatMap { lookUp("Tessera." + $0) as? NibInstantiable.Type }
        guard let custom = element["customClass"] else {
            if base == nil { NibDiagnostics.unknown("element", element, in: document) }
            return base
        }
        // "Inherit Module From Target": the module written is the one the target had when the
        // class was set; Xcode resolves it to the target's module when it builds.
        // The module written is tried first; the app's after it, when the document says so.
        let fromTarget = element["customModuleProvider"] == "target" ? targetModule : nil
        if let type = customClass(custom, module: element["customModule"], targetModule: fromTarget) { return type }
        let fallback = base.map { " (made as \($0))" } ?? ""
        NibDiagnostics.report("Unknown class \(custom) in Interface Builder file\(fallback)", element, in: document)
        return base
    }

    /// A custom class by module and name, then by name alone (`@objc(Name)` classes and
    /// UIKit's own, `customClass="UIStackView"`), then in the executable's module (a target
    /// renamed in the port).
    static func customClass(_ name: String, module: String?, targetModule: String? = nil) -> NibInstantiable.Type? {
        var candidates: [String] = []
        if let module { candidates.append("\(module).\(name)") }
        if let targetModule, targetModule != module { candidates.append("\(targetModule).\(name)") }
        candidates += [name, "Tessera.\(name)"]
        if let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent {
            // A target named "Modern Collection Views" is the module Modern_Collection_Views.
            let module = String(executable.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
            candidates.append("\(module).\(name)")
        }
        for candidate in candidates {
            if let type = lookUp(candidate) as? NibInstantiable.Type { return type }
        }
        return nil
    }

    private static func lookUp(_ name: String) -> AnyClass? {
        if let known = found[name] { return known }
        let type: AnyClass? = NSClassFromString(name)
        found[name] = type
        return type
    }
}

extension NibClasses {
    /// A custom segue class by module and name.
    static func segueClass(_ name: String, module: String?) -> UIStoryboardSegue.Type? {
        let candidates = (module.map { ["\($0).\(name)"] } ?? []) + [name]
        return candidates.lazy.compactMap { NSClassFromString($0) as? UIStoryboardSegue.Type }.first
    }
}
