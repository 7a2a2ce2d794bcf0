import Demos
import Foundation
import Testing
import Tessera
import TesseraCairo
import TesseraTesting

@MainActor struct SeedLayoutTests {
    private func show(_ controller: UIViewController, size: CGSize) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size, scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        return screen
    }

    @Test func lineLayoutZoomsTheCentreItemAndSnapsToIt() {
        let controller = LineLayoutViewController()
        let screen = show(controller, size: CGSize(width: 844, height: 600))
        let cv = controller.collectionView!
        // Items are 200 wide with 100 of inset and 50 between: item i is centred at 200 + 250 i.
        let layout = cv.collectionViewLayout
        let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 330, y: 0), withScrollingVelocity: .zero)
        // The view's centre at 330 + 422 = 752 is nearest item 2 (centre 700).
        #expect(target == CGPoint(x: 278, y: 0))
        cv.contentOffset = target
        screen.runUntilIdle()
        let centred = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(abs(centred.center.x - cv.bounds.midX) < 1e-9)
        // At the centre the zoom is 1 + 0.4: the cell shows 280 points wide, on top.
        #expect(abs(centred.frame.width - 280) < 1e-6)
        #expect(centred.layer.zPosition == 1)
        let neighbour = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        // 250 from the centre: outside the 200-point active distance, no zoom.
        #expect(neighbour.frame.width == 200)
        #expect(neighbour.frame.minY == 200, "the 200-point top inset")
    }

    @Test func circleLayoutPutsItemsOnTheCircle() {
        let controller = CircleLayoutViewController()
        _ = show(controller, size: CGSize(width: 390, height: 844))
        let cv = controller.collectionView!
        #expect(cv.visibleCells.count == 20)
        let radius: CGFloat = 390 / 2.5
        for item in [0, 5, 13] {
            let angle = 2 * CGFloat(item) * .pi / 20
            let expected = CGPoint(x: 195 + radius * cos(angle), y: 422 + radius * sin(angle))
            let cell = cv.cellForItem(at: IndexPath(item: item, section: 0))!
            #expect(abs(cell.center.x - expected.x) < 1e-9 && abs(cell.center.y - expected.y) < 1e-9)
            #expect(cell.bounds.size == CGSize(width: 70, height: 70))
        }
        #expect(cv.contentSize == CGSize(width: 390, height: 844))
    }

    @Test func statesTitleDecorationCarriesItsTitleThroughTheAttributes() throws {
        let controller = StatesViewController()
        let screen = show(controller, size: CGSize(width: 390, height: 844))
        let cv = controller.collectionView!
        let title = try #require(cv.visibleDecorationViews.first as? MyTitleView)
        #expect(title.lab.text == "States")
        #expect(title.frame == CGRect(x: 10, y: 0, width: 200, height: 50))
        #expect(screen.frameOfText("States") == CGRect(x: 10, y: 0, width: 200, height: 50))
        (cv.collectionViewLayout as! MyFlowLayout).title = "Fifty states"
        screen.runUntilIdle()
        #expect(title.lab.text == "Fifty states", "unequal attributes are applied again")
        // 50 states in 19 letter sections.
        #expect(cv.numberOfSections == 19)
        #expect((0..<19).map { cv.numberOfItems(inSection: $0) }.reduce(0, +) == 50)
        // Scrolled away from the top, the title is no longer in the rectangle: no decoration view.
        cv.contentOffset = CGPoint(x: 0, y: 300)
        screen.runUntilIdle()
        #expect(cv.visibleDecorationViews.isEmpty)
        #expect(screen.frameOfText("States") == nil)
    }

    @Test func titleAttributesSurviveCopying() {
        let attributes = MyTitleViewLayoutAttributes(forDecorationViewOfKind: "title", with: IndexPath(item: 0, section: 0))
        attributes.title = "States"
        let copy = attributes.copy() as! MyTitleViewLayoutAttributes
        #expect(copy.title == "States" && copy.isEqual(attributes))
        copy.title = "Other"
        #expect(!copy.isEqual(attributes))
    }

    @Test func photoGridSizesCellsByAspectRatio() {
        let controller = PhotoGridViewController()
        _ = show(controller, size: CGSize(width: 390, height: 844))
        let cv = controller.collectionView!
        // chelsea.png is 451 × 300: width 200, height 200 / (451 / 300).
        let chelsea = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        #expect(chelsea.size.width == 200)
        #expect(abs(chelsea.size.height - 200 * 300 / 451) < 1e-9)
        // hubble-portrait.jpg is 500 × 872: height 200.
        let portrait = cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!
        #expect(portrait.size.height == 200 && abs(portrait.size.width - 200 * 500 / 872) < 1e-9)
        // astronaut.png is square: 200 × 200.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.size == CGSize(width: 200, height: 200))
    }

    @Test func statesFrameMatchesItsReference() throws {
        let screen = show(StatesViewController(), size: CGSize(width: 390, height: 500))
        try ReferenceImage.assertMatches(screen.renderImage(), named: "states")
    }
}

@MainActor struct DemoFrameTests {
    private func frame(of controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
                       _ act: (HeadlessScreen) -> Void = { _ in }) -> CairoImageHolder {
        let screen = HeadlessScreen(size: size, scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        act(screen)
        return CairoImageHolder(image: screen.renderImage())
    }

    @Test func coverFlowHalfWayThroughAFlipMatchesItsReference() throws {
        let cover = CoverFlowViewController()
        let held = frame(of: cover) { screen in
            screen.tap(at: CGPoint(x: 195, y: 422))
            screen.advance(by: 0.15)
        }
        try ReferenceImage.assertMatches(held.image, named: "cover-flow-flipping")
    }

    @Test func compositionalPhotosMatchItsReference() throws {
        try ReferenceImage.assertMatches(frame(of: CompositionalPhotosViewController()).image, named: "compositional")
    }
}

/// Keeps a rendered frame.
struct CairoImageHolder { let image: CairoImage }
