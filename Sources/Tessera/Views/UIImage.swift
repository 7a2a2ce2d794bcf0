import Foundation

/// An immutable bitmap image, decoded from PNG or JPEG by the installed backend.
///
/// `size` is in points: pixels divided by `scale`. A file named `name@2x.png` loads with scale 2.
/// A file that cannot be read or decoded gives nil, and the reason (with the file's name) goes
/// to ``TesseraDiagnostics``.
open class UIImage: NSObject, @unchecked Sendable {
    /// A name for UI tests to find the image by (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?
    /// The decoded pixels, owned by the backend that decoded them.
    public let backing: ImageBacking
    public let scale: CGFloat
    /// A system symbol's name, configuration and tint, for an image made with
    /// `UIImage(systemName:)`: drawn as vectors by image views, at any size.
    /// Set only by `init(symbol:)`, a convenience initializer, so that every designated
    /// initializer is public and subclasses in apps inherit them (and the literal's required one).
    private(set) var symbol: SymbolDescription?
    /// The other appearances of a catalog image (dark, high contrast), for image views to pick
    /// from by their traits; nil for any other image.
    var catalogVariants: CatalogImageVariants?
    /// How the image is drawn: as it is, or as a template in the tint colour (a catalog image
    /// set's "Render As", or `withRenderingMode(_:)`).
    var storedRenderingMode: RenderingMode = .automatic
    /// The colour a template bitmap is drawn in wherever it is shown (`withTintColor(_:)`).
    var storedTintColor: UIColor?
    /// How the image stretches, mirrors, aligns and animates (UIImage+Variants.swift).
    var variant = ImageVariant()
    /// The screen's scale, which picks a catalog image's 1×, 2× or 3× file.
    nonisolated(unsafe) static var screenScale: CGFloat = 1
    /// What the picture shows, for a screen reader: an image view showing the image, and a
    /// cell holding that image view, read it (UIKit's `UIAccessibility` property on the image).
    open var accessibilityLabel: String?

    public init(backing: ImageBacking, scale: CGFloat = 1) {
        self.backing = backing
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        symbol = nil
        super.init()
    }

    /// A symbol image (no pixels: drawn from its glyph).
    convenience init(symbol: SymbolDescription) {
        self.init(backing: EmptyImageBacking())
        self.symbol = symbol
    }

    /// An empty image: no pixels, size zero (UIKit's `UIImage()`); it draws nothing.
    public convenience override init() {
        self.init(backing: EmptyImageBacking())
    }

    /// The size in points (a symbol's: its box at its configuration's point size and scale).
    public var size: CGSize {
        if let symbol { return symbol.size }
        return CGSize(width: CGFloat(backing.pixelWidth) / scale, height: CGFloat(backing.pixelHeight) / scale)
    }

