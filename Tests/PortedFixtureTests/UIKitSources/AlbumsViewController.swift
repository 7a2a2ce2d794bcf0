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
    @IBOutlet weak var titleLabel: UILabel!
}

/// One album: its name and a grid of photo tiles from a xib.
class AlbumDetailViewController: UIViewController, UICollectionViewDataSource {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var photosView: UICollectionView!
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

    @IBAction func addTile(_ sender: UIButton) {
        tileCount += 1
        photosView.insertItems(at: [IndexPath(item: tileCount - 1, section: 0)])
    }
}

class PhotoTileCell: UICollectionViewCell {
    @IBOutlet weak var captionLabel: UILabel!
}
