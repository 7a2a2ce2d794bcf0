import Foundation
@_spi(Host) import Tessera

/// The number an element holds, for AT-SPI's value interface: a slider's value in its range
/// (a step is a tenth, as ``AccessibilityActions/increment(_:)`` moves it), a stepper's value,
/// range and step, a progress view's fraction. Setting it acts as the user would: the control
/// changes and sends `.valueChanged`.
@MainActor enum AtspiValues {
    struct Reading: Sendable { var current, minimum, maximum, step: Double }

    static func reading(_ object: AnyObject?) -> Reading? {
        switch object {
        case let slider as UISlider:
            let range = Double(slider.maximumValue - slider.minimumValue)
            return Reading(current: Double(slider.value), minimum: Double(slider.minimumValue),
                           maximum: Double(slider.maximumValue), step: range / 10)
        case let stepper as UIStepper:
            return Reading(current: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue, step: stepper.stepValue)
        case let progress as UIProgressView:
            return Reading(current: Double(progress.progress), minimum: 0, maximum: 1, step: 0)
        default:
            return nil
        }
    }

    /// Sets the control's value (clamped to its range, non-finite refused); false when the
    /// element holds no value a user can set.
    static func set(_ object: AnyObject?, to number: Double) -> Bool {
        guard number.isFinite else { return false }
        switch object {
        case let slider as UISlider where slider.isEnabled:
            let old = slider.value
            slider.setValue(Float(number), animated: false)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
            return true
        case let stepper as UIStepper where stepper.isEnabled:
            let old = stepper.value
            stepper.value = min(max(number, stepper.minimumValue), stepper.maximumValue)
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
            return true
        default:
            return false
        }
    }
}
