// The safe area on a phone-shaped screen, adjusted content insets, layout guides and fitting
// sizes, used as UIKit code uses them.
import Testing
import UIKit
import TesseraTesting

class SafeAreaListController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    private(set) var safeAreaChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

@MainActor struct SafeAreaTests {
    let notch = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test func aListStartsBelowTheNotchAndScrollsUnderIt() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: notch)
        let controller = SafeAreaListController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let collectionView = controller.collectionView!
        #expect(controller.view.safeAreaInsets == notch)
        #expect(collectionView.safeAreaInsets == notch)
        #expect(collectionView.adjustedContentInset == notch)
        #expect(collectionView.contentOffset.y == -47)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first.map { $0.convert($0.bounds, to: nil).minY } == 47)
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(controller.safeAreaChanges >= 1)
    }

    @Test func neverAdjustingLeavesTheContentUnderTheNotch() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: notch)
        let controller = SafeAreaListController()
        controller.loadViewIfNeeded()
        controller.collectionView.contentInsetAdjustmentBehavior = .never
        screen.rootViewController = controller
        screen.runUntilIdle()
        #expect(controller.collectionView.adjustedContentInset == .zero)
        #expect(controller.collectionView.contentOffset.y == 0)
        // With the section insets measured from the safe area instead, items clear the notch.
        let layout = controller.collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        layout.sectionInsetReference = .fromSafeArea
        screen.runUntilIdle()
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 47)
    }

    @Test func additionalInsetsAndPartlyCoveredSubviews() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1, safeAreaInsets: notch)
        let controller = SafeAreaListController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let banner = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        controller.view.addSubview(banner)
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        screen.runUntilIdle()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 16, bottom: 0, right: 16))
        #expect(controller.view.layoutMarginsGuide.layoutFrame.minX == 16)
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)).map { $0.frame.minX } == 0,
                "a vertical list does not add left and right safe insets unless it scrolls sideways")
    }

    @Test func fittingSizesWithAndWithoutARequiredWidth() {
        _ = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Because you liked Chelsea, we think you will like these photos of cats too."
        let natural = label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(natural == label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)))
        let wrapped = label.systemLayoutSizeFitting(CGSize(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
        #expect(wrapped.width == 120)
        #expect(wrapped.height > natural.height * 2)
        #expect(UILayoutPriority.defaultHigh > .defaultLow && UILayoutPriority.required - 1 < .required)
    }
}
