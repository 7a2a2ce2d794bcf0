import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct ContentContainerTests {
    @Test func viewsAndTheScreenConvertThroughUICoordinateSpace() {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(view)
        let screen: UICoordinateSpace = UIScreen.main.coordinateSpace
        #expect(view.convert(CGPoint(x: 5, y: 5), to: screen) == CGPoint(x: 115, y: 75))
        #expect(view.convert(CGPoint(x: 115, y: 75), from: screen) == CGPoint(x: 5, y: 5))
        #expect(screen.convert(CGRect(x: 5, y: 5, width: 10, height: 10), from: view) == CGRect(x: 115, y: 75, width: 10, height: 10))
        let other: UICoordinateSpace = window
        #expect(view.convert(CGPoint.zero, to: other) == CGPoint(x: 10, y: 20))
        #expect(screen.bounds == UIScreen.main.bounds)
    }

    @Test func aParentHearsItsChildsPreferredSizeAndSizesItOnATransition() {
        final class Container: UIViewController {
            var heard: [CGSize] = []
            var childSizes: [CGSize] = []
            var traits: [UIUserInterfaceSizeClass] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                heard.append(container.preferredContentSize)
            }
            override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width / 2, height: parentSize.height)
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
                traits.append(newCollection.horizontalSizeClass)
            }
        }
        final class Child: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let container = Container()
        let child = Child()
        container.addChild(child)
        child.didMove(toParent: container)
        screen.rootViewController = container
        screen.runUntilIdle()
        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(container.heard == [CGSize(width: 200, height: 100)], "once per change")
        screen.window.frame = CGRect(x: 0, y: 0, width: 800, height: 600)
        #expect(child.sizes == [CGSize(width: 400, height: 600)])
        #expect(container.traits == [.regular], "crossing 600 points wide")
        screen.window.frame = CGRect(x: 0, y: 0, width: 820, height: 600)
        #expect(container.traits == [.regular], "no size class change, no trait transition")
    }
}
