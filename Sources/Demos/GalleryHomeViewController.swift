import Foundation
// The gallery's own home screen draws thumbnails with the host's renderer (Platform), the one
// place in Demos that reaches past UIKit's API.
@_spi(Host) import Tessera

/// The gallery's first screen: a card for every demo, with a picture of it and the seed it
/// comes from; choosing one pushes the demo.
public final class GalleryHomeViewController: UICollectionViewController {
    public let demos: [DemoDescriptor]
    private var thumbnails: [String: UIImage] = [:]
    /// Called when a demo opens (logs and tests).
    public var onOpen: ((DemoDescriptor) -> Void)?

    public init(demos: [DemoDescriptor] = DemoCatalog.all) {
        self.demos = demos
        super.init(collectionViewLayout: UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 170, height: 250), spacing: 14,
                                               inset: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)))
        title = "Tessera Gallery"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(DemoCardCell.self, forCellWithReuseIdentifier: "Card")
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { demos.count }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! DemoCardCell
        let demo = demos[indexPath.item]
        cell.titleLabel.text = demo.title
        cell.seedLabel.text = demo.seed
        cell.imageView.image = thumbnail(for: demo)
        return cell
    }

    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        open(demos[indexPath.item])
    }

    /// Pushes a fresh instance of `demo`.
    public func open(_ demo: DemoDescriptor) {
        let controller = demo.make()
        controller.title = demo.title
        navigationController?.pushViewController(controller, animated: true)
        onOpen?(demo)
    }

    /// A picture of the demo's first screen, drawn once by the host's renderer.
    private func thumbnail(for demo: DemoDescriptor) -> UIImage? {
        if let known = thumbnails[demo.id] { return known }
        let controller = demo.make()
        let offscreen = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        offscreen.rootViewController = controller
        offscreen.layoutIfNeeded()
        guard let backing = Platform.snapshotter?.snapshot(of: offscreen) as? ImageBacking else { return nil }
        let image = UIImage(backing: backing, scale: CGFloat(backing.pixelWidth) / 390)
        thumbnails[demo.id] = image
        return image
    }
}

/// A demo's card: its picture, title and seed.
public final class DemoCardCell: UICollectionViewCell {
    public let imageView = UIImageView()
    public let titleLabel = UILabel()
    public let seedLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 10
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .systemGray5
        titleLabel.font = .boldSystemFont(ofSize: 14)
        titleLabel.numberOfLines = 2
        seedLabel.font = .systemFont(ofSize: 11)
        seedLabel.textColor = .secondaryLabel
        seedLabel.numberOfLines = 3
        [imageView, titleLabel, seedLabel].forEach(contentView.addSubview)
        let selected = UIView()
        selected.backgroundColor = .systemBlue
        selectedBackgroundView = selected
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: b.width, height: 150)
        titleLabel.frame = CGRect(x: 10, y: 154, width: b.width - 20, height: 40)
        seedLabel.frame = CGRect(x: 10, y: 194, width: b.width - 20, height: 50)
    }
}

/// A grid of a million numbered tiles, for scrolling performance.
public final class BigGridViewController: UICollectionViewController {
    public static let itemCount = 1_000_000

    public init() {
        super.init(collectionViewLayout: UICollectionViewFlowLayout.grid(itemSize: CGSize(width: 86, height: 86), spacing: 6,
                                               inset: UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)))
        title = "A million items"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "Tile")
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { BigGridViewController.itemCount }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! NumberCell
        cell.label.text = "\(indexPath.item)"
        cell.label.font = .boldSystemFont(ofSize: 16)
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 36) / 36, saturation: 0.3, brightness: 0.95, alpha: 1)
        return cell
    }
}
