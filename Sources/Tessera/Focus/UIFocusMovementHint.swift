import Foundation

/// Where the focus is about to go, as a direction from the focused item's centre. UIKit's
/// engine sends hints as a finger moves on a trackpad remote; the keys Tessera reads move the
/// focus at once, so no hint is sent.
@preconcurrency @MainActor open class UIFocusMovementHint: NSObject {
    /// Which way the focus leans, each part from −1 to 1.
    public let movementDirection: CGVector
    /// The perspective the item would take toward that direction.
    public let perspectiveTransform: CATransform3D
    /// The item's tilt toward the direction, in radians about each axis.
    public let rotation: CGVector
    /// How far the item would move toward it, in points.
    public let translation: CGVector
    /// The rotation and translation together.
    public let interactionTransform: CATransform3D

    init(direction: CGVector) {
        let dx = max(-1, min(1, direction.dx.isFinite ? direction.dx : 0))
        let dy = max(-1, min(1, direction.dy.isFinite ? direction.dy : 0))
        movementDirection = CGVector(dx: dx, dy: dy)
        perspectiveTransform = .identity
        rotation = CGVector(dx: dy * 0.1, dy: dx * 0.1)
        translation = CGVector(dx: dx * 4, dy: dy * 4)
        interactionTransform = CATransform3DMakeTranslation(dx * 4, dy * 4, 0)
    }

}
