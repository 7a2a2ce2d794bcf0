import Foundation

/// The parameters of the innermost `UIView.animate` block being run, if any.
///
/// While a block runs, each change of an animatable property of a view's layer becomes an
/// animation with these parameters, starting from what is on screen (the presented value).
@MainActor struct AnimationContext {
    var timing: AnimationTiming
    var group: AnimationGroup?
    var enabled: Bool
    /// Inside `UIView.addKeyframe`: the part of the keyframe animation (fractions of its
    /// duration) the changes take, and whether they jump instead of moving.
    var keyframe: (start: CGFloat, end: CGFloat, discrete: Bool)?

    static var stack: [AnimationContext] = []
    static var current: AnimationContext? { stack.last }

    /// Runs `body` with `context` in force.
    static func with(_ context: AnimationContext, _ body: () -> Void) {
        stack.append(context)
        defer { stack.removeLast() }
        body()
    }
}
