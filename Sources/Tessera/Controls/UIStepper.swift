import Foundation

/// A stepper in iOS's look: a 94 × 32 rounded pill with "−" and "+" halves.
///
/// A tap on a half steps ``value`` by ``stepValue`` and sends `.valueChanged`; holding a half
/// repeats (``autorepeat``) after half a second, ten steps a second. Beyond the limits the value
/// stops, or wraps round with ``wraps``. A half that cannot step is dimmed. Values set from code
/// are clamped and send nothing, as UIKit's.
@preconcurrency @MainActor open class UIStepper: UIControl {
    /// A tap on it is its own, not an ancestor's single-tap recognizer's (as in UIKit).
    override var takesTapsBeforeAncestorRecognizers: Bool { true }
    public static let stepperSize = CGSize(width: 94, height: 32)

    open var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue); refresh() }
    }
    /// The lowest value. One that is not a finite number, or not below ``maximumValue`` (where
    /// UIKit raises), is reported and the old one kept; the value is clamped to the limits.
    open var minimumValue: Double = 0 {
        didSet {
            let finite = ControlRange.finite(minimumValue, else: oldValue, "UIStepper", "minimumValue")
            minimumValue = ControlRange.ordered(finite, else: oldValue, minimum: finite, maximum: maximumValue, "UIStepper", "minimumValue")
            value = storedValue
        }
    }
    /// The highest value, checked as ``minimumValue`` is.
    open var maximumValue: Double = 100 {
        didSet {
            let finite = ControlRange.finite(maximumValue, else: oldValue, "UIStepper", "maximumValue")
            maximumValue = ControlRange.ordered(finite, else: oldValue, minimum: minimumValue, maximum: finite, "UIStepper", "maximumValue")
            value = storedValue
        }
    }
    /// How much a tap changes the value; a step of 0 or less is reported and left as it was.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0, newValue.isFinite else {
                return TesseraDiagnostics.report("UIStepper: stepValue must be greater than 0, not \(newValue); it stays \(storedStep)")
            }
            storedStep = newValue
        }
    }
    open var wraps = false
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each repeat (true) or once when the finger lifts.
    open var isContinuous = true

    private var storedValue: Double = 0
    private var storedStep: Double = 1
    private let minus = UILabel()
    private let plus = UILabel()
    private let divider = UIView()
    /// The custom images and their views (StepperImages.swift).
    private let custom = StepperImages()
    /// The half under the finger (−1 or +1), the value at touch down, and the repeat's turn.
    private var press: (direction: Double, initial: Double, generation: Int)?
    private var pressGeneration = 0

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        redecodeBackground(coder)
        decodeStepperAttributes(coder)
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
        }
        divider.backgroundColor = .separator
        divider.isUserInteractionEnabled = false
        addSubview(divider)
        insertSubview(custom.background, at: 0)
        for view in [custom.decrement, custom.increment, custom.divider] { addSubview(view) }
        refresh()
    }

    // MARK: Custom images

    /// A background stretched over the whole stepper in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { custom.set(image, .background, for: state); refresh() }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { custom.image(.background, for: state) }
    /// The plus half's glyph in `state`, in place of "+".
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { custom.set(image, .increment, for: state); refresh() }
    open func incrementImage(for state: UIControl.State) -> UIImage? { custom.image(.increment, for: state) }
    /// The minus half's glyph in `state`, in place of "−".
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { custom.set(image, .decrement, for: state); refresh() }
    open func decrementImage(for state: UIControl.State) -> UIImage? { custom.image(.decrement, for: state) }
    /// The image between the halves for their states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        custom.setDivider(image, left: leftState, right: rightState)
        refresh()
    }
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        custom.divider(left: state, right: rightState)
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.stepperSize) }
    }
    open override var intrinsicContentSize: CGSize { Self.stepperSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    private func clamped(_ value: Double) -> Double {
        guard !value.isNaN else {
            TesseraDiagnostics.report("UIStepper: value is NaN, not a number; the value stays \(storedValue)")
            return storedValue
        }
        return min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let half = bounds.width / 2
        minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: bounds.height - 16)
        custom.background.frame = bounds
        custom.decrement.frame = minus.frame
        custom.increment.frame = plus.frame
        custom.divider.frame = CGRect(x: half - 0.5, y: 0, width: 1, height: bounds.height)
    }

    /// Each half dark when it can step, dimmed when it cannot (or the stepper is disabled).
    private func refresh() {
        let canDecrease = isEnabled && (wraps || storedValue > minimumValue)
        let canIncrease = isEnabled && (wraps || storedValue < maximumValue)
        minus.textColor = canDecrease ? .label : .tertiaryLabel
        plus.textColor = canIncrease ? .label : .tertiaryLabel
        let left: UIControl.State = canDecrease ? .normal : .disabled
        let right: UIControl.State = canIncrease ? .normal : .disabled
        custom.decrement.image = custom.image(.decrement, for: left)
        custom.increment.image = custom.image(.increment, for: right)
        minus.isHidden = custom.decrement.image != nil
        plus.isHidden = custom.increment.image != nil
        custom.background.image = custom.image(.background, for: isEnabled ? .normal : .disabled)
        if custom.hasBackground { backgroundColor = .clear }
        custom.divider.image = custom.divider(left: left, right: right)
        divider.isHidden = custom.divider.image != nil
    }

    open override func stateDidChange() {
        super.stateDidChange()
        refresh()
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressGeneration += 1
        let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
        press = (direction, storedValue, pressGeneration)
        step(direction)
        if autorepeat { scheduleRepeat(generation: pressGeneration, after: 0.5) }
        return true
    }

    private func scheduleRepeat(generation: Int, after delay: TimeInterval) {
        MainLoop.shared.perform(after: delay) { [weak self] in
            guard let self, let press = self.press, press.generation == generation, self.isTouchInside else { return }
            self.step(press.direction)
            self.scheduleRepeat(generation: generation, after: 0.1)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let current = press else { return }
        press = nil
        if !isContinuous, storedValue != current.initial { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) { press = nil }

    /// One step: past a limit the value stops there, or wraps to the other end.
    private func step(_ direction: Double) {
        var next = storedValue + direction * storedStep
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        storedValue = next
        refresh()
        if isContinuous { sendActions(for: .valueChanged) }
    }
}
