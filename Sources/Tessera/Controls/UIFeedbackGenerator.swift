import Foundation

/// Haptic feedback. A desktop has no haptic engine: the generators accept every call and make no
/// feedback, so code that plays haptics runs unchanged. The calls are counted
/// (``feedbackCount``), so a test can check that a tap would have been felt.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    /// How many times this generator was asked to give feedback.
    public private(set) var feedbackCount = 0

    public override init() { super.init() }

    /// Readies the engine; nothing to ready here.
    open func prepare() {}

    func gaveFeedback() { feedbackCount += 1 }
}

@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() { gaveFeedback() }
    open func impactOccurred(intensity: CGFloat) { gaveFeedback() }
}

@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { gaveFeedback() }
}

@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) { gaveFeedback() }
}
