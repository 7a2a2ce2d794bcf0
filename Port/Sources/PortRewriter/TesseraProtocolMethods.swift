/// The methods of Tessera's protocols whose UIKit counterparts are `@objc optional`: a call
/// `delegate?.name?(…)` of one of them becomes `delegate?.name(…)`, since Tessera's protocols
/// give every such method a default that does what UIKit does when it is absent.
enum TesseraProtocolMethods {
    static let baseNames: Set<String> = [
        // UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDelegateFlowLayout,
        // UICollectionViewDataSourcePrefetching, drag and drop delegates.
        "collectionView", "numberOfSections", "indexTitles",
        // UIScrollViewDelegate.
        "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging", "scrollViewDidEndDragging",
        "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating", "scrollViewDidEndScrollingAnimation",
        "scrollViewDidChangeAdjustedContentInset", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
        "viewForZooming", "scrollViewDidZoom", "scrollViewWillBeginZooming", "scrollViewDidEndZooming",
        // UIGestureRecognizerDelegate.
        "gestureRecognizer", "gestureRecognizerShouldBegin",
        // UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate.
        "dynamicAnimatorWillResume", "dynamicAnimatorDidPause", "collisionBehavior",
    ]
}
