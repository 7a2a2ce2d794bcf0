import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// UIKit Dynamics given what a careless app gives it: a huge push, items with no size, a
/// reference view taken away mid-run, items larger than their boundary, a reference view of
/// no size.
@MainActor struct DynamicsEdgeTests {
    private func setUp() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 600), scale: 1)
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        screen.window.addSubview(reference)
        screen.runUntilIdle()
        return (screen, reference)
    }

    private func box(_ frame: CGRect, in reference: UIView) -> UIView {
        let view = UIView(frame: frame)
        reference.addSubview(view)
        return view
    }

    private func bounded(_ items: [UIView], in reference: UIView) -> (UIDynamicAnimator, UICollisionBehavior) {
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        return (animator, collision)
    }

    @Test func aHugePushStaysInsideTheBoundary() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: 130, y: 280, width: 40, height: 40), in: reference)
        let (animator, _) = bounded([item], in: reference)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1e6, dy: 3e5)
        animator.addBehavior(push)
        // While it flies, a corner may dig into an edge within a step, never further than half
        // the item; once it settles it is inside.
        for _ in 0..<30 {
            screen.advance(by: 1.0 / 60)
            #expect(reference.bounds.contains(item.center), "the centre escaped to \(item.center)")
            #expect(reference.bounds.insetBy(dx: -20, dy: -20).contains(item.frame), "escaped to \(item.frame)")
        }
        screen.advance(by: 10)
        #expect(reference.bounds.insetBy(dx: -1, dy: -1).contains(item.frame), "settled at \(item.frame)")
    }

    @Test func itemsWithNoSizeStayInside() {
        let (screen, reference) = setUp()
        let flat = box(CGRect(x: 100, y: 100, width: 0, height: 0), in: reference)
        let negative = box(CGRect(x: 200, y: 100, width: 10, height: 10), in: reference)
        negative.bounds.size = CGSize(width: -20, height: -20)
        let (animator, _) = bounded([flat, negative], in: reference)
        animator.addBehavior(UIGravityBehavior(items: [flat, negative]))
        screen.advance(by: 3)
        for item in [flat, negative] {
            #expect(item.center.y <= 600.5 && item.center.y >= -0.5, "centre at \(item.center)")
        }
    }

    @Test func anAnimatorWhoseReferenceViewIsRemovedStops() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: 100, y: 0, width: 40, height: 40), in: reference)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        screen.advance(by: 0.1)
        #expect(animator.isRunning)
        reference.removeFromSuperview()
        screen.advance(by: 0.1)
        #expect(!animator.isRunning, "no window, nothing to show: the animator pauses")
        let resting = item.center
        screen.advance(by: 0.5)
        #expect(item.center == resting)
        screen.window.addSubview(reference)
        screen.advance(by: 0.1)
        #expect(animator.isRunning && item.center.y > resting.y, "back in the window, it runs on")
    }

    @Test func anItemLargerThanItsBoundaryLetsTheAnimatorPause() {
        let (screen, reference) = setUp()
        let item = box(CGRect(x: -50, y: 100, width: 400, height: 40), in: reference)
        let (animator, _) = bounded([item], in: reference)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        screen.advance(by: 5)
        #expect(!animator.isRunning, "an item that cannot fit still comes to rest")
    }

    @Test func aReferenceViewOfNoSizeLetsTheAnimatorPause() {
        let (screen, reference) = setUp()
        reference.frame.size = .zero
        let item = box(CGRect(x: 0, y: 0, width: 40, height: 40), in: reference)
        let (animator, _) = bounded([item], in: reference)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        screen.advance(by: 5)
        #expect(!animator.isRunning, "a boundary of no size still lets the animator rest")
    }
}
