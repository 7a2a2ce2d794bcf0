// An iPad app's screens as their code is written for a hardware keyboard, multiple windows and
// drag and drop: focus updates in a grid, a composer bar on the keyboard guide, a chip dragged
// onto a drop zone, an "Open in New Window" action, a detail pushed with an animation alongside.
// Compiled unchanged in the Swift 5 and Swift 6 modes.
import UIKit
import Testing
import TesseraTesting

final class LibraryGridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    var focusLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.frame = view.bounds
        grid.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "book")
        grid.dataSource = self
        grid.delegate = self
        grid.remembersLastFocusedIndexPath = true
        view.addSubview(grid)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "book", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = "Book \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { indexPath.item != 1 }

    func collectionView(_ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                        with coordinator: UIFocusAnimationCoordinator) {
        guard let next = context.nextFocusedIndexPath else { return }
        focusLog.append("focus \(next.item)")
        coordinator.addCoordinatedAnimations({ context.nextFocusedView?.alpha = 1 }, completion: nil)
    }
}

final class ComposerController: UIViewController {
    let bar = UIView()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        field.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
        view.addSubview(field)
        view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
    }
}

final class ChipSource: NSObject, UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "Tag" as NSString))]
    }
}

final class DropZone: UIView, UIDropInteractionDelegate {
    var dropped: [String] = []

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        _ = session.loadObjects(ofClass: String.self) { [weak self] strings in self?.dropped += strings }
    }
}

final class FadingDetailController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.view.backgroundColor = .systemYellow }, completion: nil)
    }
}

@MainActor struct IPadAppClientTests {
    @Test func focusMovesThroughTheGridPastWhatCannotTakeIt() {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 500), scale: 1)
        let library = LibraryGridController()
        screen.rootViewController = library
        screen.runUntilIdle()
        screen.press(.keyboardTab)
        screen.press(.keyboardDownArrow)
        screen.runUntilIdle()
        #expect(library.focusLog == ["focus 0", "focus 2"])
        #expect(UIFocusSystem.focusSystem(for: library.grid)?.focusedItem === library.grid.cellForItem(at: IndexPath(item: 2, section: 0)))
    }

    @Test func aComposerRidesTheKeyboardGuideAndAChipDropsOnAZone() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let composer = ComposerController()
        screen.rootViewController = composer
        screen.runUntilIdle()
        composer.field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 250))
        _ = composer.field.becomeFirstResponder()
        screen.runUntilIdle()
        #expect(composer.bar.frame.maxY == 350)
        _ = composer.field.resignFirstResponder()
        let source = ChipSource()
        let chip = UILabel(frame: CGRect(x: 20, y: 100, width: 80, height: 30))
        chip.text = "Tag"
        chip.isUserInteractionEnabled = true
        chip.addInteraction(UIDragInteraction(delegate: source))
        let zone = DropZone(frame: CGRect(x: 20, y: 300, width: 300, height: 150))
        zone.addInteraction(UIDropInteraction(delegate: zone))
        composer.view.addSubview(chip)
        composer.view.addSubview(zone)
        screen.runUntilIdle()
        let touch = screen.pressAndDrag(from: CGPoint(x: 50, y: 115), to: CGPoint(x: 150, y: 350))
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(zone.dropped == ["Tag"])
    }

    @Test func aPushRunsItsAnimationAlongsideAndNewWindowsNeedMultipleScenes() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.rootViewController = navigation
        screen.runUntilIdle()
        let detail = FadingDetailController()
        navigation.pushViewController(detail, animated: true)
        screen.runUntilIdle()
        #expect(detail.view.backgroundColor == .systemYellow)
        var fellBack = false
        let open = UIWindowScene.ActivationAction(alternate: UIAction { _ in fellBack = true }) { _ in
            let activity = NSUserActivity(activityType: "com.example.book")
            activity.targetContentIdentifier = "book-3"
            return UIWindowScene.ActivationConfiguration(userActivity: activity)
        }
        open.perform(withSender: nil, target: nil)
        #expect(fellBack, "a test app has one window: the alternate runs")
    }
}
