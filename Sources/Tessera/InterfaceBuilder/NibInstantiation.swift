import Foundation
import TesseraCore

/// One instantiation of part of a document: the objects it makes, by id, and the work done
/// after they all exist, in UIKit's order — constraints, user-defined runtime attributes,
/// outlets and actions, segues — and then `awakeFromNib()` on every object it made.
@MainActor final class NibInstantiation {
    let document: IBDocument
    var context: NibContext
    /// Every object by its id: those made here, the owner and external objects, layout guides.
    private(set) var objects: [String: AnyObject]
    /// The elements made here, in document order (a parent before its subviews), with their objects.
    private(set) var made: [(element: IBElement, object: AnyObject)] = []
    /// Whether a controller's `view` waits for the controller's view to load (a storyboard
    /// scene), rather than being made with the controller (a xib).
    var defersControllerViews = false
    /// Makes the first object with the caller's coder use (`instantiateViewController(identifier:creator:)`).
    var creator: ((NSCoder) -> AnyObject?)?

    init(document: IBDocument, context: NibContext, externals: [String: AnyObject] = [:]) {
        self.document = document
        self.context = context
        self.objects = externals
    }

    /// Makes `element` and everything its `init?(coder:)` asks for; an object the
    /// instantiation already has (the owner, an external object) is given as it is.
    @discardableResult
    func make(_ element: IBElement) -> AnyObject? {
        if let id = element.id, let existing = objects[id] { return existing }
        if element.name == "placeholder" { return nil }
        let slot = made.count
        made.append((element, NSNull()))
        guard let object = construct(element) else {
            made.remove(at: slot)
            return nil
        }
        made[slot].object = object
        if let id = element.id { objects[id] = object }
        registerLayoutGuides(of: element, object: object)
        return object
    }

    private func construct(_ element: IBElement) -> AnyObject? {
        let coder = NibDecoder(element: element, instantiation: self)
        if let creator {
            self.creator = nil
            if let object = creator(coder) { return object }
        }
        if let plain = NibPlainObjects.make(element, coder: coder) { return plain }
        guard let type = NibClasses.type(for: element, in: document) else { return nil }
        guard let object = type.init(coder: coder) else {
            NibDiagnostics.report("\(type).init(coder:) returned nil", element, in: document)
            return nil
        }
        return object
    }

