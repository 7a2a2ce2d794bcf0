import Foundation

/// Each segment is a button of its own, selected when chosen, as VoiceOver reads a segmented
/// control on iOS ("Day, button, selected, 1 of 3").
extension UISegmentedControl: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(isElement: false) }

    var accessibilityDefaultElements: [Any]? {
        let frames = segmentFrames()
        return (0..<numberOfSegments).map { index in
            let element = accessibilityStandIn(index) { SegmentAccessibilityElement(control: self, index: index) }
            element.accessibilityFrameInContainerSpace = frames.indices.contains(index) ? frames[index] : .zero
            return element
        }
    }
}

/// One segment of a segmented control; activating it chooses it.
@MainActor final class SegmentAccessibilityElement: UIAccessibilityElement {
    private weak var control: UISegmentedControl?
    private let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.control = control
        self.index = index
        super.init(accessibilityContainer: control)
        isAccessibilityElement = true
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? control?.titleForSegment(at: index) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { control.map { "\(index + 1) of \($0.numberOfSegments)" } }
        set {}
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let control else { return .button }
            var traits: UIAccessibilityTraits = .button
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: index) else { return false }
        if control.selectedSegmentIndex != index {
            control.selectedSegmentIndex = index
            control.sendActions(for: .valueChanged)
        }
        return true
    }
}
