import Foundation
import Testing
@testable import Tessera
import TesseraTesting

@MainActor final class GridController: UICollectionViewController {
    var count = 12
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }
}

@MainActor struct NavigationTests {
    @Test func pushAndPopSlideAndTheBackButtonPops() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        screen.rootViewController = navigation
        screen.runUntilIdle()
        #expect(screen.frameOfText("Root") != nil)
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail)
        screen.advance(by: UINavigationController.transitionDuration / 2)
        let midway = detail.view.layer.presentedState.frame.minX
        #expect(midway > 0 && midway < 320, "sliding in")
        screen.runUntilIdle()
        #expect(detail.view.frame.minX == 0 && root.view.superview == nil)
        #expect(detail.view.convert(detail.view.bounds, to: nil).minY == UINavigationBar.height, "below the bar")
        let back = try #require(screen.frameOfText("‹ Root"))
        #expect(screen.frameOfText("Detail") != nil)
        screen.tap(at: CGPoint(x: back.midX, y: back.midY))
        screen.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(root.view.superview != nil && detail.view.superview == nil)
        #expect(detail.navigationController == nil && root.navigationController === navigation)
    }

    @Test func barButtonItemsSendTheirActions() throws {
        final class Target: UIViewController {
            var performed: [String] = []
            override func perform(_ action: Selector, withSender sender: Any?) -> Bool {
                performed.append(action.name)
                return true
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let root = Target()
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: root, action: "edit:")
        var tapped = false
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close") { tapped = true }
        screen.rootViewController = UINavigationController(rootViewController: root)
        screen.runUntilIdle()
        let edit = try #require(screen.frameOfText("Edit"))
        screen.tap(at: CGPoint(x: edit.midX, y: edit.midY))
        let close = try #require(screen.frameOfText("Close"))
        screen.tap(at: CGPoint(x: close.midX, y: close.midY))
        #expect(root.performed == ["edit:"])
        #expect(tapped)
    }

    @Test func layoutToLayoutPushSharesTheCollectionViewAndAnimatesTheLayout() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let small = UICollectionViewFlowLayout()
        small.itemSize = CGSize(width: 50, height: 50)
        let large = UICollectionViewFlowLayout()
        large.itemSize = CGSize(width: 300, height: 100)
        let first = GridController(collectionViewLayout: small)
        first.title = "Stacks"
        let navigation = UINavigationController(rootViewController: first)
        screen.rootViewController = navigation
        screen.runUntilIdle()
        let cv = first.collectionView!
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(cell.frame.size == CGSize(width: 50, height: 50))
        let second = GridController(collectionViewLayout: large)
        second.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(second, animated: true)
        #expect(second.collectionView === cv)
        screen.advance(by: UICollectionView.updateAnimationDuration / 2)
        let half = cell.layer.presentedState.bounds.width
        #expect(half > 50 && half < 300)
        screen.runUntilIdle()
        #expect(cv.collectionViewLayout === large)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 300, height: 100))
        navigation.popViewController(animated: true)
        screen.runUntilIdle()
        #expect(cv.collectionViewLayout === small)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 50, height: 50))
    }
}
