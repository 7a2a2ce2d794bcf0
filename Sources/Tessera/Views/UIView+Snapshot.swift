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

extension UIView {
    /// A snapshot of the part of the view in `rect` (the cap insets are for stretching, which
    /// this snapshot does not do: it is shown at its size).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard let whole = snapshotView(afterScreenUpdates: afterUpdates) else { return nil }
        let part = UIView(frame: CGRect(origin: .zero, size: rect.size))
        part.clipsToBounds = true
        whole.frame.origin = CGPoint(x: -rect.minX, y: -rect.minY)
        part.addSubview(whole)
        return part
    }
}
