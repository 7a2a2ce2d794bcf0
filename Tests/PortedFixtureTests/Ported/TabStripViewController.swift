// A UIKit fixture in the style of older tab-strip and Auto Layout DSL libraries: a delegate
// method UIKit finds by its Objective-C selector (written with Swift 2's name), a cell made
// only from a nib, an override of the library's own UIView extension method in an extension of
// a UIKit class, and pages made from their controller metatypes.
import UIKit

extension UIView {
    /// Adds `views` ready for Auto Layout.
    @discardableResult
    public func addSubviewsForLayout(_ views: [UIView]) -> UIView {
        // Added by tessera-port: the overrides in extensions of UIKit's classes, by the object's class, as Objective-C picks them.
        if let overriding = self as? UICollectionViewCell { return overriding.tesseraPort_addSubviewsForLayout_inUICollectionViewCell(views) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        return self
    }
}

extension UICollectionViewCell {
    /// A cell's views go in its content view.
    @discardableResult
    public func tesseraPort_addSubviewsForLayout_inUICollectionViewCell(_ views: [UIView]) -> UIView {
        return contentView.addSubviewsForLayout(views)
    }
}

/// A tab made from a nib only.
open class NibTabCell: UICollectionViewCell {
    open var titleLabel: UILabel!

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    // Interface Builder's connections by name (tessera-port): outlets and inspectables through
    // key-value coding, actions by their selectors.
    open override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "titleLabel": titleLabel
        default: super.value(forKey: key)
        }
    }
    // Added by tessera-port: Swift makes registered views through `required init()`, and
    // this class has no init(frame:), so UIKit would trap here too.
    public required init() {
        fatalError("Use of unimplemented initializer 'init(frame:)' for class 'NibTabCell'")
    }
}

/// A tab made in code.
open class TitleTabCell: UICollectionViewCell {
    public let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubviewsForLayout([titleLabel])
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The pages a strip shows.
open class GreetingPageViewController: UIViewController {
    // Added by tessera-port: how `type.init()` on a controller's metatype makes this class.
    open override class func makeWithDefaultInitializer() -> UIViewController { GreetingPageViewController() }
}
open class FarewellPageViewController: UIViewController {
    // Added by tessera-port: how `type.init()` on a controller's metatype makes this class.
    open override class func makeWithDefaultInitializer() -> UIViewController { FarewellPageViewController() }
}

/// A strip of tabs over the page of the selected one.
open class TabStripViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public struct Tab {
        public let title: String
        public let page: UIViewController.Type

        public init(title: String, page: UIViewController.Type) {
            self.title = title
            self.page = page
        }
    }

    open var tabs: [Tab] = []
    public private(set) var currentPage: UIViewController?
    public let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    open override func viewDidLoad() {
        super.viewDidLoad()
        strip.dataSource = self
        strip.delegate = self
        strip.register(TitleTabCell.self, forCellWithReuseIdentifier: "Title")
        strip.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        view.addSubview(strip)
    }

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                   sizeForItemAtIndexPath indexPath: IndexPath) -> CGSize {
        return CGSize(width: 120, height: 44)
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return tabs.count
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Title", for: indexPath) as! TitleTabCell
        cell.titleLabel.text = tabs[indexPath.item].title
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let pageType = tabs[indexPath.item].page
        currentPage?.view.removeFromSuperview()
        currentPage?.removeFromParent()
        let page = pageType.makeWithDefaultInitializer()
        addChild(page)
        page.view.frame = CGRect(x: 0, y: 44, width: view.bounds.width, height: view.bounds.height - 44)
        view.addSubview(page.view)
        page.didMove(toParent: self)
        currentPage = page
    }
    // Added by tessera-port: how `type.init()` on a controller's metatype makes this class.
    open override class func makeWithDefaultInitializer() -> UIViewController { TabStripViewController() }
}

// Added by tessera-port: UIKit calls `collectionView(_:layout:sizeForItemAtIndexPath:)` by its Objective-C selector.
extension TabStripViewController: UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize { self.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAtIndexPath: indexPath) }
}
