import Foundation

/// What an image variant changes: its stretchable caps, mirroring, alignment insets, baseline
/// and animation frames. UIKit's images are immutable: each `with…` makes a new one.
struct ImageVariant {
    var capInsets = UIEdgeInsets.zero
    var resizingMode = UIImage.ResizingMode.tile
    var orientation = UIImage.Orientation.up
    var flipsForRightToLeft = false
    var alignmentRectInsets = UIEdgeInsets.zero
    var baselineOffsetFromBottom: CGFloat?
    var frames: [UIImage]?
    var duration: TimeInterval = 0
}

extension UIImage {
    /// How the middle of a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// How the pixels are turned: here, as drawn or mirrored left to right.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    private func variant(_ change: (inout ImageVariant) -> Void) -> UIImage {
        let image = symbol.map { UIImage(symbol: $0) } ?? copy(renderingMode: storedRenderingMode)
        image.variant = variant
        change(&image.variant)
        return image
    }

    // MARK: Resizable images

    public var capInsets: UIEdgeInsets { variant.capInsets }
    public var resizingMode: ResizingMode { variant.resizingMode }

    /// The image with caps that keep their size as it is drawn larger: corners as they are,
    /// edges stretched along them, the middle tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with caps that keep their size; the middle tiles or stretches.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        guard capInsets.left.isFinite, capInsets.right.isFinite, capInsets.top.isFinite, capInsets.bottom.isFinite,
              capInsets.left >= 0, capInsets.right >= 0, capInsets.top >= 0, capInsets.bottom >= 0 else {
            TesseraDiagnostics.report("UIImage.resizableImage(withCapInsets:): invalid insets \(capInsets); the image is not resizable")
            return self
        }
        return variant {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// The older form: caps `leftCapWidth` wide (the same at the right) and `topCapHeight` high,
    /// a one-point middle stretched.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let right = max(0, size.width - CGFloat(leftCapWidth) - 1)
        let bottom = max(0, size.height - CGFloat(topCapHeight) - 1)
        return resizableImage(withCapInsets: UIEdgeInsets(top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth),
                                                          bottom: bottom, right: right), resizingMode: .stretch)
    }

    public var leftCapWidth: Int { Int(capInsets.left) }
    public var topCapHeight: Int { Int(capInsets.top) }

    // MARK: Orientation, alignment, baseline

    public var imageOrientation: Orientation { variant.orientation }
    /// Whether the image draws mirrored in right-to-left layouts.
    public var flipsForRightToLeftLayoutDirection: Bool { variant.flipsForRightToLeft }

    /// The image that draws mirrored in right-to-left layouts (an arrow, a chevron).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { variant { $0.flipsForRightToLeft = true } }

    /// The image mirrored left to right.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        variant { $0.orientation = $0.orientation == .upMirrored ? .up : .upMirrored }
    }

    public var alignmentRectInsets: UIEdgeInsets { variant.alignmentRectInsets }

    /// The image with insets that Auto Layout and image views align by (a shadow left out).
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        variant { $0.alignmentRectInsets = alignmentInsets }
    }

    public var hasBaseline: Bool { variant.baselineOffsetFromBottom != nil }
    public var baselineOffsetFromBottom: CGFloat { variant.baselineOffsetFromBottom ?? 0 }

    /// The image with a baseline this far above its bottom (to sit on a line of text).
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        variant { $0.baselineOffsetFromBottom = baselineOffset }
    }

    public func imageWithoutBaseline() -> UIImage { variant { $0.baselineOffsetFromBottom = nil } }

    // MARK: Animated images

    /// The frames of an animated image; nil for a still one.
    public var images: [UIImage]? { variant.frames }
    /// How long one pass over the frames takes.
    public var duration: TimeInterval { variant.duration }

    /// An image that shows `images` in turn, one pass taking `duration` (an image view
    /// animates it); its size is the first frame's.
    public static func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = UIImage(backing: first.backing, scale: first.scale)
        animated.variant.frames = images
        animated.variant.duration = duration.isFinite && duration > 0 ? duration : Double(images.count) / 30
        return animated
    }

    /// The frames named `name0`, `name1`… (from 0 or 1, as long as they are found).
    public static func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let frame = UIImage(named: "\(name)\(index)") else {
                if index == 0 { continue }
                break
            }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }

    // MARK: Standard symbols

    public class var actionsImage: UIImage { UIImage(systemName: "ellipsis.circle") ?? UIImage() }
    public class var addImage: UIImage { UIImage(systemName: "plus") ?? UIImage() }
    public class var removeImage: UIImage { UIImage(systemName: "minus") ?? UIImage() }
    public class var checkmarkImage: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
    public class var strokedCheckmarkImage: UIImage { UIImage(systemName: "checkmark.circle") ?? UIImage() }

    // MARK: Preparing

    /// The image ready to draw (decoded images are ready already).
    public func preparingForDisplay() -> UIImage? { self }

    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) { completionHandler(self) }

    /// The image scaled down to fit `size` (aspect kept), drawn now; nil for an empty size.
    @preconcurrency @MainActor public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, self.size.width > 0, self.size.height > 0 else { return nil }
        let fit = min(size.width / self.size.width, size.height / self.size.height)
        let target = CGSize(width: (self.size.width * fit).rounded(), height: (self.size.height * fit).rounded())
        return UIGraphicsImageRenderer(size: target).image { _ in draw(in: CGRect(origin: .zero, size: target)) }
    }

    @preconcurrency @MainActor public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }
}
