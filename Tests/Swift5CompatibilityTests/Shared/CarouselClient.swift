// A paging carousel written as published UIKit carousels are: a flow layout that scales cards
// by their distance from the centre and snaps flings to a card, a page label kept current by
// key-value observing of contentOffset, a blurred header, card shadows, a layout invalidated
// along with a size transition, a pulse from a property animator, and a transaction's
// completion around a batch update. Imports unchanged; compiled in the Swift 5 and 6 modes.
import UIKit
import QuartzCore
import Testing
import TesseraTesting

final class CarouselLayout: UICollectionViewFlowLayout {
    var minimumScale: CGFloat = 0.8

    override func prepare() {
        // Sizes first: the flow layout computes its geometry in super.prepare().
        scrollDirection = .horizontal
        minimumLineSpacing = 20
        if let collectionView = collectionView {
            itemSize = CGSize(width: 200, height: max(0, collectionView.bounds.height - 40))
            let inset = max(0, (collectionView.bounds.width - itemSize.width) / 2)
            sectionInset = UIEdgeInsets(top: 20, left: inset, bottom: 20, right: inset)
        }
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(copy.center.x - centerX) / (itemSize.width + minimumLineSpacing), 1)
            let scale = 1 - (1 - minimumScale) * distance
            copy.transform = CGAffineTransform(scaleX: scale, y: scale)
            return copy
        }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let page = itemSize.width + minimumLineSpacing
        let index = (proposedContentOffset.x / page).rounded()
        return CGPoint(x: index * page, y: proposedContentOffset.y)
    }
}

final class CarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
    private(set) var collectionView: UICollectionView!
    let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    let pageLabel = UILabel()
    private(set) var pageChanges = 0
    private(set) var transitions: [CGSize] = []
    private var offsetObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: CarouselLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.decelerationRate = .fast
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        header.autoresizingMask = [.flexibleWidth]
        pageLabel.frame = header.contentView.bounds
        pageLabel.textAlignment = .center
        header.contentView.addSubview(pageLabel)
        view.addSubview(header)
        offsetObservation = collectionView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] collectionView, change in
            guard let self = self, let offset = change.newValue else { return }
            let page = Int((offset.x / 220).rounded())
            self.pageLabel.text = "\(page + 1) of \(self.colors.count)"
            self.pageChanges += 1
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        coordinator.animate(alongsideTransition: { _ in
            self.collectionView.collectionViewLayout.invalidateLayout()
        }, completion: nil)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return colors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 12
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOpacity = 0.25
        cell.layer.shadowOffset = CGSize(width: 0, height: 6)
        cell.layer.shadowRadius = 10
        cell.layer.shadowPath = UIBezierPath(roundedRect: cell.bounds, cornerRadius: 12).cgPath
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return }
        let pulse = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.6) {
            cell.transform = CGAffineTransform(scaleX: 1.05, y: 1.05)
        }
        pulse.addCompletion { _ in cell.transform = .identity }
        pulse.startAnimation()
    }

    /// Appends a card; `completion` runs once the insertion's animation has ended.
    func appendCard(_ color: UIColor, completion: @escaping () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        colors.append(color)
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: colors.count - 1, section: 0)])
        })
        CATransaction.commit()
    }
}

@MainActor struct CarouselClientTests {
    private func showCarousel() -> (HeadlessScreen, CarouselViewController) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let controller = CarouselViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        return (screen, controller)
    }

    @Test func theCentredCardIsFullSizeAndItsNeighboursSmaller() throws {
        let (_, controller) = showCarousel()
        let first = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.width == 200)
        #expect(abs(second.frame.width - 160) < 0.5, "one page away: 0.8 scale")
        #expect(controller.pageLabel.text == "1 of 5")
    }

    @Test func scrollingUpdatesThePageLabelThroughKeyValueObserving() {
        let (screen, controller) = showCarousel()
        let before = controller.pageChanges
        controller.collectionView.setContentOffset(CGPoint(x: 440, y: 0), animated: false)
        screen.runUntilIdle()
        #expect(controller.pageLabel.text == "3 of 5")
        #expect(controller.pageChanges == before + 1)
        let target = controller.collectionView.collectionViewLayout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
        #expect(target == CGPoint(x: 220, y: 0), "flings snap to a card")
    }

    @Test func aResizedWindowReachesTheControllerAndRelaysOutTheCards() throws {
        let (screen, controller) = showCarousel()
        screen.window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        screen.runUntilIdle()
        #expect(controller.transitions == [CGSize(width: 600, height: 300)])
        let first = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.midX == 300, "centred in the wider window")
        #expect(controller.header.frame.width == 600)
    }

    @Test func cardsCarryShadowsAndTheHeaderItsBlur() throws {
        let (_, controller) = showCarousel()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.layer.shadowOpacity == 0.25)
        #expect(cell.layer.shadowPath?.bounds == cell.bounds)
        #expect(controller.header.effect is UIBlurEffect)
        #expect(controller.pageLabel.superview === controller.header.contentView)
    }

    @Test func theTransactionsCompletionFollowsTheInsertion() {
        let (screen, controller) = showCarousel()
        var completed = false
        controller.appendCard(.systemPurple) { completed = true }
        #expect(!completed)
        screen.runUntilIdle()
        #expect(completed)
        #expect(controller.collectionView.numberOfItems(inSection: 0) == 6)
    }

    @Test func selectingACardPulsesIt() throws {
        let (screen, controller) = showCarousel()
        let path = IndexPath(item: 0, section: 0)
        let cell = try #require(controller.collectionView.cellForItem(at: path))
        controller.collectionView(controller.collectionView, didSelectItemAt: path)
        screen.advance(by: 0.1)
        #expect(cell.layer.presentation()?.transform != nil && cell.layer.presentation()?.transform != CATransform3DIdentity)
        screen.runUntilIdle()
        #expect(cell.transform == .identity)
    }
}
