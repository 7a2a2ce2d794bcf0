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
        guard ext != "pdf", ext != "svg" else {
            TesseraDiagnostics.reportOnce("image set \"\(set.name)\": vector images (\(entry.file.lastPathComponent)) are not drawn yet")
            return nil
        }
        let path = entry.file.path
        guard let backing = NamedImageCache.shared.backing(atPath: path, decode: { UIImage.decodeFile(atPath: path) }) else { return nil }
        return (backing, CGFloat(entry.scale ?? 1))
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
        catalogVariants?.image(for: traits) ?? self
    }
}
