import Foundation
import TesseraCore

/// A view or layout guide in the engine: its frame's four variables (in its superview's
/// coordinates, or its owning view's for a guide) and the constraints the engine makes for it.
@MainActor final class EngineItem {
    weak var object: AnyObject?
    let x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable
    /// How many active constraints name it.
    var references = 0
    /// Frame pins (a view that translates its autoresizing mask, or a system guide).
    var pins: [LinearConstraint] = []
    /// Hugging and compression resistance of the intrinsic size.
    var intrinsic: [LinearConstraint] = []
    /// The width a multi-line label's intrinsic height was measured at.
    var intrinsicWidthUsed: CGFloat?

    init(object: AnyObject) {
        self.object = object
        let name = (object as? UILayoutGuide).map { "'\($0.identifier)'" } ?? "\(type(of: object))"
        x = LayoutVariable(name + ".minX"); y = LayoutVariable(name + ".minY")
        w = LayoutVariable(name + ".width"); h = LayoutVariable(name + ".height")
    }
}
