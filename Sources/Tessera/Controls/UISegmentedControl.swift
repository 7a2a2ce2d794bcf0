import Foundation

/// A row of segments, one selected, in iOS's look: a grey 32-point pill, the selected segment
/// a raised white (dark: grey) capsule, thin dividers between the others.
///
/// Lifting a finger on a segment selects it and sends `.valueChanged` when the selection
/// changed (a segment made with a `UIAction` also performs it). ``isMomentary`` segments light up
/// while pressed and stay unselected. Setting ``selectedSegmentIndex`` from code sends nothing;
/// an index out of range is reported and ignored.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    /// What this class takes from its appearance proxies (UIAppearance.swift).
    override class var appearanceProperties: [AppearanceProperty] {
        super.appearanceProperties + [.object(\UISegmentedControl.selectedSegmentTintColor)] + [UIControl.State.normal, .selected].map { state in
            AppearanceProperty.attributes({ (control: UISegmentedControl) in control.titleTextAttributes(for: state) },
                                          { (control: UISegmentedControl, value) in control.setTitleTextAttributes(value, for: state) })
        }
    }
    /// A tap on it is its own, not an ancestor's single-tap recognizer's (as in UIKit).
    override var takesTapsBeforeAncestorRecognizers: Bool { true }
    /// The selected index when no segment is selected.
    public static let noSegment = -1

    /// One segment: a title or an image, whether it can be chosen, its width (0: shared), its action.
    private struct SegmentItem {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
        var contentOffset = CGSize.zero
    }

    private var segments: [SegmentItem] = []
    private var selected = UISegmentedControl.noSegment
    private var pressed: Int?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }
    /// The selected segment's colour; white (dark: grey) when nil.
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    private let selection = UIView()
    private var labels: [UILabel] = []
    private var imageViews: [UIImageView] = []
    private var dividers: [UIView] = []

    /// Segments from `items`: strings become titles, images images (anything else is reported).
    public init(items: [Any]?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 32))
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(SegmentItem(title: title))
            case let image as UIImage: segments.append(SegmentItem(image: image))
            default: TesseraDiagnostics.report("UISegmentedControl(items:): \(type(of: item)) is not a String or a UIImage; left out")
            }
        }
        setUp()
        frame.size = sizeThatFits(.zero)
    }

    /// Segments that each perform their action when chosen (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(items: nil)
        segments = actions.map { SegmentItem(title: $0.title, image: $0.image, action: $0) }
        self.frame = frame
        rebuild()
    }

    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        redecodeBackground(coder)
        decodeSegmentedAttributes(coder)
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        selection.isUserInteractionEnabled = false
        selection.layer.cornerRadius = 7
        selection.layer.shadowColor = UIColor.black.cgColor
        selection.layer.shadowOpacity = 0.12
        selection.layer.shadowRadius = 4
        selection.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(selection)
        rebuild()
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return TesseraDiagnostics.report("UISegmentedControl: selectedSegmentIndex \(newValue) is out of range (\(segments.count) segments); it stays \(selected)")
            }
            selected = newValue
            setNeedsLayout()
        }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentItem(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Inserts at `segment`, clamped to the ends as UIKit does.
    private func insert(_ new: SegmentItem, at segment: Int) {
        let index = min(max(0, segment), segments.count)
        segments.insert(new, at: index)
        if selected >= index { selected += 1 }
        rebuild()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            return TesseraDiagnostics.report("UISegmentedControl: removeSegment(at: \(segment)) is out of range (\(segments.count) segments)")
        }
        segments.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        rebuild()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selected = Self.noSegment
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) { change(segment) { $0.title = title; $0.image = nil } }
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { change(segment) { $0.image = image; $0.title = nil } }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { change(segment) { $0.isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    /// A segment's width (0: sized to fit); one that is not a finite length of 0 or more is
    /// reported and 0 used.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        let checked = ControlRange.length(width, fallback: 0, "UISegmentedControl", "setWidth(_:forSegmentAt: \(segment))")
        change(segment) { $0.width = checked }
    }
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        setNeedsLayout()
    }
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    // MARK: Actions per segment (iOS 14)

    /// Gives `segment` `action`: its title and image show, and choosing the segment performs it.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        change(segment) { $0.action = action; $0.title = action.title; $0.image = action.image }
    }
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }
    /// The segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    // MARK: Placing and drawing segments

    /// Moves `segment`'s title or image by `offset` within the segment.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) { change(segment) { $0.contentOffset = offset } }
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }
    /// The image behind the segments in `state` (the normal one fills the control; the others
    /// are kept).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        backgroundImages[state.rawValue] = backgroundImage
        setNeedsLayout()
    }
    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[state.rawValue] }
    /// The image between two segments in the states given (kept; the hairline divider shows).
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State,
                              barMetrics: UIBarMetrics) {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"] = dividerImage
    }
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics) -> UIImage? {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"]
    }
    /// Moves the content of every segment of `leftCenterRightOrAlone`'s kind by `adjustment`.
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) {
        positionAdjustments[leftCenterRightOrAlone.rawValue] = adjustment
        setNeedsLayout()
    }
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        positionAdjustments[leftCenterRightOrAlone.rawValue] ?? .zero
    }

    /// A segment's place in the row, as content position adjustments name it.
    public enum Segment: Int, Sendable { case any, left, center, right, alone }

    private var backgroundImages: [UInt: UIImage] = [:]
    private lazy var backgroundImageView = UIImageView()

    /// The normal state's background image fills the control, behind the segments.
    private func showBackgroundImage() {
        guard let image = backgroundImages[State.normal.rawValue] else {
            backgroundImageView.removeFromSuperview()
            return
        }
        backgroundImageView.image = image
        backgroundImageView.frame = bounds
        backgroundImageView.isUserInteractionEnabled = false
        if backgroundImageView.superview !== self { insertSubview(backgroundImageView, at: 0) }
    }
    private var dividerImages: [String: UIImage] = [:]
    private var positionAdjustments: [Int: UIOffset] = [:]

    /// How far a segment's content moves: its own offset and its kind's adjustment.
    private func contentShift(of index: Int) -> CGSize {
        let kind: Segment = segments.count == 1 ? .alone : (index == 0 ? .left : (index == segments.count - 1 ? .right : .center))
        let adjustment = positionAdjustments[kind.rawValue] ?? positionAdjustments[Segment.any.rawValue] ?? .zero
        let own = segments[index].contentOffset
        return CGSize(width: own.width + adjustment.horizontal, height: own.height + adjustment.vertical)
    }

    private func change(_ segment: Int, _ edit: (inout SegmentItem) -> Void) {
        guard segments.indices.contains(segment) else {
            return TesseraDiagnostics.report("UISegmentedControl: segment \(segment) is out of range (\(segments.count) segments)")
        }
        edit(&segments[segment])
        rebuild()
    }

    /// One label, image view and divider per segment.
    private func rebuild() {
        for view in labels + imageViews + dividers { view.removeFromSuperview() }
        labels = segments.map { _ in UILabel() }
        imageViews = segments.map { _ in UIImageView() }
        dividers = segments.dropFirst().map { _ in UIView() }
        for view in dividers { view.backgroundColor = .separator }
        for view in dividers + imageViews + labels as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Look

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let widths = segments.map { max($0.width, contentWidth(of: $0) + 28) }
        let widest = widths.max() ?? 0
        let total = apportionsSegmentWidthsByContent ? widths.reduce(0, +) : widest * CGFloat(segments.count)
        return CGSize(width: total, height: 32)
    }

    private func contentWidth(of segment: SegmentItem) -> CGFloat {
        if let image = segment.image { return image.size.width }
        let probe = UILabel()
        probe.font = .systemFont(ofSize: 13, weight: .semibold)
        probe.text = segment.title
        return ceil(probe.sizeThatFits(CGSize(width: 1000, height: 32)).width)
    }

    /// Each segment's frame: fixed widths as set, the rest sharing what is left (or by content).
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let free = segments.filter { $0.width == 0 }
        let contents = free.map { contentWidth(of: $0) + 28 }
        let left = max(0, bounds.width - fixed)
        let totalContent = contents.reduce(0, +)
        var freeIndex = 0
        var x: CGFloat = 0
        return segments.map { segment in
            var width = segment.width
            if width == 0 {
                width = apportionsSegmentWidthsByContent && totalContent > 0 ? left * contents[freeIndex] / totalContent : left / CGFloat(max(1, free.count))
                freeIndex += 1
            }
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showBackgroundImage()
        let frames = segmentFrames()
        let shown = pressed.flatMap { isMomentary ? $0 : nil } ?? selected
        for (index, segment) in segments.enumerated() {
            let isShown = index == shown
            let shift = contentShift(of: index)
            labels[index].frame = frames[index].offsetBy(dx: shift.width, dy: shift.height)
            labels[index].text = segment.image == nil ? segment.title : nil
            labels[index].textAlignment = .center
            labels[index].font = .systemFont(ofSize: 13, weight: isShown ? .semibold : .regular)
            labels[index].textColor = (titleAttributes[isShown ? State.selected.rawValue : 0]?[.foregroundColor] as? UIColor)
                ?? (segment.isEnabled && isEnabled ? .label : .tertiaryLabel)
            imageViews[index].image = segment.image
            imageViews[index].contentMode = .center
            imageViews[index].frame = frames[index].offsetBy(dx: shift.width, dy: shift.height)
        }
        for (index, divider) in dividers.enumerated() {
            let x = frames[index + 1].minX
            divider.frame = CGRect(x: x - 0.5, y: 8, width: 1, height: bounds.height - 16)
            // No divider beside the selected capsule.
            divider.isHidden = index == shown || index + 1 == shown
        }
        selection.isHidden = !frames.indices.contains(shown)
        if frames.indices.contains(shown) { selection.frame = frames[shown].insetBy(dx: 2, dy: 2) }
        selection.backgroundColor = selectedSegmentTintColor ?? UIColor.dynamic(light: .white, dark: .systemGray3)
    }

    // MARK: Touches

    private func segment(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.contains(CGPoint(x: point.x, y: min(max(point.y, 0), bounds.height - 1))) }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segment(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        pressed = index
        setNeedsLayout()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = segment(at: touch.location(in: self))
        pressed = index.flatMap { segments[$0].isEnabled ? $0 : nil }
        setNeedsLayout()
        return true
    }

    /// The segment the finger lifts on is chosen.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let chosen = pressed
        pressed = nil
        defer { setNeedsLayout() }
        guard let chosen, isTouchInside else { return }
        if isMomentary {
            selected = Self.noSegment
        } else {
            guard chosen != selected else { return }
            UIView.animate(withDuration: 0.2) {
                self.selected = chosen
                self.layoutIfNeeded()
            }
        }
        if let action = segments[chosen].action { sendAction(action) }
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressed = nil
        setNeedsLayout()
    }
}
