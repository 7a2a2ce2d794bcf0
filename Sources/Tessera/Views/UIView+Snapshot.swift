import Foundation

extension UIView {
    /// A view that looks like this one does now: an image view of it drawn flat by the host's
    /// renderer, the size of its bounds. Nil when no renderer is installed (no host).
    /// - Note: `afterScreenUpdates` makes no difference: Tessera draws the view as it is.
    func performSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0,
              let backing = Platform.snapshotter?.snapshot(of: self) as? ImageBacking else { return nil }
        let picture = UIImageView(image: UIImage(backing: backing, scale: CGFloat(backing.pixelWidth) / bounds.width))
        picture.frame = CGRect(origin: .zero, size: bounds.size)
        return picture
    }
}
