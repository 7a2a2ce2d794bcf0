import Foundation
import TesseraCore

/// An Interface Builder document that makes views: a `.xib` found by name, or a prototype of a
/// storyboard (a collection view's cells, a table view's prototype rows).
///
/// The document is read once per file and kept (as `ibtool` compiles a xib into a nib), so
/// instantiating it again — a cell for every new row of a scrolling list — only makes objects.
/// `instantiate(withOwner:options:)` makes the top-level objects in document order, each with
/// `init?(coder:)`, then adds the constraints, sets the user-defined runtime attributes,
/// connects outlets and actions (File's Owner is `owner`), and calls `awakeFromNib()` on each
/// object made, as UIKit does.
///
/// A nib that cannot be found or read is reported by name, with the file and line where there
/// is one, and makes no objects; the app goes on.
@preconcurrency @MainActor open class UINib: NSObject {
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, as given (`"CardCell"`), or "data" for one made from data.
    let nibName: String
    /// The document, and the elements this nib makes (a xib's top-level objects, or one prototype).
    let template: (document: IBDocument, roots: [IBElement])?
    let context: NibContext

    /// The nib `name.xib` in `bundle` (nil: the main bundle and the app's resource bundles).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        let loaded = UINib.load(name, bundle: bundleOrNil)
        var context = NibContext(bundle: bundleOrNil)
        context.strings = loaded?.strings ?? [:]
        self.context = context
        template = loaded.map { ($0.document, $0.document.topLevelObjects) }
        super.init()
    }

    /// A nib from the XML of a `.xib`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = "data (\(data.count) bytes)"
        context = NibContext(bundle: bundleOrNil)
        do {
            let document = try IBDocument(data: data, name: nibName)
            template = (document, document.topLevelObjects)
        } catch {
            TesseraDiagnostics.report("UINib(data:bundle:): \(error)")
            template = nil
        }
        super.init()
    }

    init(document: IBDocument, roots: [IBElement], context: NibContext) {
        nibName = "\(document.name) prototype \(roots.first?["reuseIdentifier"] ?? roots.first?.id ?? "")"
        template = (document, roots)
        self.context = context
        super.init()
    }

    /// The top-level objects, made and connected, with `owner` as File's Owner and
    /// `options[.externalObjects]` (`[String: Any]` by placeholder identifier) as the document's
    /// external objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let template else {
            TesseraDiagnostics.reportOnce("UINib.instantiate(withOwner:options:): nib \"\(nibName)\" was not loaded; no objects made")
            return []
        }
        let externals = placeholders(in: template.roots, owner: ownerOrNil.map { $0 as AnyObject },
                                     external: optionsOrNil?[.externalObjects] as? [String: Any] ?? [:])
        let instantiation = NibInstantiation(document: template.document, context: context,
                                             externals: context.outerObjects.merging(externals) { $1 })
        let objects = template.roots.compactMap { $0.name == "placeholder" ? nil : instantiation.make($0) }
        instantiation.finish(connectionSources: template.roots.filter { $0.name == "placeholder" })
        return objects
    }

    /// File's Owner and the external objects, by their ids in the document.
    private func placeholders(in roots: [IBElement], owner: AnyObject?, external: [String: Any]) -> [String: AnyObject] {
        var objects: [String: AnyObject] = [:]
        for element in roots where element.name == "placeholder" {
            guard let id = element.id, let identifier = element["placeholderIdentifier"] else { continue }
            if identifier == "IBFilesOwner" {
                if let owner { objects[id] = owner }
            } else if let object = external[identifier] {
                objects[id] = object as AnyObject
            }
        }
        return objects
    }

    private static func load(_ name: String, bundle: Bundle?) -> (document: IBDocument, strings: [String: String])? {
        guard let url = NibResources.url(named: name, extension: "xib", bundle: bundle) else {
            let place = bundle.map { $0.bundlePath } ?? "the main bundle or the app's resource bundles"
            TesseraDiagnostics.report("Could not load NIB in bundle: \(place) with name '\(name)' (no \(name).xib there)")
            return nil
        }
        do {
            let document = try IBDocumentCache.shared.document(at: url)
            return (document, NibLocalization.strings(forDocumentAt: url))
        } catch {
            TesseraDiagnostics.report("UINib(nibName: \"\(name)\"): \(error)")
            return nil
        }
    }
}

extension Bundle {
    /// The top-level objects of the nib `name`, instantiated with `owner` as File's Owner (see
    /// ``UINib``); nil, reported, when there is no such nib.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.template != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}
