import Testing
@testable import Tessera

/// A protocol as tessera-port writes a former `@objc optional` one: UIKit's signature, and a
/// default that answers the fallback of the call in progress.
@MainActor private protocol ShelfDelegate: AnyObject {
    func columns(in shelf: Int) -> Int
    func spacing(in shelf: Int) -> CGFloat
}

extension ShelfDelegate {
    func columns(in shelf: Int) -> Int { OptionalRequirement.fallback(for: "columns(in:)") }
    func spacing(in shelf: Int) -> CGFloat { OptionalRequirement.fallback(for: "spacing(in:)") }
}

@MainActor private final class ThreeColumns: ShelfDelegate {
    var asked: [Int] = []
    func columns(in shelf: Int) -> Int { asked.append(shelf); return 3 }
}

@MainActor private final class NoMethods: ShelfDelegate {}

/// Implements `columns(in:)` by asking for `spacing(in:)`, which it lacks: the inner default
/// must not take the outer call's fallback.
@MainActor private final class ColumnsFromSpacing: ShelfDelegate {
    func columns(in shelf: Int) -> Int {
        Int(OptionalRequirement.call("spacing(in:)", default: 8) { self.spacing(in: shelf) })
    }
}

@MainActor struct OptionalRequirementTests {
    @Test func anImplementedMethodIsCalledAndItsValueUsed() {
        let delegate = ThreeColumns()
        let receiver: ShelfDelegate? = delegate
        #expect(OptionalRequirement.call("columns(in:)", default: 2) { receiver?.columns(in: 4) } == 3)
        #expect(delegate.asked == [4])
    }

    @Test func aMissingMethodOrReceiverGivesTheCallSitesFallback() {
        var evaluated = 0
        func fallback() -> Int { evaluated += 1; return 2 }
        let missing: ShelfDelegate? = NoMethods()
        #expect(OptionalRequirement.call("columns(in:)", default: fallback()) { missing?.columns(in: 0) } == 2)
        let none: ShelfDelegate? = nil
        #expect(OptionalRequirement.call("columns(in:)", default: fallback()) { none?.columns(in: 0) } == 2)
        #expect(OptionalRequirement.call("columns(in:)", default: fallback()) { ThreeColumns().columns(in: 0) } == 3)
        #expect(evaluated == 2, "the fallback is evaluated only when it is the answer, as with ??")
    }

    @Test func aDefaultOfAnotherMethodDoesNotTakeTheCallsFallback() {
        let receiver: ShelfDelegate? = ColumnsFromSpacing()
        #expect(OptionalRequirement.call("columns(in:)", default: 1) { receiver?.columns(in: 0) } == 8)
    }

    @Test func asAnOptionalAMissingMethodIsNil() {
        let missing: ShelfDelegate? = NoMethods()
        let present: ShelfDelegate? = ThreeColumns()
        #expect(OptionalRequirement.ifImplemented("columns(in:)", placeholder: 0) { missing?.columns(in: 0) } == nil)
        #expect(OptionalRequirement.ifImplemented("columns(in:)", placeholder: 0) { present?.columns(in: 0) } == 3)
    }

    /// Tessera's flow-delegate defaults answer the flow layout's property, or a custom layout's
    /// own fallback when its call site gives one (as on iOS, where the method is simply absent).
    @Test func tesseraFlowDefaultsAnswerTheCallSitesFallback() {
        final class Plain: NSObject, UICollectionViewDelegateFlowLayout {}
        let flow = UICollectionViewFlowLayout()
        flow.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: flow)
        let delegate: UICollectionViewDelegateFlowLayout? = Plain()
        #expect(delegate?.collectionView(collectionView, layout: flow, insetForSectionAt: 0) == flow.sectionInset)
        let custom = UICollectionViewLayout()
        let own = UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9)
        let answered = OptionalRequirement.call("collectionView(_:layout:insetForSectionAt:)", default: own) {
            delegate?.collectionView(collectionView, layout: custom, insetForSectionAt: 0)
        }
        #expect(answered == own)
        let count = OptionalRequirement.call("numberOfSections(in:)", default: 5) { (Plain() as? UICollectionViewDataSource)?.numberOfSections(in: collectionView) }
        #expect(count == 5)
    }
}
