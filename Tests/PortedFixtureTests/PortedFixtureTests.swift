// The UIKit fixtures in UIKitSources/, as tessera-port rewrites them (Ported/, which the Port
// package's tests check against the rewriter's output), compiled against Tessera and run.
import Testing
import Tessera
import TesseraTesting

@MainActor struct PortedFixtureTests {
    private func show(_ delegate: UICollectionViewDataSource & UICollectionViewDelegate) -> (HeadlessScreen, UICollectionView, AlignedGridLayout) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 1)
        let layout = AlignedGridLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        return (screen, collectionView, layout)
    }

    @Test func anImplementedOptionalMemberIsUsed() {
        let delegate = ThreeColumnDelegate()
        let (_, collectionView, _) = show(delegate)
        // Three columns of (300 - 2 × 10) / 3 ≈ 93.3, rows of 50.
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        let fourth = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        #expect(third.map { abs($0.minX - 206.67) < 0.01 } == true)
        #expect(fourth?.origin == CGPoint(x: 0, y: 50))
        #expect(delegate.prepared >= 1)
        #expect(collectionView.contentSize.height == 150)
    }

    @Test func anAbsentOptionalMemberFallsBackAsInUIKit() {
        let delegate = PlainDelegate()
        let (_, collectionView, layout) = show(delegate)
        // No columnsInSection: the layout's 2 columns; spacing from Tessera's flow delegate default.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 155, y: 0, width: 145, height: 50))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 50)
        #expect(layout.badges == [IndexPath(item: 0, section: 0): "New"])
        #expect(layout.columns == 2 && layout.rowHeight == 50)
    }

    @Test func fencedUIKitBranchesAreKept() {
        let (_, collectionView, _) = show(PlainDelegate())
        #expect(collectionView.allIndexPaths.count == 5)
        #expect(!runsOnMac)
        #expect(PlatformView.self == UIView.self)
        #expect(["debug", "release"].contains(buildKind))
    }

    @Test func selectorsBecomeActionsThatRun() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 1)
        let controller = TapToSelectController()
        controller.title = "Photos"
        screen.rootViewController = UINavigationController(rootViewController: controller)
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 150, y: 300))
        screen.runUntilIdle()
        #expect(controller.taps.count == 1)
        #expect(controller.statusLabel.text == "Tapped 1")
        screen.longPress(at: CGPoint(x: 150, y: 300))
        screen.runUntilIdle()
        // A long press is continuous: its action runs when it begins and when it ends, as in UIKit.
        #expect(controller.longPresses == 2)
        controller.navigationItem.rightBarButtonItem?.trigger()
        #expect(controller.refreshes == 1)
        #expect(controller.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(controller.canPerformAction(Selector("copyTitle:"), withSender: nil))
        #expect(controller.canPerformAction(Selector("title"), withSender: nil))
        #expect(!controller.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(controller.plainSwiftHelper() == 1)
    }
}
