import Foundation

extension UIView {
    /// Options of a keyframe animation: UIKit's view animation options, and how values move
    /// between keyframes.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// Whether values jump at each keyframe's start instead of moving through it.
        var isDiscrete: Bool { rawValue & (7 << 10) == Self.calculationModeDiscrete.rawValue }
    }

    /// Animates in keyframes: `animations` calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// for each part, given as fractions of `duration`. Each property moves through its
    /// keyframes in time order, from what is shown when the animation starts, linearly within
    /// each keyframe (`.calculationModeDiscrete` jumps at each keyframe's start; the paced and
    /// cubic modes move as linear does here). A property changed outside any keyframe moves over
    /// the whole duration. `completion` runs as for `animate(withDuration:…)`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let timing = AnimationTiming(curve: .bezier(CAMediaTimingFunction(name: .linear)), duration: duration, delay: delay,
                                     repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        KeyframeBlock.stack.append(KeyframeBlock(discrete: options.isDiscrete))
        defer { KeyframeBlock.stack.removeLast() }
        run(animations, timing: timing, completion: completion)
    }

    /// One keyframe of the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes happen from `frameStartTime` for `frameDuration`, both
    /// fractions (0 to 1) of the whole. Outside a keyframe animation it runs `animations` at once.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let block = KeyframeBlock.stack.last, var context = AnimationContext.current else {
            animations()
            return
        }
        let start = CGFloat(min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1))
        let end = CGFloat(min(max(frameStartTime + (frameDuration.isFinite ? frameDuration : 0), Double(start)), 1))
        context.keyframe = (start: start, end: end, discrete: block.discrete)
        AnimationContext.with(context, animations)
    }
}

/// The keyframe animations being built, innermost last.
@MainActor struct KeyframeBlock {
    let discrete: Bool
    static var stack: [KeyframeBlock] = []
}
