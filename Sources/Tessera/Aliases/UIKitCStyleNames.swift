import Foundation

// The Objective-C names of UIKit's types, beside the Swift names UIKit's overlay nests them
// under, so code written with either spelling compiles. Swift code should prefer the nested
// names (`UICollectionView.ScrollDirection`).

public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UICollectionViewReorderingCadence = UICollectionView.ReorderingCadence
public typealias UICollectionViewSelfSizingInvalidation = UICollectionView.SelfSizingInvalidation
public typealias UICollectionViewFlowLayoutSectionInsetReference = UICollectionViewFlowLayout.SectionInsetReference
public typealias UICollectionUpdateAction = UICollectionViewUpdateItem.Action
public typealias UIViewContentMode = UIView.ContentMode
public typealias UIViewAutoresizing = UIView.AutoresizingMask
public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewAnimationCurve = UIView.AnimationCurve
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
public typealias UITouchPhase = UITouch.Phase
public typealias UIEventType = UIEvent.EventType
public typealias UIControlState = UIControl.State
public typealias UIControlEvents = UIControl.Event
public typealias UIButtonType = UIButton.ButtonType
public typealias UIAlertControllerStyle = UIAlertController.Style
public typealias UIAlertActionStyle = UIAlertAction.Style
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior
public typealias UIScrollViewDecelerationRate = UIScrollView.DecelerationRate
public typealias UIFontWeight = UIFont.Weight
public typealias CAMediaTimingFunctionName = CAMediaTimingFunction.Name

/// `UICollectionViewFlowLayoutAutomaticSize`: cells size themselves.
public let UICollectionViewFlowLayoutAutomaticSize = UICollectionViewFlowLayout.automaticSize
