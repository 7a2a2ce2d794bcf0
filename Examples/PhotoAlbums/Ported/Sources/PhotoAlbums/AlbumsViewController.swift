import UIKit

/// The albums grid: a collection view controller whose flow layout and prototype cell are the
/// storyboard's; tapping an album shows it (the cell's show segue).
class AlbumsViewController: UICollectionViewController {
    let albums = Album.all

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return albums.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath) as! AlbumCell
        let album = albums[indexPath.item]
        cell.titleLabel.text = TesseraLocalizedString(album.name, comment: "An album's name")
        cell.coverView.image = UIImage(named: album.cover)
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
    weak var coverView: UIImageView!

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "coverView": coverView = value as? UIImageView
        default: super.setValue(value, forKey: key)
        }
    }

    override func value(forKey key: String) -> Any? {
        switch key {
        case "titleLabel": titleLabel
        case "coverView": coverView
        default: super.value(forKey: key)
        }
    }
}
