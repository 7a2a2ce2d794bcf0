import UIKit

class AlbumPhotoCell: UICollectionViewCell {
    weak var photoView: UIImageView!
    weak var captionLabel: UILabel!

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "photoView": photoView = value as? UIImageView
        case "captionLabel": captionLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) -> Any? {
        switch key {
        case "photoView": photoView
        case "captionLabel": captionLabel
        default: super.value(forKey: key)
        }
    }
}
