import Foundation
import Tessera

/// A feed of photo posts that loads each photo before its post scrolls into view: the
/// collection view's `prefetchDataSource` (`UICollectionViewDataSourcePrefetching`) hears of
/// the posts one screen ahead in the direction of scrolling and starts decoding their photos on
/// a background queue; when the direction reverses, it cancels what was ahead. The strip at the
/// top shows the last calls. Cells themselves are also made ahead, in the time frames leave
/// over (`isPrefetchingEnabled`). Pull the feed down past the top (or turn the wheel on past
/// it) to refresh (`UIRefreshControl`): a new post comes in at the top a moment later.
public final class PrefetchFeedViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    static let photos = ["chelsea", "coffee", "horse", "rocket", "astronaut", "moon", "camera", "coins", "grass", "brick"]
    public private(set) var collectionView: UICollectionView!
    private let logStrip = UIView()
    private let logLabel = UILabel()
    /// Decoded photos by post, and the loads under way.
    private var loaded: [Int: UIImage] = [:]
    private var loading: [Int: DispatchWorkItem] = [:]
    public private(set) var log: [String] = []
    public var onChange: ((String) -> Void)?
    /// Posts that came in with a refresh, newest first, above the others.
    public private(set) var newPosts = 0
    public let refreshControl = UIRefreshControl()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Prefetching feed"
        DemoPhotos.register()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(FeedPostCell.self, forCellWithReuseIdentifier: "Post")
        collectionView.dataSource = self
        collectionView.prefetchDataSource = self
        refreshControl.attributedTitle = NSAttributedString(string: "Checking for new posts")
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
        view.addSubview(collectionView)
        logLabel.numberOfLines = 3
        logLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        logLabel.textColor = .secondaryLabel
        logStrip.backgroundColor = .secondarySystemBackground
        logStrip.addSubview(logLabel)
        view.addSubview(logStrip)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        logStrip.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: 56)
        logLabel.frame = logStrip.bounds.insetBy(dx: 12, dy: 4)
        collectionView.frame = CGRect(x: area.minX, y: logStrip.frame.maxY, width: area.width, height: area.height - 56)
        if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            let width = min(area.width - 24, 560)
            layout.itemSize = CGSize(width: width, height: (width * 9 / 16).rounded() + 36)
        }
    }

    /// A refresh: after a moment (the network; here a second's wait) a new post arrives.
    private func refresh() {
        note("refresh")
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.receiveNewPost() }
    }

    /// The refresh's answer: one new post at the top, and the spinner goes.
    public func receiveNewPost() {
        guard refreshControl.isRefreshing else { return }
        newPosts += 1
        shiftLoadedPosts()
        collectionView.performBatchUpdates {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        refreshControl.endRefreshing()
        note("1 new post")
    }

    /// Photos already loaded move one post down with the new one on top.
    private func shiftLoadedPosts() {
        loaded = Dictionary(uniqueKeysWithValues: loaded.map { ($0.key + 1, $0.value) })
        for (post, work) in loading { work.cancel(); loading[post] = nil }
    }

    // MARK: Data source

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 + newPosts }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Post", for: indexPath) as! FeedPostCell
        let post = indexPath.item
        cell.caption.text = post < newPosts ? "New post \(newPosts - post) · \(Self.photos[post % Self.photos.count])"
                                            : "Post \(post - newPosts + 1) · \(Self.photos[post % Self.photos.count])"
        cell.photo.image = loaded[post]
        if loaded[post] == nil { load(post) }   // not prefetched: load now
        return cell
    }

    // MARK: Prefetching

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        note("prefetch " + Self.describe(indexPaths))
        for path in indexPaths { load(path.item) }
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        note("cancel " + Self.describe(indexPaths))
        for path in indexPaths { loading.removeValue(forKey: path.item)?.cancel() }
    }

    /// Decodes the post's photo on a background queue; the result comes back on the main queue.
    private func load(_ post: Int) {
        guard loaded[post] == nil, loading[post] == nil else { return }
        let name = Self.photos[post % Self.photos.count]
        let work = DispatchWorkItem {
            let image = UIImage(named: name)
            DispatchQueue.main.async { [weak self] in self?.finish(post, image) }
        }
        loading[post] = work
        DispatchQueue.global().async(execute: work)
    }

    private func finish(_ post: Int, _ image: UIImage?) {
        guard loading.removeValue(forKey: post) != nil else { return }   // cancelled meanwhile
        loaded[post] = image
        if let cell = collectionView.cellForItem(at: IndexPath(item: post, section: 0)) as? FeedPostCell { cell.photo.image = image }
    }

    private func note(_ line: String) {
        log.append(line)
        logLabel.text = log.suffix(3).joined(separator: "\n")
        onChange?(line)
    }

    /// "posts 13–23" for a run of index paths, in the order given.
    static func describe(_ paths: [IndexPath]) -> String {
        guard let first = paths.first, let last = paths.last else { return "nothing" }
        return first == last ? "post \(first.item + 1)" : "posts \(first.item + 1)–\(last.item + 1)"
    }
}

/// A post: a photo and its caption.
public final class FeedPostCell: UICollectionViewCell {
    public let photo = UIImageView()
    public let caption = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 10
        photo.backgroundColor = .systemGray5
        caption.font = .preferredFont(forTextStyle: .subheadline)
        contentView.addSubview(photo)
        contentView.addSubview(caption)
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        photo.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: contentView.bounds.height - 36)
        caption.frame = CGRect(x: 4, y: photo.frame.maxY + 6, width: contentView.bounds.width - 8, height: 24)
    }
}
