import Foundation

/// Core Graphics' bitmap image, as UIKit code hands it to layers (`layer.contents =
/// image.cgImage`): a `UIImage` here, as `CGColor` is a `UIColor`.
public typealias CGImage = UIImage

extension UIImage {
    /// The image as a `CGImage`: the image itself.
    public var cgImage: CGImage? { self }

    /// An image of `cgImage`'s pixels at `scale` (1 by default, as in UIKit).
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: UIImage.Orientation = .up) {
        self.init(backing: cgImage.backing, scale: scale)
    }
}
