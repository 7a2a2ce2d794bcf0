import Demos
import Foundation
import Testing
import Tessera
import TesseraTesting

@MainActor struct InteractiveDemoTests {
    private func show(_ controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> HeadlessScreen {
        let screen = HeadlessScreen(size: size, scale: 1)
        screen.rootViewController = controller
        screen.runUntilIdle()
        return screen
    }

    @Test func pinchingTheCircleMovesAndResizesIt() {
        let circle = CircleLayoutViewController()
        let screen = show(circle)
        let layout = circle.circleLayout
        #expect(layout.center == CGPoint(x: 195, y: 422) && abs(layout.radius - 156) < 1e-9)
        screen.pinch(center: CGPoint(x: 195, y: 422), scale: 1.5, duration: 0.4)
        screen.runUntilIdle()
        // The radius follows the pinch's scale; the centre stays under the fingers' midpoint.
        #expect(abs(layout.radius - 156 * 1.5) < 1)
        #expect(abs(layout.center.x - 195) < 1e-6 && abs(layout.center.y - 422) < 1e-6)
        let cell = circle.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(abs(cell.center.x - (195 + layout.radius)) < 1e-6)
    }

    @Test func tappingTheCircleInsertsAndDeletes() {
        let circle = CircleLayoutViewController()
        let screen = show(circle)
        screen.tap(at: CGPoint(x: 195, y: 422))
        screen.runUntilIdle()
        #expect(circle.cellCount == 21 && circle.collectionView.visibleCells.count == 21)
        let cell = circle.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
        screen.tap(at: cell.convert(CGPoint(x: 35, y: 35), to: nil))
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        let fading = circle.collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.filter { $0.layer.presentedState.opacity < 0.9 }
        #expect(fading.count == 1, "the deleted cell fades and shrinks into the centre")
        #expect(fading.first.map { $0.layer.presentedState.transform.m11 < 0.9 } == true)
        screen.runUntilIdle()
        #expect(circle.cellCount == 20 && circle.collectionView.visibleCells.count == 20)
        #expect(fading.first?.superview == nil, "gone when the animation ends")
    }

    @Test func coverFlowCentresATappedCoverThenFlipsIt() {
        let cover = CoverFlowViewController()
        let screen = show(cover)
        let cv = cover.collectionView!
        let layout = cover.coverFlowCollectionViewLayout
        #expect(layout.indexPathIsCentered(IndexPath(item: 0, section: 0)))
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        screen.tap(at: second.convert(CGPoint(x: second.bounds.midX, y: second.bounds.midY), to: nil))
        screen.runUntilIdle()
        #expect(layout.indexPathIsCentered(IndexPath(item: 1, section: 0)))
        #expect(cv.indexPathsForSelectedItems == nil, "the tap recognizer takes the touch from the collection view")
        screen.tap(at: CGPoint(x: 195, y: 422))
        screen.advance(by: 0.1)
        #expect(second.layer.transitionFrame(at: screen.now) != nil, "the centred cover flips")
        screen.runUntilIdle()
        #expect(second.layer.transitionFrame(at: screen.now) == nil)
        #expect(layout.indexPathIsCentered(IndexPath(item: 1, section: 0)))
    }

    @Test func lineLayoutDragEndsWithACellCentred() {
        let line = LineLayoutViewController()
        let screen = show(line, size: CGSize(width: 844, height: 600))
        screen.drag(from: CGPoint(x: 700, y: 300), to: CGPoint(x: 450, y: 300), duration: 0.25)
        screen.runUntilIdle()
        let cv = line.collectionView!
        let centre = cv.contentOffset.x + 422
        // Item i is centred at 200 + 250 i: the offset puts one of them in the middle.
        let item = ((centre - 200) / 250).rounded()
        #expect(abs(200 + 250 * item - centre) < 0.5, "offset \(cv.contentOffset.x)")
        #expect(cv.contentOffset.x > 0)
    }
}

@MainActor struct SpringyLayoutTests {
    @Test func rowsLagBehindTheFingerAndSettleBackIntoTheGrid() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = SpringyListViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let cv = controller.collectionView!
        func gridY(_ item: Int) -> CGFloat { 10 + CGFloat(item) * 70 + 30 }
        let touch = UITouch(at: CGPoint(x: 195, y: 700), in: screen.window, timestamp: screen.now)
        screen.send([touch])
        for step in 1...12 {
            screen.advance(by: 1.0 / 60)
            touch.update(to: CGPoint(x: 195, y: 700 - CGFloat(step) * 30), phase: .moved, timestamp: screen.now)
            screen.send([touch])
        }
        let far = cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!
        #expect(far.center.y > gridY(6) + 5, "a row far from the finger lags behind the scroll")
        screen.lift(touch)
        screen.runUntilIdle()
        for item in [6, 10, 14] {
            let settled = cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
            #expect(abs(settled.center.y - gridY(item)) < 1, "row \(item) at \(settled.center.y)")
        }
    }
}
