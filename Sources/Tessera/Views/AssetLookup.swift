import Foundation
import TesseraCore

/// Finds a named asset in the asset catalogs of a bundle, or of the bundles a nil bundle
/// searches (the main bundle with the resource bundles beside the executable, then those
/// added with `UIImage.register(bundle:)`). A catalog file that cannot be read is reported,
/// naming the file and what is wrong, and the search goes on.
enum AssetLookup {
    static func find<Asset>(_ name: String, in bundle: Bundle?, _ read: (AssetCatalog) throws -> Asset?) -> Asset? {
        for catalog in catalogs(in: bundle) {
            do {
                if let asset = try read(catalog) { return asset }
            } catch {
                TesseraDiagnostics.reportOnce("asset catalog \(catalog.url.lastPathComponent): \(error); \"\(name)\" is not loaded")
            }
        }
        return nil
    }

    static func catalogs(in bundle: Bundle?) -> [AssetCatalog] {
        var seen: Set<String> = []
        // The main bundle searches the resource bundles beside the executable and the
        // registered ones too: on Linux an app's resources are in SwiftPM's bundle, not main.
        let everywhere = [Bundle.main.bundleURL] + UIImage.searchBundles.map(\.bundleURL)
        let roots = bundle.flatMap { $0 === Bundle.main ? nil : [$0.bundleURL] } ?? everywhere
        return roots.filter { seen.insert($0.standardizedFileURL.path).inserted }.flatMap(AssetCatalogLocator.catalogs(under:))
    }

    /// The image set `name` of `bundle`'s catalogs only (no file search, no report when absent).
    static func catalogImage(named name: String, in bundle: Bundle) -> UIImage? {
        guard catalogs(in: bundle).contains(where: { $0.hasAsset(named: name, kind: "imageset") || $0.hasAsset(named: name, kind: "symbolset") }) else {
            return nil
        }
        return UIImage(named: name, in: bundle)
    }

    /// Whether the traits ask for the dark appearance, and for high contrast.
    static func appearance(of traits: UITraitCollection) -> (dark: Bool, highContrast: Bool) {
        (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high)
    }
}

extension UIColor {
    /// The colour set `name` of an asset catalog (`Assets.xcassets/Name.colorset`), or nil
    /// when no catalog of `bundle` (nil: the app's bundles) has it.
    ///
    /// With no `traitCollection`, the colour is dynamic when the set has appearances: it
    /// resolves to the set's dark or high-contrast colour for the traits it is drawn with, as
    /// UIKit's catalog colours do. With a trait collection, it is the colour for those traits.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetLookup.find(name, in: bundle, { try $0.colorSet(named: name) }) else { return nil }
        if let traitCollection {
            let (dark, high) = AssetLookup.appearance(of: traitCollection)
            let color = UIColor.make(set.color(dark: dark, highContrast: high)).resolvedColor(with: traitCollection)
            self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            return
        }
        self.init(dynamicProvider: { traits in
            let (dark, high) = AssetLookup.appearance(of: traits)
            return UIColor.make(set.color(dark: dark, highContrast: high))
        })
    }

    /// The colour set `name` of the app's asset catalogs.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    static func make(_ color: AssetColor) -> UIColor {
        switch color {
        case let .srgb(red, green, blue, alpha):
            return UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case let .displayP3(red, green, blue, alpha):
            return UIColor(displayP3Red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        case let .gray(white, alpha):
            return UIColor(white: CGFloat(white), alpha: CGFloat(alpha))
        case .system(let name):
            if let system = UIColor.system(named: name) { return system }
            TesseraDiagnostics.reportOnce("asset catalog colour refers to the system colour \"\(name)\", which Tessera does not know; clear is used")
            return .clear
        }
    }
}

/// A data set of an asset catalog (`Name.dataset`): a file the app reads as bytes.
open class NSDataAsset: NSObject, @unchecked Sendable {
    public let name: String
    public let data: Data
    /// The file's uniform type identifier, as the set names it (`public.json`).
    public let typeIdentifier: String

    /// The data set `name` of `bundle`'s catalogs; nil (and a report naming the file) when there
    /// is none or its file cannot be read.
    public init?(name: String, bundle: Bundle) {
        guard let set = AssetLookup.find(name, in: bundle, { try $0.dataSet(named: name) }) else { return nil }
        guard let data = FileManager.default.contents(atPath: set.file.path) else {
            TesseraDiagnostics.report("NSDataAsset \"\(name)\": cannot read \(set.file.lastPathComponent)")
            return nil
        }
        self.name = name
        self.data = data
        typeIdentifier = set.typeIdentifier
        super.init()
    }

    /// The data set `name` of the app's catalogs.
    public convenience init?(name: String) {
        self.init(name: name, bundle: .main)
    }
}
