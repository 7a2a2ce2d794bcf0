// Client code: UIKit Dynamics as tutorials write it — a view controller that is the collision
// delegate and the animator's delegate, gravity, collisions with a named boundary, an item
// behavior, a snap — with its imports unchanged (`import UIKit`).
import Testing
import UIKit
import TesseraTesting

final class BouncyViewController: UIViewController, UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
    var animator: UIDynamicAnimator!
    var gravity: UIGravityBehavior!
    var collision: UICollisionBehavior!
    let square = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    var contacts: [String] = []
    var paused = false

    override func viewDidLoad() {
        super.viewDidLoad()
        square.backgroundColor = .gray
        view.addSubview(square)
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
        gravity = UIGravityBehavior(items: [square])
        animator.addBehavior(gravity)
        collision = UICollisionBehavior(items: [square])
        collision.collisionDelegate = self
        collision.addBoundary(withIdentifier: "barrier" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 390, y: 400))
        animator.addBehavior(collision)
        let itemBehaviour = UIDynamicItemBehavior(items: [square])
        itemBehaviour.elasticity = 0.6
        animator.addBehavior(itemBehaviour)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        contacts.append("\(identifier.map { "\($0)" } ?? "edge")")
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused = true }

    func snapBack() {
        animator.removeAllBehaviors()
        let snap = UISnapBehavior(item: square, snapTo: CGPoint(x: 150, y: 150))
        snap.damping = 0.8
        animator.addBehavior(snap)
    }
}

@MainActor struct DynamicsClientTests {
    @Test func aTutorialSquareBouncesOnTheBarrierRestsAndSnapsBack() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = BouncyViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        screen.advance(by: 4)
        #expect(controller.contacts.first == "barrier")
        #expect(abs(controller.square.frame.maxY - 400) < 1)
        #expect(controller.paused)
        controller.snapBack()
        screen.advance(by: 3)
        #expect(hypot(controller.square.center.x - 150, controller.square.center.y - 150) < 1)
    }
}
