import Foundation
import TesseraCore

/// The images of one catalog image set, by appearance: each variant decoded the first time it
/// is shown and kept (the files themselves through `NamedImageCache`).
final class CatalogImageVariants: @unchecked Sendable {
    private let set: AssetImageSet
    private let lock = NSLock()
    private var images: [String: UIImage] = [:]

    init(set: AssetImageSet) {
        self.set = set
    }

    /// The decoded file for `traits` and the screen's scale, with the file's scale.
    func pixels(for traits: UITraitCollection) -> (ImageBacking, CGFloat)? {
        let (dark, high) = AssetLookup.appearance(of: traits)
        let scale = Int(max(1, min(3, UIImage.screenScale.rounded(.up))))
        guard let entry = set.entry(scale: scale, dark: dark, highContrast: high) else {
            TesseraDiagnostics.reportOnce("image set \"\(set.name)\" has no image file for this screen")
            return nil
        }
        let ext = entry.file.pathExtension.lowercased()
        if ext == "pdf" || ext == "svg" { return vectorPixels(entry.file, scale: UIImage.screenScale) }
        let path = entry.file.path
        guard let backing = NamedImageCache.shared.backing(atPath: path, decode: { UIImage.decodeFile(atPath: path) }) else { return nil }
        return (backing, CGFloat(entry.scale ?? 1))
    }

    /// A vector file (PDF, SVG) drawn at the screen's scale, once per scale.
    private func vectorPixels(_ file: URL, scale: CGFloat) -> (ImageBacking, CGFloat)? {
        let backing = NamedImageCache.shared.backing(atPath: file.path + "@\(scale)x") {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                TesseraDiagnostics.report("image set \"\(set.name)\": cannot read \(file.lastPathComponent)")
                return nil
            }
            guard let decoder = Platform.imageDecoder else {
                TesseraDiagnostics.report("image set \"\(set.name)\": no image decoder is installed (install a backend such as TesseraCairo)")
                return nil
            }
            do {
                return try decoder.decodeVectorImage(data, scale: scale)
            } catch {
                TesseraDiagnostics.report("image set \"\(set.name)\": cannot draw \(file.lastPathComponent): \(error)")
                return nil
            }
        }
        return backing.map { ($0, scale) }
    }

    /// The image for `traits` (the one made first is returned again for the same appearance).
    func image(for traits: UITraitCollection) -> UIImage? {
        let (dark, high) = AssetLookup.appearance(of: traits)
        let key = "\(dark)-\(high)"
        lock.lock()
        if let known = images[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let (backing, scale) = pixels(for: traits) else { return nil }
        let image = UIImage(backing: backing, scale: scale)
        lock.lock()
        images[key] = image
        lock.unlock()
        return image
    }
}

extension UIImage {
    /// The image to draw for `traits`: a catalog image's variant for that appearance, else itself.
    func resolved(for traits: UITraitCollection) -> UIImage {
        if let asset = imageAsset, !asset.isEmpty { return asset.image(with: traits) }
        guard let variant = catalogVariants?.image(for: traits) else { return self }
        guard storedRenderingMode != .automatic || storedTintColor != nil else { return variant }
        // The variant drawn the way this image is (a template, in its tint).
        let image = UIImage(backing: variant.backing, scale: variant.scale)
        image.storedRenderingMode = storedRenderingMode
        image.storedTintColor = storedTintColor
        return image
    }
}
