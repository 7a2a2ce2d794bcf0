import UIKit

/// One album: its name, a button that adds a photo, and a grid of photo tiles from a xib.
class AlbumDetailViewController: UIViewController, UICollectionViewDataSource {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var addButton: UIButton!
    @IBOutlet weak var photosView: UICollectionView!
    var album = Album.all[0]
    private(set) var photoCount = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = NSLocalizedString(album.name, comment: "An album's name")
        addButton.setTitle(NSLocalizedString("Add Photo", comment: "The button that adds a photo"), for: .normal)
        photosView.register(UINib(nibName: "AlbumPhotoCell", bundle: nil), forCellWithReuseIdentifier: "PhotoTile")
        photosView.dataSource = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Rename", comment: "The button that renames the album"),
                                                            style: .plain, target: self, action: #selector(rename))
        showCount()
    }

    /// Asks for the album's new name in an alert with a text field.
    @objc func rename() {
        let alert = UIAlertController(title: NSLocalizedString("Rename Album", comment: "The rename alert's title"), message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = NSLocalizedString("Album Name", comment: "The rename field's placeholder")
            field.text = self.nameLabel.text
            field.accessibilityIdentifier = "albumName"
        }
        alert.addAction(UIAlertAction(title: NSLocalizedString("Cancel", comment: "Leaves the name as it is"), style: .cancel))
        alert.addAction(UIAlertAction(title: NSLocalizedString("Save", comment: "Saves the new name"), style: .default) { [weak self, weak alert] _ in
            guard let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self?.nameLabel.text = name
        })
        present(alert, animated: true)
    }

    /// The title counts the photos, in the user's language and its plural rules.
    private func showCount() {
        title = String(localized: "\(photoCount) photos", table: "Photos", comment: "The detail screen's title")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photoCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoTile", for: indexPath) as! AlbumPhotoCell
        cell.photoView.image = UIImage(named: album.cover)
        cell.captionLabel.text = "\(indexPath.item + 1)"
        return cell
    }

    @IBAction func addPhoto(_ sender: UIButton) {
        photoCount += 1
        photosView.insertItems(at: [IndexPath(item: photoCount - 1, section: 0)])
        showCount()
    }
}
