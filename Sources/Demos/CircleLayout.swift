import Foundation
import Tessera

/// Seed 001's CircleLayout: every item on a circle around the centre; inserted items grow out
/// of the centre, deleted ones shrink into it.
public final class CircleLayout: UICollectionViewLayout {
    public static let itemSize: CGFloat = 70
    public private(set) var cellCount = 0
    private var circleCenter: CGPoint = .zero
    private var circleRadius: CGFloat = 0
    /// The circle's centre. Setting it invalidates the layout (seed 004, listing 6.9) and stops
    /// `prepare()` from fitting the circle to the view.
    public var center: CGPoint {
        get { circleCenter }
        set { circleCenter = newValue; fitsCircleToView = false; invalidateLayout() }
    }
    public var radius: CGFloat {
        get { circleRadius }
        set { circleRadius = newValue; fitsCircleToView = false; invalidateLayout() }
    }
    /// Whether `prepare()` fits the circle to the view, as seed 001's sample does.
    public var fitsCircleToView = true

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let size = collectionView.frame.size
        cellCount = collectionView.numberOfItems(inSection: 0)
        if fitsCircleToView {
            circleCenter = CGPoint(x: size.width / 2.0, y: size.height / 2.0)
            circleRadius = min(size.width, size.height) / 2.5
        }
    }

    public override var collectionViewContentSize: CGSize { collectionView?.frame.size ?? .zero }

    public override func layoutAttributesForItem(at path: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.size = CGSize(width: CircleLayout.itemSize, height: CircleLayout.itemSize)
        let angle = 2 * CGFloat(path.item) * .pi / CGFloat(max(cellCount, 1))
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0.0
        attributes?.center = center
        return attributes
    }

    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0.0
        attributes?.center = center
        attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1.0)
        return attributes
    }
}

/// Seed 001's CircleLayout sample: 20 cells on a circle over a green background.
public final class CircleLayoutViewController: UIViewController, UICollectionViewDataSource {
    public private(set) var collectionView: UICollectionView!
    public var cellCount = 20

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: CircleLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(CircleCell.self, forCellWithReuseIdentifier: "MY_CELL")
        collectionView.dataSource = self
        collectionView.reloadData()
        collectionView.backgroundColor = .green
        view.addSubview(collectionView)
        // Seed 001: a tap inserts or deletes; seed 004, listing 6.8: a pinch moves and resizes
        // the circle.
        let tapRecognizer = UITapGestureRecognizer(target: self, action: CircleLayoutViewController.handleTapGesture)
        collectionView.addGestureRecognizer(tapRecognizer)
        let pinchRecognizer = UIPinchGestureRecognizer(target: self, action: CircleLayoutViewController.handlePinchGesture)
        collectionView.addGestureRecognizer(pinchRecognizer)
    }

    public var circleLayout: CircleLayout { collectionView.collectionViewLayout as! CircleLayout }

    func handleTapGesture(_ sender: UITapGestureRecognizer) {
        if sender.state == .ended { handleTap(at: sender.location(in: collectionView)) }
    }

    private var initialLocation: CGPoint = .zero
    private var initialPinchLocation: CGPoint = .zero
    private var initialRadius: CGFloat = 0

    /// Listing 6.10.
    func handlePinchGesture(_ recognizer: UIPinchGestureRecognizer) {
        if recognizer.state == .began {
            initialLocation = circleLayout.center
            initialPinchLocation = recognizer.location(in: collectionView)
            initialRadius = circleLayout.radius
        } else if recognizer.state == .changed {
            let newLocation = recognizer.location(in: collectionView)
            let translation = CGPoint(x: initialPinchLocation.x - newLocation.x, y: initialPinchLocation.y - newLocation.y)
            let newScale = recognizer.scale
            circleLayout.center = CGPoint(x: initialLocation.x - translation.x, y: initialLocation.y - translation.y)
            circleLayout.radius = initialRadius * newScale
        }
    }

    public func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { cellCount }

    public func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "MY_CELL", for: indexPath)
        // The circles look alike: a screen reader tells them apart by place.
        cell.accessibilityLabel = "Circle \(indexPath.item + 1)"
        return cell
    }

    /// Seed 001's tap handler: a tap on a cell deletes it (it shrinks into the centre), a tap on
    /// empty space inserts a cell at index 0 (it grows out of the centre).
    public func handleTap(at initialPinchPoint: CGPoint) {
        if let tappedCellPath = collectionView.indexPathForItem(at: initialPinchPoint) {
            cellCount = cellCount - 1
            collectionView.performBatchUpdates({
                self.collectionView.deleteItems(at: [tappedCellPath])
            }, completion: nil)
        } else {
            cellCount = cellCount + 1
            collectionView.performBatchUpdates({
                self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
        }
    }
}

/// The sample's cell: a round orange disc.
public final class CircleCell: UICollectionViewCell {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 35
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = .white
        contentView.backgroundColor = .orange
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
