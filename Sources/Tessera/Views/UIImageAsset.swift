import Foundation

/// One image in several versions, each for a set of traits (light and dark, a size class, a
/// scale): an image view shows the version that fits its traits, and follows them as they
/// change, as an asset catalog's image set does.
@preconcurrency @MainActor open class UIImageAsset: NSObject {
    private var versions: [(traits: UITraitCollection, image: UIImage)] = []

    public override init() { super.init() }

    /// Adds `image` for the traits `traitCollection` specifies (replacing one registered for
    /// the same traits); the image then belongs to this asset.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        versions.removeAll { $0.traits == traitCollection }
        versions.append((traitCollection, image))
        image.imageAsset = self
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        versions.removeAll { $0.traits == traitCollection }
    }

    /// The version whose traits all hold in `traitCollection`, the one specifying the most
    /// traits first (the latest registered among equals); with none that fits, the one for no
    /// particular traits, else the first registered. An asset with no versions gives an empty
    /// image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let fitting = versions.filter { traitCollection.containsTraits(in: $0.traits) }
        if let best = fitting.max(by: { Self.specified($0.traits) <= Self.specified($1.traits) }) { return best.image }
        return versions.first { Self.specified($0.traits) == 0 }?.image ?? versions.first?.image ?? UIImage()
    }

    var isEmpty: Bool { versions.isEmpty }

    /// How many traits a collection specifies.
    private static func specified(_ traits: UITraitCollection) -> Int {
        let all: [Bool] = [
            traits.displayScale != 0, traits.userInterfaceStyle != .unspecified, traits.horizontalSizeClass != .unspecified,
            traits.verticalSizeClass != .unspecified, traits.layoutDirection != .unspecified,
            traits.preferredContentSizeCategory != .unspecified, traits.userInterfaceIdiom != .unspecified,
            traits.accessibilityContrast != .unspecified,
        ]
        return all.filter { $0 }.count
    }
}

private nonisolated(unsafe) var imageAssetKey: UInt8 = 0

extension UIImage {
    /// The asset this image is a version of (set when it is registered with one).
    public internal(set) var imageAsset: UIImageAsset? {
        get { objc_getAssociatedObject(self, &imageAssetKey) as? UIImageAsset }
        set { objc_setAssociatedObject(self, &imageAssetKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
