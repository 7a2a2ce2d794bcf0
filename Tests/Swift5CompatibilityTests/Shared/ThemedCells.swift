// Client code that follows the appearance as iOS 13+ code does: semantic colours, a dynamic
// colour of its own, and traitCollectionDidChange(_:).
import UIKit

let brandColor = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)
                                       : UIColor(red: 0.8, green: 0.3, blue: 0, alpha: 1)
}

class ThemedCell: UICollectionViewCell {
    let titleLabel = UILabel()
    private(set) var appearanceChanges: [UIUserInterfaceStyle] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        titleLabel.textColor = .label
        titleLabel.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
        contentView.addSubview(titleLabel)
        layer.borderWidth = 2
        layer.borderColor = brandColor.cgColor
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            appearanceChanges.append(traitCollection.userInterfaceStyle)
            // A CGColor does not follow the appearance: set it again, as UIKit code must.
            layer.borderColor = brandColor.resolvedColor(with: traitCollection).cgColor
        }
    }
}

class ThemedViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    private(set) var sizeClassChanges: [UIUserInterfaceSizeClass] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(ThemedCell.self, forCellWithReuseIdentifier: "Themed")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
            sizeClassChanges.append(traitCollection.horizontalSizeClass)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Themed", for: indexPath) as! ThemedCell
        cell.titleLabel.text = "Item \(indexPath.item)"
        return cell
    }
}