    /// A view's safe area, and a scroll view's content and frame guides, are objects of the
    /// document (`<viewLayoutGuide key="safeArea" id=…>`) that constraints name.
    private func registerLayoutGuides(of element: IBElement, object: AnyObject) {
        guard let view = object as? UIView else { return }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            if guide.key == "safeArea" {
                objects[id] = view.safeAreaLayoutGuide
            } else if guide.key == "contentLayoutGuide", let scrollView = view as? UIScrollView {
                objects[id] = scrollView.contentLayoutGuide
            } else if guide.key == "frameLayoutGuide", let scrollView = view as? UIScrollView {
                objects[id] = scrollView.frameLayoutGuide
            } else {
                NibDiagnostics.report("the layout guide \"\(guide.key ?? "")\" is not made yet; constraints to it are skipped", guide, in: document)
            }
        }
    }

    /// The value of a child that sets a property: a value element, or an object made.
    func value(of child: IBElement) -> Any? {
        switch child.name {
        case "color": return NibValues.color(child, in: document, bundle: context.bundle)
        case "fontDescription": return NibValues.font(child, in: document)
        case "rect": return CGRect(x: num(child, "x"), y: num(child, "y"), width: num(child, "width"), height: num(child, "height"))
        case "size": return CGSize(width: num(child, "width"), height: num(child, "height"))
        case "point": return CGPoint(x: num(child, "x"), y: num(child, "y"))
        case "inset": return UIEdgeInsets(top: num(child, "minY"), left: num(child, "minX"), bottom: num(child, "maxY"), right: num(child, "maxX"))
        case "edgeInsets": return UIEdgeInsets(top: num(child, "top"), left: num(child, "left"), bottom: num(child, "bottom"), right: num(child, "right"))
        case "directionalEdgeInsets":
            return NSDirectionalEdgeInsets(top: num(child, "top"), leading: num(child, "leading"), bottom: num(child, "bottom"), trailing: num(child, "trailing"))
        case "autoresizingMask": return NibValues.autoresizingMask(child)
        case "accessibility": return NibValues.accessibility(child)
        case "state", "segment", "blurEffect", "textInputTraits", "vibrancyEffect", "buttonConfiguration": return settings(of: child)
        case "string", "mutableString": return child.text ?? child["value"] ?? ""
        case "attributedString": return NibValues.attributedString(child)
        case "integer", "real", "number": return child.number("value").map { NSNumber(value: $0) }
        case "bool": return child.bool("value")
        case "nil": return nil
        default: return make(child)
        }
    }

    /// A settings element (a button's `<state key="normal" title=… image=…>` with its keyed
    /// children) as a dictionary of values.
    private func settings(of element: IBElement) -> [String: Any] {
        var values: [String: Any] = [:]
        for (name, text) in element.attributes where name != "key" {
            values[name] = name == "image" || name.hasSuffix("Image") ? image(named: text) as Any : text
        }
        for child in element.children {
            if let key = child.key, let value = value(of: child) { values[key] = value }
        }
        return values
    }

    private func num(_ element: IBElement, _ attribute: String) -> CGFloat { CGFloat(element.number(attribute) ?? 0) }

    /// An image the document names: a symbol (`catalog="system"` in its resources), or an image
    /// set of an asset catalog or an image file of the document's bundle, the main bundle or
    /// the registered bundles.
    func image(named name: String) -> UIImage? {
        let resource = document.root.child(named: "resources")?.children.first { $0.name == "image" && $0["name"] == name }
        if resource?["catalog"] == "system", let symbol = UIImage(systemName: name) { return symbol }
        let bundles = (context.bundle.map { [$0] } ?? []) + UIImage.searchBundles
        // An asset catalog's image set first, as ibtool's compiled nibs name catalog images.
        if let catalog = bundles.lazy.compactMap({ bundle in AssetLookup.catalogImage(named: name, in: bundle) }).first {
            return catalog
        }
        guard let bundle = bundles.first(where: { UIImage.path(named: name, in: [$0]) != nil }) else {
            // One report for the document's image, not one per bundle tried.
            TesseraDiagnostics.reportOnce("\(document.name): image \"\(name)\" is in none of the app's bundles "
                + "(\(bundles.map(\.bundleURL.lastPathComponent).joined(separator: ", "))); the view shows no image")
            return nil
        }
        return UIImage(named: name, in: bundle)
    }

    /// A nib of its own for a prototype element, sharing this document and its context.
    func nib(for prototype: IBElement) -> UINib {
        UINib(document: document, roots: [prototype], context: context.forPrototype(owner: objects))
    }

    /// Constraints, runtime attributes, connections (those held by `sources` too: File's
    /// Owner's, the scene controller's), then `awakeFromNib()`, as UIKit does once every
    /// object of the nib exists.
    func finish(connectionSources sources: [IBElement] = []) {
        NibConstraints.apply(made, in: self)
        NibRuntimeAttributes.apply(made, in: self)
        NibConnections(instantiation: self).connect(made: made, extraSources: sources)
        for (_, object) in made {
            (object as? UIResponder)?.awakeFromNib()
        }
    }

    /// The object made from `element` here (a content view may have no id).
    func object(made element: IBElement) -> AnyObject? {
        made.first { $0.element === element }?.object
    }

    /// The object `id` names here, if made or given.
    func object(_ id: String) -> AnyObject? { objects[id] }

    /// Whether `id` names an object of the document at all (one this instantiation does not
    /// make, such as a view loaded later, is not an error).
    func documentHas(_ id: String) -> Bool { document.elementsByID[id] != nil }
}