    /// Decodes `data`; nil (and a diagnostic) when it is not a readable PNG or JPEG.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let backing = UIImage.decode(data, source: "\(data.count) bytes of data") else { return nil }
        self.init(backing: backing, scale: scale)
    }

    /// Loads and decodes the file at `path`; nil (and a diagnostic) when it cannot.
    public convenience init?(contentsOfFile path: String) {
        guard let backing = UIImage.decodeFile(atPath: path) else { return nil }
        self.init(backing: backing, scale: UIImage.scale(fromFileName: path))
    }

    /// The pixels of the file at `path`; nil (and a diagnostic) when it cannot be read or decoded.
    static func decodeFile(atPath path: String) -> ImageBacking? {
        guard let data = FileManager.default.contents(atPath: path) else {
            TesseraDiagnostics.report("UIImage: cannot read \(path)")
            return nil
        }
        return decode(data, source: path)
    }

    /// Finds `name` in `bundle` (the main bundle, the resource bundles beside the executable
    /// and the registered bundles when nil): first an image set of an asset catalog
    /// (`Assets.xcassets/Name.imageset`), its file picked for the screen's scale and the
    /// traits' appearance; else a file, trying `name` as given, then with `.png`, `.jpg` and
    /// `.jpeg`, also in a `Photos` folder.
    ///
    /// An image set with dark or high-contrast images gives, with no `traits`, an image whose
    /// image views show the variant for their own traits, switching when those change, as
    /// UIKit's catalog images do; with `traits`, the variant for those traits.
    ///
    /// As UIKit's, it caches: a file is read and decoded the first time its name is asked for,
    /// and every later image of that name shares those pixels (and whatever the renderer keeps
    /// with them, such as scaled copies). `UIImage(contentsOfFile:)` does not cache.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection? = nil) {
        if let set = AssetLookup.find(name, in: bundle, { try $0.imageSet(named: name) }) {
            let variants = CatalogImageVariants(set: set)
            guard let (backing, scale) = variants.pixels(for: traits ?? UITraitCollection(userInterfaceStyle: .light)) else { return nil }
            self.init(backing: backing, scale: scale)
            if traits == nil, set.hasAppearances { catalogVariants = variants }
            // "Render As" in the catalog: a template image takes the tint of the view showing it.
            if set.renderingIntent == "template" { storedRenderingMode = .alwaysTemplate }
            if set.renderingIntent == "original" { storedRenderingMode = .alwaysOriginal }
            return
        }
        let bundles = bundle.map { [$0] } ?? UIImage.searchBundles
        guard let path = UIImage.path(named: name, in: bundles) else {
            TesseraDiagnostics.report("UIImage(named: \"\(name)\"): no such image in \(bundles.map { $0.bundlePath })")
            return nil
        }
        guard let backing = NamedImageCache.shared.backing(atPath: path, decode: { UIImage.decodeFile(atPath: path) }) else {
            return nil
        }
        self.init(backing: backing, scale: UIImage.scale(fromFileName: path))
    }

    /// `#imageLiteral(resourceName:)`: the image of that name in the app's bundles (an empty
    /// image, reported, when there is none: a literal cannot be nil).
    public required convenience init(imageLiteralResourceName name: String) {
        guard let found = UIImage(named: name) else {
            self.init(backing: EmptyImageBacking())
            return
        }
        self.init(backing: found.backing, scale: found.scale)
        catalogVariants = found.catalogVariants
    }

    /// Finds `name` in the main bundle and the bundles added with ``register(bundle:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    private static let bundleLock = NSLock()
    nonisolated(unsafe) private static var extraBundles: [Bundle] = []

    /// Adds a bundle that `UIImage(named:)` searches after the main bundle (SwiftPM resources
    /// live in their own bundle, `Bundle.module`).
    /// - Note: Tessera's own addition; on iOS an app's images are in its main bundle.
    public static func register(bundle: Bundle) {
        bundleLock.lock(); defer { bundleLock.unlock() }
        if !extraBundles.contains(where: { $0.bundlePath == bundle.bundlePath }) { extraBundles.append(bundle) }
    }

    static var searchBundles: [Bundle] {
        bundleLock.lock(); defer { bundleLock.unlock() }
        return [Bundle.main] + extraBundles
    }

    static func path(named name: String, in bundles: [Bundle]) -> String? {
        let candidates = [name] + ["png", "jpg", "jpeg"].flatMap { ["\(name)@2x.\($0)", "\(name).\($0)"] }
        for bundle in bundles {
            for folder in ["", "Photos/"] {
                for file in candidates {
                    let path = bundle.bundlePath + "/" + folder + file
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                        return path
                    }
                }
            }
        }
        return nil
    }

    static func scale(fromFileName path: String) -> CGFloat {
        let stem = (path as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    static func decode(_ data: Data, source: String) -> ImageBacking? {
        guard let decoder = Platform.imageDecoder else {
            TesseraDiagnostics.report("UIImage: cannot decode \(source): no image decoder is installed (install a backend such as TesseraCairo)")
            return nil
        }
        do {
            return try decoder.decodeImage(data)
        } catch {
            TesseraDiagnostics.report("UIImage: cannot decode \(source): \(error)")
            return nil
        }
    }

    open override var description: String { "UIImage(\(size.width)×\(size.height) @\(scale)x)" }
}

/// The pixels of an empty image: none.
final class EmptyImageBacking: ImageBacking {
    var pixelWidth: Int { 0 }
    var pixelHeight: Int { 0 }
}

extension UIImage: _ExpressibleByImageLiteral {}

/// What an untyped `#imageLiteral(…)` is, as UIKit's overlay says.
public typealias _ImageLiteralType = UIImage
