import Testing
@testable import Tessera

/// Haptics on a desktop: accepted and counted, with no effect.
@MainActor struct FeedbackGeneratorTests {
    @Test func generatorsAcceptEveryCallAndCountThem() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.success)
        #expect(impact.style == .heavy && impact.feedbackCount == 2)
        #expect(selection.feedbackCount == 1 && notification.feedbackCount == 1)
        #expect(UIImpactFeedbackGenerator().style == .medium)
    }
}
