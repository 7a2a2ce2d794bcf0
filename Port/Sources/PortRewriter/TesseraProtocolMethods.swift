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

extension TesseraProtocolMethods {
    /// Tessera's methods whose UIKit counterparts are optional and return a value, with the
    /// type: their calls with a fallback (`?? x`) or used as optionals are written with
    /// `OptionalRequirement`, so the call site's fallback holds where the delegate lacks the
    /// method (Tessera's defaults answer it), as on iOS.
    static let valueReturning: [String: String] = [
        "collectionView(_:layout:sizeForItemAt:)": "CGSize",
        "collectionView(_:layout:insetForSectionAt:)": "UIEdgeInsets",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)": "CGFloat",
        "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)": "CGFloat",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)": "CGSize",
        "collectionView(_:layout:referenceSizeForFooterInSection:)": "CGSize",
        "numberOfSections(in:)": "Int",
        "collectionView(_:canMoveItemAt:)": "Bool",
        "collectionView(_:shouldHighlightItemAt:)": "Bool",
        "collectionView(_:shouldSelectItemAt:)": "Bool",
        "collectionView(_:shouldDeselectItemAt:)": "Bool",
        "scrollViewShouldScrollToTop(_:)": "Bool",
        "gestureRecognizerShouldBegin(_:)": "Bool",
        "gestureRecognizer(_:shouldReceive:)": "Bool",
    ]
}
