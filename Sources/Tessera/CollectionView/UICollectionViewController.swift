import Foundation

/// A view controller whose view is a collection view, and which is its data source and delegate.
///
/// Override the data source and delegate methods you need (they are declared here so
/// `override` works as in UIKit). With `useLayoutToLayoutNavigationTransitions` set before it is
/// pushed onto a navigation controller whose top is another collection view controller, it uses
/// that controller's collection view (its data source and delegate stay those of the first
/// controller) and the push animates to this controller's layout.
@preconcurrency @MainActor open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let ownLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?
    open var useLayoutToLayoutNavigationTransitions = false
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press on an item starts dragging it to a new place (the data source's
    /// `canMoveItemAt` and `moveItemAt` decide and record it).
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { reorderPress.isEnabled = installsStandardGestureForInteractiveMovement }
    }
    private let reorderPress = UILongPressGestureRecognizer()

    /// Edit mode reaches the collection view: list cells show their editing accessories,
    /// animated when `animated`.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        if animated {
            collectionView.isEditing = editing
        } else {
            UIView.performWithoutAnimation { collectionView.isEditing = editing }
        }
    }
    private var reorderCondition: GestureBeginCondition?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        ownLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        ownLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view; made with the controller's layout on first use.
    open var collectionView: UICollectionView! {
        get {
            if ownCollectionView == nil { loadViewIfNeeded() }
            return ownCollectionView
        }
        set { ownCollectionView = newValue }
    }

    /// The layout the collection view uses now.
    open var collectionViewLayout: UICollectionViewLayout { ownCollectionView?.collectionViewLayout ?? ownLayout }

    /// The collection view of the controller's storyboard scene or nib (its data source and
    /// delegate as the document connects them), else one made with the controller's layout
    /// whose data source and delegate are the controller.
    open override func loadView() {
        let collectionView: UICollectionView
        if interfaceBuilder.loadView(for: self), let loaded = viewIfLoaded as? UICollectionView {
            collectionView = loaded
        } else {
            if isViewLoaded { TesseraDiagnostics.report("-[\(type(of: self)) loadView] loaded a view that is not a UICollectionView") }
            collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: ownLayout)
            collectionView.dataSource = self
            collectionView.delegate = self
            view = collectionView
        }
        ownCollectionView = collectionView
        reorderPress.isEnabled = installsStandardGestureForInteractiveMovement
        reorderPress.addHandler { [weak collectionView] recognizer in
            guard let press = recognizer as? UILongPressGestureRecognizer else { return }
            collectionView?.handleReorderPress(press)
        }
        // It begins only on an item the data source lets move.
        let condition = GestureBeginCondition { [weak collectionView] recognizer in
            guard let collectionView, let dataSource = collectionView.dataSource,
                  let path = collectionView.indexPathForItem(at: recognizer.location(in: collectionView)) else { return false }
            return dataSource.collectionView(collectionView, canMoveItemAt: path)
        }
        reorderCondition = condition
        reorderPress.delegate = condition
        collectionView.addGestureRecognizer(reorderPress)
    }

    /// With layout-to-layout transitions, a push over a collection view controller takes over
    /// its collection view and animates it to this controller's layout.
    override func performPushTransition(over previous: UIViewController, animated: Bool, then: () -> Void) -> Bool {
        guard useLayoutToLayoutNavigationTransitions, let from = previous as? UICollectionViewController else { return false }
        adoptCollectionView(of: from)
        then()
        from.collectionView.setCollectionViewLayout(ownLayout, animated: animated)
        return true
    }

    /// Popping it animates the collection view back to the layout of the controller below.
    override func performPopTransition(to top: UIViewController, animated: Bool) -> Bool {
        guard useLayoutToLayoutNavigationTransitions, let below = top as? UICollectionViewController else { return false }
        below.collectionView.setCollectionViewLayout(below.ownLayout, animated: animated)
        return true
    }

    func adoptCollectionView(of other: UICollectionViewController) {
        ownCollectionView = other.collectionView
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        TesseraDiagnostics.report("\(type(of: self)) must override collectionView(_:cellForItemAt:)")
        return UICollectionReusableView.placeholder(for: .cell) as! UICollectionViewCell
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        TesseraDiagnostics.report("\(type(of: self)) must override collectionView(_:viewForSupplementaryElementOfKind:at:) for \(kind)")
        return UICollectionReusableView.placeholder(for: .supplementaryView)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
                             withSender sender: Any?) {}
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
