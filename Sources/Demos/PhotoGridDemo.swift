import Foundation
import Tessera

/// The sample photos in a flow layout, each cell sized to its photo's aspect ratio inside
/// 200 × 200 points (seed 000, listing 3.9), with the white matte of listing 3.6.
public final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let kMaxItemSize = CGSizeMake(200, 200)
    public let names = ["astronaut", "chelsea", "coffee", "rocket", "hubble-portrait", "chelsea-portrait",
                        "astronaut-portrait", "horse", "coins", "hubble_deep_field", "camera", "moon"]
    public private(set) lazy var photos: [UIImage] = names.compactMap { DemoPhotos.named($0) }
    public private(set) var collectionView: UICollectionView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let flow = UICollectionViewFlowLayout()
        flow.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        flow.minimumInteritemSpacing = 10
        flow.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = UIColor(white: 0.15, alpha: 1)
        collectionView.register(MattePhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! MattePhotoCell
        cell.image = photos[indexPath.item]
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let photoSize = photos[indexPath.item].size
        let aspectRatio = photoSize.width / photoSize.height
        var itemSize = PhotoGridViewController.kMaxItemSize
        if aspectRatio < 1 {
            itemSize = CGSizeMake(PhotoGridViewController.kMaxItemSize.width * aspectRatio, PhotoGridViewController.kMaxItemSize.height)
        } else if aspectRatio > 1 {
            itemSize = CGSizeMake(PhotoGridViewController.kMaxItemSize.width, PhotoGridViewController.kMaxItemSize.height / aspectRatio)
        }
        return itemSize
    }
}

/// Listing 3.6's cell: a photo inset 10 points in a white matte; orange when selected.
public final class MattePhotoCell: UICollectionViewCell {
    private let imageView = UIImageView(frame: .zero)
    public var image: UIImage? {
        didSet { imageView.image = image }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A prototype cell of Survey.storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        imageView.backgroundColor = .black
        imageView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
        contentView.addSubview(imageView)
        backgroundColor = .white
        let selectedBackgroundView = UIView(frame: .zero)
        selectedBackgroundView.backgroundColor = .orange
        self.selectedBackgroundView = selectedBackgroundView
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        image = nil
        isSelected = false
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRectInset(bounds, 10, 10)
    }

    public func setDisabled(_ disabled: Bool) {
        contentView.alpha = disabled ? 0.5 : 1.0
        backgroundColor = disabled ? .gray : .white
    }
}
