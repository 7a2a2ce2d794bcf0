// The UIKit fixtures in UIKitSources/, as tessera-port rewrites them (Ported/, which the Port
// package's tests check against the rewriter's output), compiled as a library against Tessera's
// UIKit module and run with app code written as for iOS (App/).
import Testing
import UIKit
import TesseraTesting
@testable import PortedFixtures

@MainActor struct PortedFixtureTests {
    private func show<Layout: UICollectionViewLayout>(_ delegate: UICollectionViewDataSource & UICollectionViewDelegate,
                                                      layout: Layout) -> (HeadlessScreen, UICollectionView, Layout) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 1)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        screen.window.addSubview(collectionView)
        screen.runUntilIdle()
        return (screen, collectionView, layout)
    }

    /// The delegate is app code in this module, written as for iOS (`-> Int`): the ported
    /// library calls it.
    @Test func anImplementedOptionalMemberIsUsed() {
        let delegate = ThreeColumnDelegate()
        let (_, collectionView, _) = show(delegate, layout: AlignedGridLayout())
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
        let (_, collectionView, layout) = show(delegate, layout: AlignedGridLayout())
        // No columnsInSection: the layout's 2 columns; spacing from Tessera's flow delegate default.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 155, y: 0, width: 145, height: 50))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 50)
        #expect(layout.badges == [IndexPath(item: 0, section: 0): "New"])
        #expect(layout.columns == 2 && layout.rowHeight == 50)
    }

    @Test func fencedUIKitBranchesAreKept() {
        let (_, collectionView, _) = show(PlainDelegate(), layout: AlignedGridLayout())
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

    /// A plain layout asks the flow delegate with fallbacks of its own: the app's size for
    /// item 1 is used, and the layout's inset holds where the delegate has no inset method
    /// (not Tessera's flow default, zero for a layout that is not a flow layout).
    @Test func flowDelegateCallsKeepTheLayoutsFallbacks() {
        let (_, collectionView, layout) = show(CardSizes(), layout: CardPagingLayout())
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 260)
        #expect(Array(layout.frames.prefix(3)) == [CGRect(x: 20, y: 10, width: 200, height: 120), CGRect(x: 230, y: 10, width: 260, height: 120),
                           CGRect(x: 500, y: 10, width: 200, height: 120)])
        #expect(layout.inset == layout.sectionInset)
    }

    /// The overrides moved out of the iOS extension into the class run: a fling snaps to a card.
    @Test func overridesMovedOutOfAnExtensionRun() {
        let (_, collectionView, layout) = show(CardSizes(), layout: CardPagingLayout())
        let width: CGFloat = 20 + 200 + 10 + 260 + 10 + 200 + 10 + 200 + 20
        #expect(collectionView.contentSize.width == width, "\(collectionView.contentSize.width - width)")
        let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 240, y: 0), withScrollingVelocity: CGPoint(x: 2, y: 0))
        #expect(target == CGPoint(x: 210, y: 0))
    }
}

/// The albums app from Albums.storyboard and PhotoTileCell.xib (its controllers ported by
/// tessera-port) against the same app written in code: the same pixels on every screen.
/// A narrowed `delegate` override, ported: the collection view still sends its delegate's calls.
@MainActor struct CovariantDelegateTests {
    final class Days: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [Int] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Day", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
    }

    @Test func thePortedOverrideKeepsTheTypedDelegateAndTheListCallsIt() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 400), scale: 1)
        let month = MonthCollectionView(frame: screen.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        month.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Day")
        let days = Days()
        month.dataSource = days
        month.delegate = days
        screen.window.addSubview(month)
        screen.runUntilIdle()
        #expect(month.monthDelegate === days)
        screen.tap(at: CGPoint(x: 25, y: 25))
        screen.runUntilIdle()
        #expect(days.selected == [0])
    }
}

@MainActor struct StoryboardAppTests {
    /// The frames a user sees: the grid, the album after tapping "Food", and after "Add tile".
    /// One screen at a time: the headless host's clock and input are the newest screen's.
    private func frames(of root: UIViewController, named name: String) throws -> [Data] {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        screen.rootViewController = root
        screen.runUntilIdle()
        var frames = [try screen.renderPNG()]
        for text in ["Food", "Add tile"] {
            let frame = try #require(screen.frameOfText(text), "\(text) is on screen")
            screen.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            screen.runUntilIdle()
            frames.append(try screen.renderPNG())
        }
        if let folder = ProcessInfo.processInfo.environment["TESSERA_IB_PNG"] {
            for (index, frame) in frames.enumerated() {
                try frame.write(to: URL(fileURLWithPath: folder).appendingPathComponent("albums-\(name)-\(index).png"))
            }
        }
        return frames
    }

    @Test func theStoryboardAppIsPixelForPixelItsCodeTwin() throws {
        let code = try frames(of: UINavigationController(rootViewController: CodeAlbumsViewController()), named: "code")
        let navigation = try #require(UIStoryboard(name: "Albums", bundle: nil).instantiateInitialViewController() as? UINavigationController)
        let board = try frames(of: navigation, named: "storyboard")
        let detail = try #require(navigation.topViewController as? AlbumDetailViewController)
        #expect(detail.album == "Food", "prepare(for:sender:) got the tapped cell")
        #expect(detail.tileCount == 7, "the document's action reached the ported controller")
        for (index, step) in ["the grid", "the album, its tiles from the xib", "after the action"].enumerated() {
            #expect(board[index] == code[index], "\(step): the same pixels")
        }
    }
}
