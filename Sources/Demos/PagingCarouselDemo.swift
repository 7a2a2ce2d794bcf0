import Foundation
import Tessera

/// A paging carousel of photos with a `UIPageControl` under it: the collection view pages a
/// screen at a time (`isPagingEnabled`), the page control follows (`scrollViewDidScroll`), and a
/// tap on either side of the dots turns a page (`.valueChanged` → `scrollToItem`).
public final class PagingCarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let photos = ["chelsea", "coffee", "horse", "rocket", "astronaut", "moon"]
    public private(set) var collectionView: UICollectionView!
    public let pageControl = UIPageControl()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Paging carousel"
        DemoPhotos.register()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.register(CarouselPhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        pageControl.numberOfPages = Self.photos.count
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.addAction(UIAction { [weak self] _ in self?.showPage() }, for: .valueChanged)
        view.addSubview(pageControl)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let height = min(area.height - 80, area.width * 1.2)
        collectionView.frame = CGRect(x: area.minX, y: area.minY + 20, width: area.width, height: height)
        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = collectionView.bounds.size
        pageControl.frame = CGRect(x: area.minX, y: collectionView.frame.maxY + 12, width: area.width, height: 26)
    }

    /// The page control asked for another page: the carousel goes there.
    private func showPage() {
        collectionView.scrollToItem(at: IndexPath(item: pageControl.currentPage, section: 0), at: .centeredHorizontally, animated: true)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.photos.count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! CarouselPhotoCell
        cell.photo.image = DemoPhotos.named(Self.photos[indexPath.item])
        cell.caption.text = Self.photos[indexPath.item].capitalized
        return cell
    }

    /// The dots follow the page nearest the middle.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        let page = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        if !pageControl.isTracking { pageControl.currentPage = page }
    }
}

/// A full-width photo with its name under it.
final class CarouselPhotoCell: UICollectionViewCell {
    let photo = UIImageView()
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 16
        caption.font = .boldSystemFont(ofSize: 20)
        caption.textAlignment = .center
        contentView.addSubview(photo)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: 20, bottom: 40, right: 20))
        caption.frame = CGRect(x: 20, y: photo.frame.maxY + 8, width: contentView.bounds.width - 40, height: 28)
    }
}
