import Foundation

// What UIKit's controls are to a screen reader when the app says nothing. UIKit documents that
// its controls are accessibility elements by default; the traits and values follow what
// VoiceOver reads on iOS: a switch "1"/"0", a slider its percentage, a stepper its number.

extension UIControl {
    /// `.notEnabled` and `.selected` as the control's state says.
    var stateTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

extension UIButton: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: currentTitle ?? configuration?.title, traits: stateTraits.union(.button))
    }
}

extension UISwitch: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: title, value: isOn ? "1" : "0",
                              traits: stateTraits.union([.button, .toggleButton]))
    }

    /// Activating a switch flips it and sends `.valueChanged`, as a tap does.
    func activateForAccessibility() -> Bool {
        guard isEnabled else { return false }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
        return true
    }
}

extension UISlider: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return AccessibilityDefaults(isElement: true, value: "\(Int((fraction * 100).rounded()))%",
                                     traits: stateTraits.union(.adjustable))
    }

    /// A tenth of the range a step, as UIKit's slider.
    func adjustAccessibilityValue(by steps: Int) {
        guard isEnabled else { return }
        let old = value
        setValue(value + Float(steps) * (maximumValue - minimumValue) / 10, animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }
}

extension UIStepper: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        let number = value.rounded() == value ? String(Int(value)) : String(value)
        return AccessibilityDefaults(isElement: true, value: number, traits: stateTraits.union(.adjustable))
    }

    func adjustAccessibilityValue(by steps: Int) {
        guard isEnabled else { return }
        let old = value
        value += Double(steps) * stepValue
        if value != old { sendActions(for: .valueChanged) }
    }
}

extension UIProgressView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: "\(Int((progress * 100).rounded()))%", traits: .updatesFrequently)
    }
}

extension UIPageControl: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: "page \(currentPage + 1) of \(numberOfPages)", traits: stateTraits.union(.adjustable))
    }

    func adjustAccessibilityValue(by steps: Int) {
        let page = min(max(currentPage + steps, 0), max(numberOfPages - 1, 0))
        guard page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }
}

extension UILabel: AccessibilityDefaultsProviding {
    /// A label reads its text; an empty label is not an element.
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: !(text ?? "").isEmpty, label: text, traits: .staticText)
    }
}

extension UIImageView: AccessibilityDefaultsProviding {
    /// Not an element unless the app says so (UIKit's default), but an image when it is, named
    /// by its image's `accessibilityLabel`.
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: false, label: image?.accessibilityLabel, traits: .image)
    }
}

extension UITextField: AccessibilityDefaultsProviding {
    /// The placeholder names the field; the text is its value (dots for a secure field).
    var accessibilityDefaults: AccessibilityDefaults {
        let shown = isSecureTextEntry ? String(repeating: "•", count: (text ?? "").count) : text
        return AccessibilityDefaults(isElement: true, label: placeholder, value: shown, traits: stateTraits)
    }
}

extension UITextView: AccessibilityDefaultsProviding {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: text, traits: isEditable ? [] : .staticText)
    }
}
