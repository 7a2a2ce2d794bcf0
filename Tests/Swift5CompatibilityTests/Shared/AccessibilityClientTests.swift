import Testing
import UIKit

/// A cell as iOS code writes its accessibility: overrides of UIKit's properties and a custom
/// action; compiled in both language modes.
final class RatingCell: UICollectionViewCell {
    var rating = 3
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { "Rating" }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(rating) of 5" }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set {}
    }
    override func accessibilityIncrement() { rating = min(5, rating + 1) }
    override func accessibilityDecrement() { rating = max(0, rating - 1) }
}

@MainActor @Suite struct AccessibilityClientTests {
    @Test func aCellDescribesItselfAsOnIOS() {
        let cell = RatingCell(frame: .zero)
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Clear") { _ in true }]
        cell.accessibilityIncrement()
        #expect(cell.accessibilityValue == "4 of 5")
        #expect(cell.accessibilityTraits.contains(.adjustable))
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Clear"])
        UIAccessibility.post(notification: .announcement, argument: "Rated")
    }
}
