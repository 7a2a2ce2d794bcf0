import Foundation
import Tessera

/// A photo board: photos are dragged between a board (a grid) and a tray (a sideways strip),
/// or to new places within either. A long press lifts a photo (`UICollectionViewDragDelegate`,
/// `UIDragItem` with an `NSItemProvider` carrying the image and the photo's name as its
/// `localObject`); the collection view under the finger proposes a move with
/// `.insertAtDestinationIndexPath` (`UICollectionViewDropDelegate`) and shows where it would
/// go; the drop updates both models in batch updates and lands the photo with
/// `coordinator.drop(_:toItemAt:)`. The lifted photo is cut to a rounded card
/// (`UIDragPreviewParameters.visiblePath`).
public final class PhotoBoardViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    public private(set) var board: UICollectionView!
    public private(set) var tray: UICollectionView!
    public private(set) var boardPhotos = ["chelsea", "coffee", "horse", "rocket"]
    public private(set) var trayPhotos = ["astronaut", "moon", "camera", "coins", "grass", "brick"]
    private let trayTitle = UILabel()
    /// What a drop did (the gallery window prints it).
    public var onChange: ((String) -> Void)?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photo board"
        view.backgroundColor = .systemGroupedBackground
        board = makeCollectionView(direction: .vertical)
        tray = makeCollectionView(direction: .horizontal)
        tray.backgroundColor = .secondarySystemGroupedBackground
        trayTitle.text = "Tray — drag photos up to the board, or back"
        trayTitle.font = .preferredFont(forTextStyle: .footnote)
        trayTitle.textColor = .secondaryLabel
        view.addSubview(trayTitle)
    }

    private func makeCollectionView(direction: UICollectionView.ScrollDirection) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.backgroundColor = .clear
        collectionView.register(PhotoTileCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        view.addSubview(collectionView)
        return collectionView
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let trayHeight: CGFloat = 142
        board.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height - trayHeight - 24)
        trayTitle.frame = CGRect(x: area.minX + 16, y: board.frame.maxY, width: area.width - 32, height: 24)
        tray.frame = CGRect(x: area.minX, y: area.maxY - trayHeight, width: area.width, height: trayHeight)
    }

    private func photos(of collectionView: UICollectionView) -> [String] { collectionView === board ? boardPhotos : trayPhotos }

    private func setPhotos(_ photos: [String], of collectionView: UICollectionView) {
        if collectionView === board { boardPhotos = photos } else { trayPhotos = photos }
    }

    private func name(of collectionView: UICollectionView) -> String { collectionView === board ? "board" : "tray" }

    // MARK: Data source

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos(of: collectionView).count }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoTileCell
        cell.imageView.image = DemoPhotos.named(photos(of: collectionView)[indexPath.item])
        return cell
    }

    // MARK: Drag

    public func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let photo = photos(of: collectionView)[indexPath.item]
        guard let image = DemoPhotos.named(photo) else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: image))
        item.localObject = photo
        session.localContext = collectionView
        return [item]
    }

    /// The lifted photo shows as a card with rounded corners, inset a little from its cell.
    public func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds.insetBy(dx: 4, dy: 4), cornerRadius: 14)
        return parameters
    }

    // MARK: Drop

    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIImage.self)
    }

    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        // Photos from this screen move; anything else would be copied in.
        UICollectionViewDropProposal(operation: session.localDragSession == nil ? .copy : .move, intent: .insertAtDestinationIndexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let item = coordinator.items.first, let photo = item.dragItem.localObject as? String,
              let source = coordinator.session.localDragSession?.localContext as? UICollectionView else { return }
        var target = photos(of: collectionView)
        let destination = min(coordinator.destinationIndexPath?.item ?? target.count, target.count - (source === collectionView ? 1 : 0))
        let path = IndexPath(item: destination, section: 0)
        if let from = item.sourceIndexPath {
            collectionView.performBatchUpdates {
                target.remove(at: from.item)
                target.insert(photo, at: destination)
                setPhotos(target, of: collectionView)
                collectionView.moveItem(at: from, to: path)
            }
        } else {
            var origin = photos(of: source)
            guard let from = origin.firstIndex(of: photo) else { return }
            source.performBatchUpdates {
                origin.remove(at: from)
                setPhotos(origin, of: source)
                source.deleteItems(at: [IndexPath(item: from, section: 0)])
            }
            collectionView.performBatchUpdates {
                target.insert(photo, at: destination)
                setPhotos(target, of: collectionView)
                collectionView.insertItems(at: [path])
            }
        }
        coordinator.drop(item.dragItem, toItemAt: path)
        onChange?("moved \(photo) to the \(name(of: collectionView)) at \(destination + 1)")
    }
}

/// A photo with rounded corners.
public final class PhotoTileCell: UICollectionViewCell {
    public let imageView = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        contentView.addSubview(imageView)
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}
