import Foundation

/// How an orthogonally scrolling section's own scrolling feels (iOS 17): how quickly it slows
/// after a flick, and whether it bounces at its ends.
///
/// `decelerationRate` `.automatic` (the default) takes the collection view's rate. The paging
/// behaviours settle on their page with a quick glide whatever the rate (UIKit's feel).
@preconcurrency @MainActor public final class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject {
    public enum Bounce: Int, Sendable {
        /// Bounces when it meets an end of content wider than the section.
        case automatic
        /// Bounces even when the content fits.
        case always
        /// Stops at the ends.
        case never
    }

    /// The fraction of velocity kept per millisecond, as `UIScrollView.DecelerationRate`;
    /// `.automatic` (0) means the collection view's own.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let automatic = DecelerationRate(rawValue: 0)
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    public var decelerationRate = DecelerationRate.automatic
    public var bounce = Bounce.automatic

    public override init() { super.init() }
}
