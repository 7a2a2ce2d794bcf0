// The albums app of Albums.storyboard and PhotoTileCell.xib, built in code as an iOS developer
// would write it without Interface Builder: the twin the storyboard app must look like.
import UIKit

final class CodeAlbumsViewController: UICollectionViewController {
    let albums = ["Space", "Animals", "Food", "Places", "Science", "Art", "Maps", "Sea"]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 170, height: 120)
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        super.init(collectionViewLayout: layout)
        navigationItem.title = "Albums"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(CodeAlbumCell.self, forCellWithReuseIdentifier: "Album")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { albums.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Album", for: indexPath) as! CodeAlbumCell
        cell.titleLabel.text = albums[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(CodeAlbumDetailViewController(album: albums[indexPath.item]), animated: true)
    }
}

final class CodeAlbumCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        clipsToBounds = true
        contentView.clipsToBounds = true
        layer.cornerRadius = 12
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .label
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            contentView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 12),
            contentView.bottomAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}

final class CodeAlbumDetailViewController: UIViewController, UICollectionViewDataSource {
    let album: String
    private(set) var tileCount = 6
    private var photosView: UICollectionView!

    init(album: String) {
        self.album = album
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let nameLabel = UILabel()
        nameLabel.text = album
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        let addButton = UIButton(type: .system)
        addButton.setTitle("Add tile", for: .normal)
        addButton.addTarget(self, action: CodeAlbumDetailViewController.addTile, for: .touchUpInside)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 116, height: 116)
        layout.minimumLineSpacing = 8
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 16, right: 16)
        photosView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        photosView.backgroundColor = .systemBackground
        photosView.register(CodePhotoTileCell.self, forCellWithReuseIdentifier: "PhotoTile")
        photosView.dataSource = self
        for subview in [nameLabel, addButton, photosView!] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            safe.trailingAnchor.constraint(equalTo: addButton.trailingAnchor, constant: 16),
            addButton.centerYAnchor.constraint(equalTo: nameLabel.centerYAnchor),
            photosView.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 16),
            photosView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: photosView.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: photosView.bottomAnchor),
        ])
    }

    func addTile() {
        tileCount += 1
        photosView.insertItems(at: [IndexPath(item: tileCount - 1, section: 0)])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tileCount }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoTile", for: indexPath) as! CodePhotoTileCell
        cell.captionLabel.text = "\(album) \(indexPath.item + 1)"
        return cell
    }
}

final class CodePhotoTileCell: UICollectionViewCell {
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemIndigo
        clipsToBounds = true
        contentView.clipsToBounds = true
        captionLabel.font = .systemFont(ofSize: 15)
        captionLabel.textColor = .white
        captionLabel.textAlignment = .center
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(captionLabel)
        NSLayoutConstraint.activate([
            captionLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4),
            contentView.trailingAnchor.constraint(equalTo: captionLabel.trailingAnchor, constant: 4),
        ])
    }

    required init?(coder: NSCoder) { fatalError("made in code") }
}
