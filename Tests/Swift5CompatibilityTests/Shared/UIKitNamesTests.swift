// UIKit's Swift names and Foundation-on-Apple additions, spelled as UIKit code spells them.
import Testing
import UIKit

@MainActor struct UIKitNamesTests {
    @Test func nestedTypesAndTheirObjectiveCNames() {
        let direction: UICollectionView.ScrollDirection = .horizontal
        let sameDirection: UICollectionViewScrollDirection = direction
        let position: UICollectionView.ScrollPosition = [.centeredVertically, .left]
        let category: UICollectionView.ElementCategory = .supplementaryView
        let cadence: UICollectionView.ReorderingCadence = .fast
        let reference: UICollectionViewFlowLayout.SectionInsetReference = .fromSafeArea
        let options: UIView.AnimationOptions = [.curveEaseOut, .allowUserInteraction]
        let mode: UIView.ContentMode = .scaleAspectFill
        let state: UIGestureRecognizer.State = .began
        let controlState: UIControl.State = [.highlighted, .selected]
        let action: UICollectionViewUpdateItem.Action = .move
        let curve: UIView.AnimationCurve = .easeOut
        #expect(sameDirection == .horizontal)
        #expect(position.contains(.left) && !position.contains(.top))
        #expect(category.rawValue == 1)
        #expect(cadence.delay < UICollectionView.ReorderingCadence.slow.delay)
        #expect(reference == .fromSafeArea)
        #expect(options.contains(curve.animationOptions))
        #expect(mode == .scaleAspectFill && state == .began && action == .move)
        #expect(controlState.contains(.selected))
        #expect(UICollectionView.elementKindSectionHeader == UICollectionElementKindSectionHeader)
        #expect(UICollectionViewFlowLayout.automaticSize == UICollectionViewFlowLayoutAutomaticSize)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.sectionInsetReference = reference
        #expect(layout.scrollDirection == .horizontal)
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                          with: IndexPath(item: 0, section: 2))
        #expect(attributes.representedElementCategory == .supplementaryView)
    }

    @Test func foundationAdditionsUIKitCodeUses() {
        let path = NSIndexPath(item: 4, section: 2)
        #expect(path.item == 4 && path.row == 4 && path.section == 2)
        #expect((path as IndexPath) == IndexPath(item: 4, section: 2))
        var offsetAdjustment = CGFloat(MAXFLOAT)
        offsetAdjustment = min(offsetAdjustment, 12)
        #expect(offsetAdjustment == 12)
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        let rect = CGRectMake(10, 20, 30.5, 40)
        #expect(rect.equalTo(CGRect(x: 10, y: 20, width: 30.5, height: 40)))
        #expect(rect.size.equalTo(CGSizeMake(30.5, 40)) && rect.origin.equalTo(CGPointMake(10, 20)))
        #expect(CGRectGetMaxX(rect) == 40.5 && CGRectGetMidY(rect) == 40 && !CGRectIsEmpty(rect))
        #expect(NSStringFromCGRect(rect) == "{{10, 20}, {30.5, 40}}")
        #expect(CGRectFromString(NSStringFromCGRect(rect)) == rect)
        #expect(NSStringFromCGPoint(CGPointZero) == "{0, 0}")
        #expect(NSStringFromUIEdgeInsets(UIEdgeInsetsMake(1, 2, 3, 4)) == "{1, 2, 3, 4}")
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(floor(2.5) == 2 && IndexSet(integer: 3).contains(3))
    }
}
