import Foundation
import Tessera

/// Cards built from a vertical `UIStackView` (photo, title, text), sized by Auto Layout in a
/// flow layout: one column on a phone, two or more in a wide window.
public final class CardsViewController: UIViewController, UICollectionViewDataSource {
    public private(set) var collectionView: UICollectionView!
    private var laidOutWidth: CGFloat = 0
    static let cards: [(photo: String, title: String, body: String)] = [
        ("astronaut", "Eileen Collins", "The first woman to pilot and to command a Space Shuttle, photographed for NASA in 1992."),
        ("chelsea", "Chelsea", "A cat."),
        ("coffee", "Coffee", "A cup of espresso on a saucer, seen from above: the sample photo every image library ships."),
        ("hubble_deep_field", "Hubble Deep Field", "Nearly three thousand galaxies in a speck of sky near the Big Dipper, from ten days of exposures."),
        ("rocket", "Launch pad", "A rocket on its pad before launch, under a clear sky."),
        ("horse", "Horse", "A silhouette in black."),
        ("coins", "Coins", "Old Greek coins on a dark cloth, in a grid: a classic test for segmentation."),
        ("moon", "Moon", "The surface of the Moon, grey and cratered."),
    ]

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        title = "Cards"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        layout.minimumLineSpacing = 16
        layout.minimumInteritemSpacing = 16
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    /// Columns of at least 300 points, as many as the width allows.
    var cardWidth: CGFloat {
        let available = collectionView.bounds.width - 32
        let columns = max(1, floor((available + 16) / (300 + 16)))
        return floor((available - 16 * (columns - 1)) / columns)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard collectionView.bounds.width != laidOutWidth else { return }
        laidOutWidth = collectionView.bounds.width
        for cell in collectionView.visibleCells { (cell as? CardCell)?.width = cardWidth }
        collectionView.collectionViewLayout.invalidateLayout()
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.cards.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! CardCell
        let card = Self.cards[indexPath.item]
        cell.imageView.image = DemoPhotos.named(card.photo)
        cell.titleLabel.text = card.title
        cell.bodyLabel.text = card.body
        cell.width = cardWidth
        return cell
    }
}

/// A card: a photo with a 3:2 shape, a bold title and wrapping text in a vertical stack.
public final class CardCell: UICollectionViewCell {
    public let imageView = UIImageView()
    public let titleLabel = UILabel()
    public let bodyLabel = UILabel()
    public let stack = UIStackView()
    private var widthConstraint: NSLayoutConstraint!

    var width: CGFloat {
        get { widthConstraint.constant }
        set { widthConstraint.constant = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        titleLabel.font = .boldSystemFont(ofSize: 17)
        bodyLabel.font = .systemFont(ofSize: 14)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 8
        stack.setCustomSpacing(12, after: imageView)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 14, right: 0)
        [imageView, titleLabel, bodyLabel].forEach(stack.addArrangedSubview)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        widthConstraint = contentView.widthAnchor.constraint(equalToConstant: 300)
        NSLayoutConstraint.activate([
            widthConstraint,
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 2.0 / 3.0),
            titleLabel.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 14),
            bodyLabel.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 14),
        ])
        stack.alignment = .fill
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
