import Foundation

/// A slider in iOS's look: a 4-point rounded track, blue (``minimumTrackTintColor``) up to a
/// white 28-point thumb and grey after it, with optional images at its ends.
///
/// Dragging the thumb moves the value; a touch on the track moves the thumb there first. With
/// ``isContinuous`` (the default) `.valueChanged` is sent at each change while dragging, else
/// once when the finger lifts. Values set from code send nothing and are clamped to
/// `minimumValue…maximumValue`, as UIKit's; a NaN is reported and ignored.
@preconcurrency @MainActor open class UISlider: UIControl {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UISlider.minimumTrackTintColor), .object(\UISlider.maximumTrackTintColor), .object(\UISlider.thumbTintColor)]
    }
    static let thumbSide: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let imageSide: CGFloat = 24

    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The leading end's value. A minimum above the maximum raises the maximum to it, as UIKit
    /// documents; one that is not a finite number is reported and the old one kept.
    open var minimumValue: Float = 0 {
        didSet {
            minimumValue = ControlRange.finite(minimumValue, else: oldValue, "UISlider", "minimumValue")
            if maximumValue < minimumValue { maximumValue = minimumValue }
            limitsChanged()
        }
    }
    /// The trailing end's value. A maximum below the minimum lowers the minimum to it, as UIKit
    /// documents; one that is not a finite number is reported and the old one kept.
    open var maximumValue: Float = 1 {
        didSet {
            maximumValue = ControlRange.finite(maximumValue, else: oldValue, "UISlider", "maximumValue")
            if minimumValue > maximumValue { minimumValue = maximumValue }
            limitsChanged()
        }
    }
    open var minimumValueImage: UIImage? { didSet { setNeedsLayout() } }
    open var maximumValueImage: UIImage? { didSet { setNeedsLayout() } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    private var storedValue: Float = 0
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let thumb = UIView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    private var thumbImages: [UInt: UIImage] = [:]
    /// The value when the finger went down, and where in the thumb it grabbed.
    private var drag: (initial: Float, grab: CGFloat)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        redecodeBackground(coder)
        decodeSliderAttributes(coder)
    }

    private func setUp() {
        for part in [minimumImageView, maximumImageView, maximumTrack, minimumTrack, thumb] as [UIView] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        for track in [minimumTrack, maximumTrack] { track.layer.cornerRadius = Self.trackHeight / 2 }
        thumb.layer.cornerRadius = Self.thumbSide / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        minimumImageView.contentMode = .center
        maximumImageView.contentMode = .center
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, 118), height: 34) }

    /// Sets the value, clamped to the limits; the thumb slides when `animated`. No event.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            TesseraDiagnostics.report("UISlider: value is NaN, not a number; the value stays \(storedValue)")
            return
        }
        storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if animated { UIView.animate(withDuration: 0.25) { self.layOutParts() } } else { setNeedsLayout() }
    }

    private func limitsChanged() {
        storedValue = min(max(storedValue, minimumValue), max(minimumValue, maximumValue))
        setNeedsLayout()
    }

    /// The thumb's picture for a state (UIKit draws it over the round thumb).
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        setNeedsLayout()
    }
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }

    // MARK: Geometry (UIKit's overridable rectangles)

    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard minimumValueImage != nil else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - Self.imageSide / 2, width: Self.imageSide, height: Self.imageSide)
    }

    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard maximumValueImage != nil else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - Self.imageSide, y: bounds.midY - Self.imageSide / 2, width: Self.imageSide, height: Self.imageSide)
    }

    /// The track, between the images (8 points from each).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + 8
        let right = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - 8
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    /// The thumb for `value`: its centre travels the track less half a thumb at each end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = max(0, rect.width - Self.thumbSide)
        let x = rect.minX + travel * CGFloat(fraction(of: value))
        return CGRect(x: x, y: rect.midY - Self.thumbSide / 2, width: Self.thumbSide, height: Self.thumbSide)
    }

    /// Worked in Double: a range of finite Floats can span more than a Float holds.
    private func fraction(of value: Float) -> Float {
        let span = Double(maximumValue) - Double(minimumValue)
        return span > 0 ? Float((Double(value) - Double(minimumValue)) / span) : 0
    }

    /// The value whose thumb centre is at `x`.
    private func value(atThumbCentre x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = max(1, track.width - Self.thumbSide)
        let fraction = Double(min(max(0, (x - track.minX - Self.thumbSide / 2) / travel), 1))
        // Between the ends in Double, then held to them: a huge range's rounding never
        // gives a value outside it.
        let value = Float(Double(minimumValue) * (1 - fraction) + Double(maximumValue) * fraction)
        return min(max(value, minimumValue), maximumValue)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutParts()
    }

    private func layOutParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        maximumTrack.frame = CGRect(x: thumbFrame.midX, y: track.minY, width: max(0, track.maxX - thumbFrame.midX), height: track.height)
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.frame = thumbFrame
        thumb.backgroundColor = thumbTintColor ?? .white
        minimumImageView.image = minimumValueImage
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.image = maximumValueImage
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
        alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Touches

    /// On the thumb: the drag keeps where it grabbed. On the track: the thumb jumps there.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let initial = storedValue
        if thumbFrame.insetBy(dx: -8, dy: -8).contains(point) {
            drag = (initial, point.x - thumbFrame.midX)
            return true
        }
        guard trackRect(forBounds: bounds).insetBy(dx: 0, dy: -Self.thumbSide / 2).contains(point) else { return false }
        drag = (initial, 0)
        move(to: point.x)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard drag != nil else { return false }
        move(to: touch.location(in: self).x)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let current = drag else { return }
        drag = nil
        if !isContinuous, storedValue != current.initial { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) { endTracking(nil, with: event) }

    /// The thumb's centre follows the finger (less where it grabbed); continuous sliders say so.
    private func move(to x: CGFloat) {
        let new = value(atThumbCentre: x - (drag?.grab ?? 0))
        guard new != storedValue else { return }
        storedValue = new
        UIView.performWithoutAnimation { layOutParts() }
        if isContinuous { sendActions(for: .valueChanged) }
    }
}
