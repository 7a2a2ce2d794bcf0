// A UIKit fixture: an app's screens from Albums.storyboard and PhotoTileCell.xib, written as
// for iOS (outlets and actions connected in Interface Builder).
import UIKit

/// The albums grid: a collection view controller whose flow layout and prototype cell are the
/// storyboard's; tapping an album shows it (the cell's show segue).
class AlbumsViewController: UICollectionViewController {
    let albums = ["Space", "Animals", "Food", "Places", "Science", "Art", "Maps", "Sea"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath) as! AlbumCell
        cell.titleLabel.text = albums[indexPath.item]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showAlbum",
              let cell = sender as? UICollectionViewCell,
              let indexPath = collectionView.indexPath(for: cell),
              let detail = segue.destination as? AlbumDetailViewController else { return }
        detail.album = albums[indexPath.item]
    }
}

class AlbumCell: UICollectionViewCell {
    weak var titleLabel: UILabel!

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) -> Any? {
        switch key {
        case "titleLabel": titleLabel
        default: super.value(forKey: key)
        }
    }
}

/// One album: its name and a grid of photo tiles from a xib.
class AlbumDetailViewController: UIViewController, UICollectionViewDataSource {
    weak var nameLabel: UILabel!
    weak var photosView: UICollectionView!
    var album = ""
    private(set) var tileCount = 6

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = album
        photosView.register(UINib(nibName: "PhotoTileCell", bundle: nil), forCellWithReuseIdentifier: "PhotoTile")
        photosView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return tileCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoTile", for: indexPath) as! PhotoTileCell
        cell.captionLabel.text = "\(album) \(indexPath.item + 1)"
        return cell
    }

    func addTile(_ sender: UIButton) {
        tileCount += 1
        photosView.insertItems(at: [IndexPath(item: tileCount - 1, section: 0)])
    }

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        case "photosView": photosView = value as? UICollectionView
        default: super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) -> Any? {
        switch key {
        case "nameLabel": nameLabel
        case "photosView": photosView
        default: super.value(forKey: key)
        }
    }

    @discardableResult
    override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case "addTile:":
            if let sender = sender as? UIButton { addTile(sender) }
            return true
        default:
            return super.perform(action, withSender: sender)
        }
    }
    // Added by tessera-port: how `type.init()` on a controller's metatype makes this class.
    override class func makeWithDefaultInitializer() -> UIViewController { AlbumDetailViewController() }
}

class PhotoTileCell: UICollectionViewCell {
    weak var captionLabel: UILabel!

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "captionLabel": captionLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) -> Any? {
        switch key {
        case "captionLabel": captionLabel
        default: super.value(forKey: key)
        }
    }
}
