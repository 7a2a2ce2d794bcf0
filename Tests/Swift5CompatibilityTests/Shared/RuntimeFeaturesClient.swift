// Code as UIKit libraries write it with the Objective-C runtime's features: a stored property
// added in an extension with associated objects (skeleton loaders, toasts), a pull-to-refresh
// header that watches its scroll view with classic key-value observing, NSInteger. Compiled
// unchanged in the Swift 5 and Swift 6 modes (after tessera-port turns `import ObjectiveC` into
// `import UIKit`).
import UIKit
import Testing
import TesseraTesting

nonisolated(unsafe) private var skeletonKey: UInt8 = 0

extension UIView {
    /// Whether the view shows a skeleton placeholder: stored beside the view, as libraries do.
    var isSkeletonable: Bool {
        get { objc_getAssociatedObject(self, &skeletonKey) as? Bool ?? false }
        set { objc_setAssociatedObject(self, &skeletonKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

nonisolated(unsafe) private var observingContext = 0

final class PullToRefreshHeader: UIView {
    private(set) var pulled: CGFloat = 0
    private weak var observedScrollView: UIScrollView?
    let itemCount: NSInteger = 3

    func attach(to scrollView: UIScrollView) {
        scrollView.addSubview(self)
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: &observingContext)
        observedScrollView = scrollView
    }

    func detach() {
        observedScrollView?.removeObserver(self, forKeyPath: "contentOffset", context: &observingContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard context == &observingContext, keyPath == "contentOffset" else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let offset = change?[.newKey] as? CGPoint { pulled = max(0, -offset.y) }
    }
}

@MainActor
struct RuntimeFeaturesClientTests {
    @Test func aStoredPropertyFromAnExtension() {
        let cell = UIView()
        #expect(cell.isSkeletonable == false)
        cell.isSkeletonable = true
        #expect(cell.isSkeletonable)
    }

    @Test func aRefreshHeaderFollowsThePull() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let list = UIScrollView(frame: screen.window.bounds)
        list.contentSize = CGSize(width: 320, height: 2000)
        screen.window.addSubview(list)
        let header = PullToRefreshHeader()
        header.attach(to: list)
        list.contentOffset = CGPoint(x: 0, y: -60)
        screen.runUntilIdle()
        #expect(header.pulled == 60)
        header.detach()
        list.contentOffset = CGPoint(x: 0, y: -90)
        screen.runUntilIdle()
        #expect(header.pulled == 60, "detached")
        #expect(header.itemCount == 3)
    }
}
