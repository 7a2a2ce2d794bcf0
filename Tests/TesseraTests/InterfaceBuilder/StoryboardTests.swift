import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Photos.storyboard, as Xcode writes one: a navigation controller (the initial controller) whose
/// root is a collection view controller configured in the document — the seed overview's way:
/// a flow layout's settings, a prototype cell with its custom class and reuse identifier, the
/// section header "accessory" — a show segue from the cell to a detail scene, a presentation
/// from a bar button, actions and outlet collections.
@MainActor struct StoryboardTests {
    private func launch() throws -> (HeadlessScreen, UINavigationController, StoryboardPhotosController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 700), scale: 1)
        let storyboard = UIStoryboard(name: "Photos", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let photos = try #require(navigation.topViewController as? StoryboardPhotosController)
        screen.rootViewController = navigation
        screen.runUntilIdle()
        return (screen, navigation, photos)
    }

    @Test func theInitialControllerIsTheNavigationControllerWithItsRoot() throws {
        let (screen, navigation, photos) = try launch()
        #expect(navigation.viewControllers.count == 1)
        #expect(photos.storyboard != nil && photos.title == "Photos")
        #expect(screen.frameOfText("Photos") != nil, "the navigation item's title in the bar")
        #expect(screen.frameOfText("About") != nil, "the bar button item of the document")
    }

    @Test func theCollectionViewIsConfiguredAsTheDocumentSaysItIs() throws {
        let (_, _, photos) = try launch()
        let collectionView = try #require(photos.collectionView)
        #expect(collectionView.dataSource === photos && collectionView.delegate === photos, "connected in the document")
        #expect(collectionView.backgroundColor == UIColor(white: 0.15, alpha: 1))
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.itemSize == CGSize(width: 100, height: 100))
        #expect(layout.minimumLineSpacing == 12 && layout.minimumInteritemSpacing == 8)
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 10, bottom: 20, right: 10))
        #expect(layout.headerReferenceSize == CGSize(width: 50, height: 50))
    }

    @Test func prototypeCellsAndTheHeaderAccessoryAreDequeuedByTheirIdentifiers() throws {
        let (screen, _, photos) = try launch()
        let collectionView = try #require(photos.collectionView)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? StoryboardPhotoCell)
        #expect(cell.reuseIdentifier == "Photo")
        #expect(cell.nameLabel.text == "Astronaut")
        #expect(cell.backgroundColor == .systemOrange)
        #expect(cell.frame == CGRect(x: 10, y: 60, width: 100, height: 100), "inset 10, below the 50-point header")
        #expect(collectionView.visibleCells.count == photos.names.count)
        let header = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0)))
        #expect(header.reuseIdentifier == "Header")
        #expect((header.viewWithTag(7) as? UILabel)?.text == "Pick a photo")
        let title = try #require(screen.frameOfText("Pick a photo"))
        #expect(title.minX >= 30 && title.minY >= header.convert(header.bounds, to: nil).minY + 10)
    }

    @Test func tappingACellPerformsItsShowSegueInUIKitsOrder() throws {
        let (screen, navigation, photos) = try launch()
        let cell = try #require(photos.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let point = cell.convert(CGPoint(x: 50, y: 50), to: nil)
        screen.tap(at: point)
        screen.runUntilIdle()
        let detail = try #require(navigation.topViewController as? StoryboardDetailController)
        #expect(photos.prepared.count == 1)
        #expect(photos.prepared.first?.identifier == "showDetail")
        #expect(photos.prepared.first?.destination === detail)
        #expect((photos.prepared.first?.sender as? UICollectionViewCell) === cell, "the cell is the sender")
        #expect(detail.nameLabel.text == "Coffee", "prepare(for:sender:) ran before the view loaded")
        #expect(detail.labels.map(\.text) == ["Coffee", "Taken in 2024"], "an outlet collection in document order")
        #expect(screen.frameOfText("Coffee") != nil)
    }

    @Test func shouldPerformSegueCanStopATriggeredSegue() throws {
        let (screen, navigation, photos) = try launch()
        photos.allowsDetail = false
        let cell = try #require(photos.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        screen.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: nil))
        screen.runUntilIdle()
        #expect(navigation.viewControllers.count == 1 && photos.prepared.isEmpty)
    }

    @Test func theDetailScenesConstraintsActionsAndSwitchWork() throws {
        let (screen, navigation, photos) = try launch()
        photos.performSegue(withIdentifier: "showFirst", sender: nil)
        screen.runUntilIdle()
        let detail = try #require(navigation.topViewController as? StoryboardDetailController)
        #expect(photos.prepared.last?.identifier == "showFirst")
        let name = detail.nameLabel.convert(detail.nameLabel.bounds, to: nil)
        let safeTop = detail.view.safeAreaLayoutGuide.layoutFrame.minY + detail.view.convert(CGPoint.zero, to: nil).y
        #expect(name.minX == 20 && name.minY == safeTop + 20, "pinned to the safe area as the document says")
        #expect(detail.nameLabel.font == UIFont.systemFont(ofSize: 28, weight: .semibold))
        let close = try #require(screen.frameOfText("Close"))
        screen.tap(at: CGPoint(x: close.midX, y: close.midY))
        let toggle = try #require(detail.view.subviews.compactMap { $0 as? UISwitch }.first)
        #expect(toggle.isOn)
        screen.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(detail.actions == ["close from Close", "favorite"], "one action with its sender, one without an argument")
    }

    @Test func anUnwindSegueReturnsToTheControllerWithTheAction() throws {
        let (screen, navigation, photos) = try launch()
        photos.performSegue(withIdentifier: "showFirst", sender: nil)
        screen.runUntilIdle()
        let detail = try #require(navigation.topViewController as? StoryboardDetailController)
        let done = try #require(screen.frameOfText("Done"))
        screen.tap(at: CGPoint(x: done.midX, y: done.midY))
        screen.runUntilIdle()
        #expect(detail.actions == ["prepare done to StoryboardPhotosController"], "the source prepares first")
        #expect(photos.unwound.count == 1 && photos.unwound.first?.identifier == "done" && photos.unwound.first?.source === detail)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === photos, "popped back to the destination")
    }

    @Test func storyboardReferencesMakeTheOtherStoryboardsScenes() throws {
        let (screen, navigation, photos) = try launch()
        photos.performSegue(withIdentifier: "settings", sender: nil)
        screen.runUntilIdle()
        let settings = try #require(photos.presentedViewController as? UINavigationController)
        #expect(settings.topViewController is StaticSettingsController, "the other storyboard's initial controller")
        #expect(screen.frameOfText("Wi-Fi") != nil)
        photos.dismiss(animated: false)
        photos.performSegue(withIdentifier: "networks", sender: nil)
        screen.runUntilIdle()
        #expect(navigation.topViewController is NetworksController, "the referenced identifier's scene, pushed")
        #expect(screen.frameOfText("Office") != nil)
        #expect(photos.prepared.map(\.identifier) == ["settings", "networks"])
    }

    @Test func aBarButtonPresentsItsScene() throws {
        let (screen, _, photos) = try launch()
        let about = try #require(screen.frameOfText("About"))
        screen.tap(at: CGPoint(x: about.midX, y: about.midY))
        screen.runUntilIdle()
        #expect(photos.presentedViewController != nil)
        #expect(photos.prepared.last?.identifier == "about")
        #expect(screen.frameOfText("About these photos") != nil)
        let aboutScene = try #require(photos.presentedViewController as? AboutController)
        #expect(aboutScene.modalPresentationStyle == .fullScreen && aboutScene.modalTransitionStyle == .crossDissolve,
                "the segue's presentation and transition styles")
        #expect(aboutScene.view.frame == screen.window.bounds)
        #expect(aboutScene.embedded.map { $0.identifier } == ["credits"], "an embed segue's prepare(for:sender:) on the parent")
        let credits = try #require(aboutScene.children.first)
        #expect(aboutScene.embedded.first?.destination === credits && credits.view.frame == credits.view.superview?.bounds)
        #expect(credits.view.superview?.frame.height == 120 && credits.parent === aboutScene)
        #expect(screen.frameOfText("Photos: public domain") != nil, "the embedded controller's view fills its container")
        let label = try #require(screen.frameOfText("About these photos"))
        screen.tap(at: CGPoint(x: label.midX, y: label.midY))
        screen.tap(at: CGPoint(x: label.midX, y: label.midY))
        screen.runUntilIdle()
        #expect(aboutScene.doubleTaps == 1, "the document's double-tap recognizer sends its action")
        let recognizers = aboutScene.view.gestureRecognizers ?? []
        let swipe = try #require(recognizers.compactMap { $0 as? UISwipeGestureRecognizer }.first)
        #expect(swipe.direction == .down && swipe.numberOfTouchesRequired == 1)
        let edge = try #require(recognizers.compactMap { $0 as? UIScreenEdgePanGestureRecognizer }.first)
        #expect(edge.edges == .left)
        #expect(recognizers.contains { $0 is UIRotationGestureRecognizer })
        let middle = CGPoint(x: screen.window.bounds.midX, y: 300)
        screen.drag(from: middle, to: CGPoint(x: middle.x, y: 500), duration: 0.15)
        screen.rotate(center: middle, angle: .pi / 3)
        screen.drag(from: CGPoint(x: 4, y: 600), to: CGPoint(x: 200, y: 600))
        #expect(aboutScene.gestures == ["swipe", "rotate", "edge"], "each recognizer of the document sends its action")
    }

    @Test func scenesByIdentifierAndWithACreator() throws {
        let storyboard = UIStoryboard(name: "Photos", bundle: .module)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail is StoryboardDetailController)
        #expect(!detail.isViewLoaded, "the scene's view loads when asked for")
        var coderSeen = false
        let made: StoryboardDetailController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            coderSeen = true
            let controller = StoryboardDetailController(coder: coder)
            controller?.name = "Given"
            return controller
        }
        #expect(coderSeen && made.name == "Given")
        made.loadViewIfNeeded()
        #expect(made.nameLabel.text == "Given")
    }

    @Test func missingStoryboardsIdentifiersAndSeguesAreReported() throws {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        #expect(UIStoryboard(name: "Nope", bundle: .module).instantiateInitialViewController() == nil)
        #expect(messages.all.contains { $0.contains("Could not find a storyboard named 'Nope'") })
        let storyboard = UIStoryboard(name: "Photos", bundle: .module)
        let plain = storyboard.instantiateViewController(withIdentifier: "Missing")
        #expect(type(of: plain) == UIViewController.self)
        #expect(messages.all.contains { $0.contains("doesn't contain a view controller with identifier 'Missing'") })
        let photos = storyboard.instantiateViewController(withIdentifier: "Photos")
        photos.performSegue(withIdentifier: "nowhere", sender: nil)
        #expect(messages.all.contains { $0.contains("Receiver (StoryboardPhotosController) has no segue with identifier 'nowhere'") })
    }
}

extension StoryboardTests {
    /// Writes the storyboard's two screens as PNGs when TESSERA_IB_PNG names a folder (to look at).
    @Test func writesTheScreensWhenAsked() throws {
        guard let folder = ProcessInfo.processInfo.environment["TESSERA_IB_PNG"] else { return }
        let (screen, _, photos) = try launch()
        try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("storyboard-grid.png"))
        photos.performSegue(withIdentifier: "showFirst", sender: nil)
        screen.runUntilIdle()
        try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("storyboard-detail.png"))
    }
}

extension StoryboardTests {
    @Test func aScenesControllerAndViewAreReleasedWithTheApp() throws {
        weak var navigation: UINavigationController?
        weak var photos: UIViewController?
        weak var collectionView: UIView?
        do {
            let made = try #require(UIStoryboard(name: "Photos", bundle: .module).instantiateInitialViewController() as? UINavigationController)
            let root = try #require(made.topViewController)
            root.loadViewIfNeeded()
            navigation = made
            photos = root
            collectionView = root.view
            #expect(collectionView != nil)
        }
        #expect(navigation == nil && photos == nil && collectionView == nil, "nothing of the document keeps them alive")
    }
}
