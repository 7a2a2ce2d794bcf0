import Foundation

extension HostInput {
    /// The keyboard-focus keys, when no responder took the key: Tab and Shift+Tab move the
    /// focus (``KeyboardFocus``); Space and Return activate the focused control as a tap (or
    /// its own activation: a switch flips) would; the arrows move a focused segmented control's
    /// selection and step an adjustable control (a slider, a stepper, a page control).
    func performFocusKey(_ key: UIKey) -> Bool {
        guard key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty else { return false }
        if key.keyCode == .keyboardTab {
            KeyboardFocus.shared.move(forward: !key.modifierFlags.contains(.shift), in: window)
            log?("focus on \(describe(KeyboardFocus.shared.focusedElement))")
            return true
        }
        guard let control = KeyboardFocus.shared.view, isInWindow(control), !(control is KeyboardFocusList) else { return false }
        switch key.keyCode {
        case .keyboardSpacebar, .keyboardReturnOrEnter:
            AccessibilityActions.activate(AccessibilityNode(control))
            log?("activated \(describe(control))")
        case .keyboardRightArrow, .keyboardUpArrow: step(control, by: 1)
        case .keyboardLeftArrow, .keyboardDownArrow: step(control, by: -1)
        default: return false
        }
        return true
    }

    private func step(_ control: UIView, by steps: Int) {
        if let segments = control as? UISegmentedControl {
            segments.selectSegment(steppedBy: steps)
            return
        }
        guard control.accessibilityTraits.contains(.adjustable) else { return }
        steps > 0 ? control.accessibilityIncrement() : control.accessibilityDecrement()
    }

    /// A focused element as the log names it: its label, else its class.
    private func describe(_ object: AnyObject?) -> String {
        guard let object else { return "nothing" }
        let label = (object as? UIView)?.accessibilityLabel
        return label ?? String(describing: type(of: object))
    }
}
