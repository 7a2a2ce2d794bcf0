import Foundation

/// An on/off switch in iOS's look: a 51 × 31 rounded track, grey when off and green (or
/// ``onTintColor``) when on, with a white thumb that slides across.
///
/// A tap toggles it; a drag carries the thumb and the switch takes the side the thumb is on
/// when the finger lifts. A change the user makes sends `.valueChanged` once; ``setOn(_:animated:)``
/// and ``isOn`` from code send nothing, as in UIKit. The switch keeps UIKit's size whatever
/// frame it is given.
@preconcurrency @MainActor open class UISwitch: UIControl {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UISwitch.onTintColor), .object(\UISwitch.thumbTintColor)]
    }
    /// A tap on it is its own, not an ancestor's single-tap recognizer's (as in UIKit).
    override var takesTapsBeforeAncestorRecognizers: Bool { true }
    public enum Style: Int, Sendable { case automatic, checkbox, sliding }

    /// The size every switch has (UIKit ignores other sizes).
    public static let switchSize = CGSize(width: 51, height: 31)
    static let thumbSide: CGFloat = 27
    /// How wide the thumb stretches while a finger is on the switch.
    static let pressedThumbWidth: CGFloat = 34

    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on; green when nil.
    open var onTintColor: UIColor? { didSet { showState() } }
    /// The thumb's colour; white when nil.
    open var thumbTintColor: UIColor? { didSet { showState() } }
    open var preferredStyle: Style = .automatic
    /// The style it shows: always the sliding switch here.
    open var style: Style { .sliding }
    open var title: String?

    private var on = false
    private let track = UIView()
    private let thumb = UIView()
    /// While a finger is down: where it went down, whether it has moved off, and the value then.
    private var drag: (startX: CGFloat, moved: Bool, initial: Bool)?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUp()
    }

    /// A switch from an Interface Builder document, on or off as it says.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        if let on = coder.decodedFlag("on") { setOn(on, animated: false) }
        if let color = coder.decoded("onTintColor", as: UIColor.self) { onTintColor = color }
    }

    private func setUp() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.switchSize.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbSide / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2.5
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(track)
        addSubview(thumb)
        showState()
    }

    /// Keeps the switch's own size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.switchSize) }
    }

    open override var intrinsicContentSize: CGSize { Self.switchSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// Turns the switch on or off, sliding the thumb when `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        if animated {
            UIView.animate(withDuration: 0.25) { self.showState() }
        } else {
            UIView.performWithoutAnimation { showState() }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showState()
    }

    open override func highlightDidChange() {
        UIView.animate(withDuration: 0.15) { self.showState() }
    }

    open override func stateDidChange() {
        super.stateDidChange()
        alpha = isEnabled ? 1 : 0.5
    }

    /// The track's colour and the thumb's place for the state (or the drag under way).
    private func showState() {
        track.frame = bounds
        track.backgroundColor = on ? (onTintColor ?? .systemGreen) : .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        let width = isHighlighted ? Self.pressedThumbWidth : Self.thumbSide
        let inset = (Self.switchSize.height - Self.thumbSide) / 2
        let x = on ? bounds.width - inset - width : inset
        thumb.frame = CGRect(x: x, y: inset, width: width, height: Self.thumbSide)
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        drag = (touch.location(in: self).x, false, on)
        return true
    }

    /// A drag past a few points carries the thumb: the switch turns to the side the finger is on.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard var current = drag else { return false }
        let x = touch.location(in: self).x
        current.moved = current.moved || abs(x - current.startX) > 4
        drag = current
        guard current.moved, (x > bounds.midX) != on else { return true }
        on = x > bounds.midX
        UIView.animate(withDuration: 0.2) { self.showState() }
        return true
    }

    /// A tap (lifted inside) toggles; a drag keeps the side it ended on. `.valueChanged` is sent
    /// when the value differs from before the touch.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let current = drag else { return }
        drag = nil
        if !current.moved, isTouchInside { on = !current.initial }
        UIView.animate(withDuration: 0.25) { self.showState() }
        if on != current.initial { sendActions(for: .valueChanged) }
    }

    /// The touch was taken away: the switch goes back to its value before it.
    open override func cancelTracking(with event: UIEvent?) {
        if let current = drag { on = current.initial }
        drag = nil
        UIView.animate(withDuration: 0.25) { self.showState() }
    }
}
