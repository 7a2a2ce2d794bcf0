import Foundation

/// A rectangle on screen that draws content, lays out subviews and handles touches.
///
/// Geometry and appearance live in the view's ``layer``: `frame`, `bounds`, `center`,
/// `transform`, `transform3D`, `alpha` and `backgroundColor` read and write the layer's model
/// values, and animate inside `UIView.animate` blocks.
@preconcurrency @MainActor open class UIView: UIResponder {
    /// The layer that holds this view's geometry, appearance and animations.
    public let layer: CALayer
    /// The superview, or nil for a root view or window.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The view controller whose root view this is.
    weak var owningViewController: UIViewController?

    /// An integer to find the view by with ``viewWithTag(_:)``.
    open var tag = 0
    /// UIKit Dynamics: the outline the view collides with (override for `.ellipse` or `.path`).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// UIKit Dynamics: the outline for `.path`, around the view's centre.
    open var collisionBoundingPath: UIBezierPath { UIBezierPath() }
    /// Whether touches are delivered to this view and its subviews.
    open var isUserInteractionEnabled = true
    /// Whether the view takes part in more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// How subviews resize when this view's bounds change size.
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    /// How content drawn for one size is fitted to another (used by `UIImageView`).
    open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
    /// The default spacing between the view's edges and its content; 8 points each side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }

    /// The layout margins with leading and trailing in the view's layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: layoutMargins.top, leading: rtl ? layoutMargins.right : layoutMargins.left,
                                           bottom: layoutMargins.bottom, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }
    /// Whether the superview's margins also keep this view's content in, where this view
    /// comes within them (a table cell inside a table with wide margins).
    open var preservesSuperviewLayoutMargins = false { didSet { setNeedsLayout() } }
    /// Whether `draw(_:)` starts from a cleared context; Tessera always draws into a clear one.
    open var clearsContextBeforeDrawing = true
    /// The layout margins changed: the view lays out again. Call super.
    open func layoutMarginsDidChange() { setNeedsLayout() }
    /// The colour of the view's interactive elements: its own, or its superview's, or the
    /// system blue; a grey while the `tintAdjustmentMode` in force is `.dimmed`.
    open var tintColor: UIColor! {
        get {
            if effectiveTintAdjustmentMode == .dimmed { return UIColor(white: 0.55, alpha: 1) }
            return storedTintColor ?? superview?.tintColor ?? .systemBlue
        }
        set {
            storedTintColor = newValue
            tintDidChangeInSubtree()
        }
    }
    private var storedTintColor: UIColor?

    /// Whether the view keeps a touch to itself while it has one; kept: the desktop's one
    /// pointer is one touch at a time.
    open var isExclusiveTouch = false

    /// Whether the tint shows as is or dimmed; `.automatic` (the default) takes the superview's.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { tintDidChangeInSubtree() } }
    }

    /// The mode in force: this view's, or the nearest superview's that is not automatic.
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        tintAdjustmentMode != .automatic ? tintAdjustmentMode : (superview?.effectiveTintAdjustmentMode ?? .normal)
    }

    /// Called when the tint colour in force changes: set here or on a superview, or dimmed.
    /// Override it to redraw what uses the tint; call super.
    open func tintColorDidChange() {}

    /// Whether a recognizer attached to this view may begin; asked before its delegate. A view
    /// that tracks touches itself says no for gestures it handles (a slider for a pan, say).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The properties this class takes from its appearance proxies (UIAppearance.swift);
    /// subclasses add theirs to their superclass's.
    class var appearanceProperties: [AppearanceProperty] {
        [.object(\UIView.tintColor), .object(\UIView.backgroundColor)]
    }

    /// Whether this view's own tap beats a single-tap recognizer of an ancestor (UIKit's rule
    /// for buttons, switches, steppers, segmented controls and page controls: "default control
    /// actions prevent overlapping gesture recognizer behavior").
    var takesTapsBeforeAncestorRecognizers: Bool { false }

    /// Tells this view and the subviews that take its tint that the tint changed.
    private func tintDidChangeInSubtree() {
        setNeedsDisplay()
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil || subview.tintAdjustmentMode == .automatic {
            subview.tintDidChangeInSubtree()
        }
    }

    /// Light or dark for this view and its subviews, whatever the system's; `.unspecified`
    /// (the default) inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { TraitPropagation.subtreeDidChange(self) } }
    }
    /// Whether the view's content flips in a right-to-left interface; see
    /// ``effectiveUserInterfaceLayoutDirection``.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified { didSet { setNeedsLayout() } }
    /// Whether ``layoutMargins`` grow to keep content out of the safe area's insets; true by default.
    open var insetsLayoutMarginsFromSafeArea = true
    /// The parts of the view's edges covered by the display's unsafe edges or by bars: see
    /// `computeSafeAreaInsets()`. Zero in a desktop window.
    open var safeAreaInsets: UIEdgeInsets { computeSafeAreaInsets() }
    /// Called when the safe area changed, noticed when the view next lays out. Call super.
    open func safeAreaInsetsDidChange() {}

    /// Tessera's own hook after ``safeAreaInsetsDidChange()``, for views whose geometry follows
    /// the safe area (a scroll view's adjusted content inset); unlike the open method, an app's
    /// override cannot skip it.
    func safeAreaDidChangeForSubclasses() {}
    var lastSafeAreaInsets: UIEdgeInsets = .zero

    /// The safe area as a guide: the bounds inset by ``safeAreaInsets``.
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide.system("UIViewSafeAreaLayoutGuide", of: self,
                                                                            frame: { $0.bounds.inset(by: $0.safeAreaInsets) },
                                                                            insets: { $0.safeAreaInsets })
    /// The layout margins as a guide: the bounds inset by the margins in effect.
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide.system("UIViewLayoutMarginsGuide", of: self,
                                                                           frame: { $0.bounds.inset(by: $0.effectiveLayoutMargins) },
                                                                           insets: { $0.effectiveLayoutMargins })
    /// A width comfortable to read: within the margins, at most 672 points wide, centred.
    public private(set) lazy var readableContentGuide = UILayoutGuide.system("UIViewReadableContentGuide", of: self, frame: {
        let margins = $0.bounds.inset(by: $0.effectiveLayoutMargins)
        let width = min(margins.width, 672)
        return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
    })
    // MARK: Accessibility (what the app set is in `accessibilityStorage`; each class's defaults
    // in Accessibility/Defaults; containers and actions in Accessibility/UIView+Accessibility)

    /// What the app set of this view's accessibility, made on the first write.
    var accessibilityStorage: AccessibilityAttributes?
    var accessibilityAttributes: AccessibilityAttributes {
        if let accessibilityStorage { return accessibilityStorage }
        let made = AccessibilityAttributes()
        accessibilityStorage = made
        return made
    }
    var classAccessibilityDefaults: AccessibilityDefaults {
        (self as? AccessibilityDefaultsProviding)?.accessibilityDefaults ?? AccessibilityDefaults()
    }

    /// Whether assistive technology sees this view as one element (its subviews then are not
    /// visited). Labels, buttons, controls, text fields and cells are; plain views and image
    /// views are not.
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? classAccessibilityDefaults.isElement }
        set { accessibilityAttributes.isElement = newValue }
    }
    /// What a person hears for this view; a label's and a button's default to their text.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? classAccessibilityDefaults.label }
        set { accessibilityAttributes.label = newValue }
    }
    /// The element's current value ("50%", a switch's "1"), read after the label.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? classAccessibilityDefaults.value }
        set { accessibilityAttributes.value = newValue }
    }
    /// What activating the element does, read after a pause.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibilityAttributes.hint = newValue }
    }
    /// What the element is and its state; controls add `.notEnabled` and `.selected` as they
    /// change.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? classAccessibilityDefaults.traits }
        set { accessibilityAttributes.traits = newValue }
    }
    /// A name for tests to find the view by; never spoken.
    open var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { accessibilityAttributes.identifier = newValue }
    }
    /// The element's frame in screen (window) coordinates: the view's bounds there unless set.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? convert(bounds, to: nil) }
        set { accessibilityAttributes.frame = newValue }
    }
    /// Where activation taps, in screen coordinates: the middle of ``accessibilityFrame``
    /// unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibilityAttributes.activationPoint = newValue }
    }
    /// The outline to highlight, in screen coordinates, when not the frame.
    open var accessibilityPath: UIBezierPath? {
        get { accessibilityStorage?.path }
        set { accessibilityAttributes.path = newValue }
    }
    /// The elements this container holds, in reading order (views or
    /// ``UIAccessibilityElement``s); nil to use the subviews.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibilityAttributes.elements = newValue }
    }
    /// Actions besides activation, listed by name.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions ?? (self as? AccessibilityDefaultsProviding)?.accessibilityDefaultActions }
        set { accessibilityAttributes.customActions = newValue }
    }
    /// Whether only this view's elements are read, its siblings' ignored (an alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibilityAttributes.viewIsModal = newValue }
    }
    /// Whether this view's elements are read together, before the next view's.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibilityAttributes.groupsChildren = newValue }
    }
    /// Makes the first responder resign when it is this view or inside it (a form's text
    /// field, before a screen goes). With `force`, a text field or text view ends editing even
    /// when its delegate's `textFieldShouldEndEditing(_:)` would refuse. Returns whether a
    /// responder here resigned; false when none was editing here.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { endEditingInside(force: force) }

    /// Whether Smart Invert leaves this view's colours alone (photos, video). Kept and reported;
    /// Tessera's renderer has no colour inversion of its own, so nothing is inverted either way.
    open var accessibilityIgnoresInvertColors: Bool {
        get { accessibilityStorage?.ignoresInvertColors ?? false }
        set { accessibilityAttributes.ignoresInvertColors = newValue }
    }
    /// Whether this view's elements are hidden from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibilityAttributes.elementsHidden = newValue }
    }
    /// How this container's elements are organised.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? classAccessibilityDefaults.containerType }
        set { accessibilityAttributes.containerType = newValue }
    }
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityStorage?.navigationStyle ?? .automatic }
        set { accessibilityAttributes.navigationStyle = newValue }
    }
    /// The language the label is spoken in (BCP 47), when not the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibilityAttributes.language = newValue }
    }
    /// Whether the element does something when touched; controls do.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage?.respondsToUserInteraction ?? accessibilityRespondsByDefault }
        set { accessibilityAttributes.respondsToUserInteraction = newValue }
    }
    /// Words a person may say to name the element (Voice Control); the label by default.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityAttributes.userInputLabels = newValue }
    }

    /// Activates the element; return true if you did. The default returns false, and the
    /// screen reader (or ``AccessibilityActions/activate(_:)``) then taps at
    /// ``accessibilityActivationPoint`` — except for classes whose activation is not a tap
    /// (a switch toggles).
    open func accessibilityActivate() -> Bool {
        (self as? AccessibilityDefaultsProviding)?.activateForAccessibility() ?? false
    }
    /// Moves an adjustable element's value up a step (a slider by a tenth of its range, a
    /// stepper by its step).
    open func accessibilityIncrement() { (self as? AccessibilityDefaultsProviding)?.adjustAccessibilityValue(by: 1) }
    /// Moves an adjustable element's value down a step.
    open func accessibilityDecrement() { (self as? AccessibilityDefaultsProviding)?.adjustAccessibilityValue(by: -1) }
    /// Scrolls by a page in `direction`; a scroll view does, other views return false.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { scrollForAccessibility(direction) }
    /// Dismisses a modal view (the two-finger Z); false unless overridden.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The app's most important action (the two-finger double tap); false unless overridden.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// Called when the screen reader moved to this element.
    open func accessibilityElementDidBecomeFocused() {}
    /// Called when the screen reader moved away from this element.
    open func accessibilityElementDidLoseFocus() {}
    /// Whether the screen reader is on this element.
    open func accessibilityElementIsFocused() -> Bool { AccessibilityFocus.shared.element === self }

    /// How many elements this container holds: ``accessibilityElements``' count unless a class
    /// says more (a collection view counts every item, shown or not).
    open func accessibilityElementCount() -> Int { accessibilityContainerCount() }
    /// The container's element at `index`, or nil.
    open func accessibilityElement(at index: Int) -> Any? { accessibilityContainerElement(at: index) }
    /// The index of `element` in this container, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int { accessibilityContainerIndex(of: element) }

    // MARK: Keyboard focus (Focus/ moves it: Tab between controls and lists, arrows inside)

    /// Whether Tab can move the keyboard focus here. The default is true for an enabled,
    /// interactive control (a button, a switch, a slider, a field) and false for other views;
    /// lists take the focus as a group whose items the arrow keys move through.
    open var canBecomeFocused: Bool { KeyboardFocus.canFocusByDefault(self) }
    /// Whether the keyboard focus is on this view: a focused control, or a list's focused cell.
    open var isFocused: Bool { KeyboardFocus.shared.focusedItem === self }

    // MARK: The focus engine (UIFocusEnvironment, UIFocusItem, UIFocusItemContainer; Focus/)

    /// Where the focus should go inside this view; none by default, when the engine takes the
    /// first focusable view inside in reading order.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }
    /// The view's controller when it is a controller's root view, else its superview.
    open var parentFocusEnvironment: UIFocusEnvironment? { owningViewController ?? superview }
    /// The view itself: it lists the focusable views inside it.
    open var focusItemContainer: UIFocusItemContainer? { self }
    /// The view itself, the space ``focusItems(in:)`` takes rectangles in.
    open var coordinateSpace: UICoordinateSpace { self }
    open func setNeedsFocusUpdate() { FocusRequests.setNeedsUpdate(of: self) }
    open func updateFocusIfNeeded() { FocusRequests.updateIfNeeded() }
    /// True: a view lets the focus move unless a subclass says otherwise.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    open var focusGroupIdentifier: String? {
        get { focusTraits?.groupIdentifier }
        set { focusTraitsForWriting.groupIdentifier = newValue }
    }
    /// How the focus shows on this view; nil draws the system's halo around the view.
    open var focusEffect: UIFocusEffect? {
        get { focusTraits?.effect }
        set { focusTraitsForWriting.effect = newValue }
    }
    open var focusGroupPriority: UIFocusGroupPriority {
        get { focusTraits?.groupPriority ?? .ignored }
        set { focusTraitsForWriting.groupPriority = newValue }
    }
    open var isTransparentFocusItem: Bool { false }
    open func didHintFocusMovement(_ hint: UIFocusMovementHint) {}
    /// The focusable views inside this view whose frames meet `rect` (in this view's space).
    open func focusItems(in rect: CGRect) -> [UIFocusItem] { FocusRequests.items(in: rect, of: self) }
    /// The focus settings of this view, made the first time one is set.
    private var focusTraits: FocusTraits?
    private var focusTraitsForWriting: FocusTraits {
        if let focusTraits { return focusTraits }
        let made = FocusTraits()
        focusTraits = made
        return made
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public private(set) var layoutGuides: [UILayoutGuide] = []

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Auto Layout (the API is in Constraints/UIView+Constraints.swift)

    /// Whether the view's frame, as set, becomes constraints (true, as for views made in code).
    /// Set it to false for a view you position with constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { constraintEngineIfAny?.itemDidChange(self) } }
    }
    /// The constraints installed on this view (activated with it as the items' common ancestor).
    var installedConstraints: [NSLayoutConstraint] = []
    /// The engine of the tree this view is the root of, made when first needed.
    var ownConstraintEngine: ConstraintEngine?
    var layoutPriorities = ContentLayoutPriorities()
    /// Whether a constraint names this view (its frame changes then matter to the engine).
    var isConstraintItem = false
    var constraintsNeedUpdate = false
    /// Whether a view in this subtree asked for `updateConstraints()` (so a pass can skip the rest).
    var subtreeNeedsConstraintUpdate = false

    /// Override to add or change constraints just before layout; call super last. Runs for
    /// views that called ``UIView/setNeedsUpdateConstraints()``.
    open func updateConstraints() { constraintsNeedUpdate = false }

    /// A controller's root view updates through its controller (`updateViewConstraints()`).
    func runUpdateConstraints() {
        if let owningViewController { owningViewController.updateViewConstraints() } else { updateConstraints() }
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed (text, image).
    open func invalidateIntrinsicContentSize() { constraintEngineIfAny?.intrinsicSizeDidChange(self) }

    /// Whether the view relies on constraints even if none is installed; false by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The traits propagated to this view last (see `TraitPropagation`).
    var lastTraitCollection: UITraitCollection?
    /// Parts that follow this view's traits (a document's size-class constraints), told when
    /// its traits are first known and whenever they change.
    var traitDependents: [TraitDependent] = []

    /// The traits of this view: the window's (screen traits and size classes from the window's
    /// size), with the overrides of the views and controllers on the way down.
    open var traitCollection: UITraitCollection {
        apply(overridesTo: superview?.traitCollection ?? baseTraitCollection)
    }

    /// Called when the view's traits change (appearance, size class, scale, text size,
    /// layout direction). Not called when a view first enters a window: read
    /// ``traitCollection`` then. Call super.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    var needsLayout = true
    var subtreeNeedsLayout = true

    /// A view with the given frame.
    public init(frame: CGRect) {
        layer = CALayer.makeBackingLayer(ofClass: Self.layerClass, for: Self.self)
        super.init()
        layer.owningView = self
        UIView.performWithoutAnimation {
            layer.bounds = CGRect(origin: .zero, size: frame.size.sanitized("UIView(frame:)"))
            layer.position = CGPoint(x: frame.midX.finiteOrZero, y: frame.midY.finiteOrZero)
        }
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// A view from an Interface Builder document (``UINib``, ``UIStoryboard``): its frame,
    /// appearance, layout settings and subviews, as the document sets them. Constraints,
    /// outlets and actions are connected after every object of the document exists, and then
    /// ``UIResponder/awakeFromNib()`` is called. With any other coder, a view with a zero frame.
    public required init?(coder: NSCoder) {
        layer = CALayer.makeBackingLayer(ofClass: Self.layerClass, for: Self.self)
        super.init()
        layer.owningView = self
        decodeViewAttributes(coder)
    }

    /// The view's key-value coding: `layer` (so runtime attributes reach `layer.cornerRadius`),
    /// and the Interface Builder properties `tag`, `alpha`, `hidden`, `backgroundColor`,
    /// `tintColor`, `clipsToBounds`, and the recognizers a document attaches
    /// (`gestureRecognizers`, added); other keys go to ``UIResponder/setValue(_:forKey:)``.
    open override func setValue(_ value: Any?, forKey key: String) {
        let number = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? CGFloat).map(Double.init)
        switch key {
        case "tag": if let number { tag = Int(number) }
        case "alpha": if let number { alpha = CGFloat(number) }
        case "hidden", "isHidden": if let flag = value as? Bool { isHidden = flag }
        case "clipsToBounds": if let flag = value as? Bool { clipsToBounds = flag }
        case "backgroundColor": backgroundColor = value as? UIColor
        case "tintColor": tintColor = value as? UIColor
        case "gestureRecognizers": for recognizer in value as? [UIGestureRecognizer] ?? [] { addGestureRecognizer(recognizer) }
        default: super.setValue(value, forKey: key)
        }
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "layer": layer
        case "tag": tag
        case "alpha": alpha
        case "hidden", "isHidden": isHidden
        case "clipsToBounds": clipsToBounds
        case "backgroundColor": backgroundColor
        case "tintColor": tintColor
        case "frame": frame
        case "bounds": bounds
        case "center": center
        case "transform": transform
        default: super.value(forKey: key)
        }
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: Geometry (UIView+Geometry.swift has the conversions)

    /// The view's rectangle in its superview. With a non-identity transform, reading gives the
    /// bounding box of the transformed bounds, and writing places the untransformed bounds.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let size = newValue.size.sanitized("\(type(of: self)).frame")
            let origin = CGPoint(x: newValue.minX.finiteOrZero, y: newValue.minY.finiteOrZero)
            let anchor = layer.anchorPoint
            KeyValueObservationCenter.shared.changing(self) {
                setBoundsSize(size)
                layer.position = CGPoint(x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
            }
            if isConstraintItem { constraintEngineIfAny?.frameDidChange(self) }
        }
    }

    /// The view's own coordinate system: its origin is what the top-left corner shows.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let size = newValue.size.sanitized("\(type(of: self)).bounds")
            let oldSize = layer.bounds.size
            layer.bounds = CGRect(origin: CGPoint(x: newValue.minX.finiteOrZero, y: newValue.minY.finiteOrZero), size: size)
            if oldSize != size { boundsSizeDidChange(from: oldSize) } else { boundsOriginDidChange() }
            if isConstraintItem, oldSize != size { constraintEngineIfAny?.frameDidChange(self) }
            observableValueDidChange()
        }
    }

    /// The centre of the frame in the superview (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = CGPoint(x: newValue.x.finiteOrZero, y: newValue.y.finiteOrZero)
            if isConstraintItem { constraintEngineIfAny?.frameDidChange(self) }
            observableValueDidChange()
        }
    }

    /// Tells this view's key-value observers at once, as UIKit's KVO does, for the properties
    /// apps observe (KeyValueObserving.swift).
    func observableValueDidChange() {
        KeyValueObservationCenter.shared.objectDidChange(self)
    }

    /// A 2D transform about the centre; reads the affine part of ``transform3D``.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The full 3D transform about the centre.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Called when the bounds origin moves with the size unchanged (a scroll view scrolling).
    /// - Note: Tessera's hook; UIKit subclasses override `bounds` itself.
    open func boundsOriginDidChange() {}

    // MARK: Appearance

    open var backgroundColor: UIColor? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// A view whose alpha masks this one (its frame in this view's coordinates); it is not a
    /// subview. Drawn as UIKit does: where the mask is transparent, this view is too.
    open var mask: UIView? {
        didSet { layer.markDirty() }
    }

    /// Opacity 0…1; values outside are clamped.
    open var alpha: CGFloat {
        get { layer.opacityValue }
        set {
            layer.opacityValue = newValue.isNaN ? 1 : min(max(newValue, 0), 1)
            observableValueDidChange()
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            // A stack view re-arranges when one of its arranged subviews is hidden or shown.
            if changed, let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.arrangedSubviewVisibilityDidChange()
            }
            observableValueDidChange()
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    open var isOpaque = true

    // MARK: Hooks subclasses override (the machinery is in the UIView+… files)

    /// Lays out subviews. Called by the layout pass after ``UIView/setNeedsLayout()`` or a size change,
    /// before the subviews' own `layoutSubviews`. The default does nothing (autoresizing has
    /// already run when the size changed).
    open func layoutSubviews() {}

    /// The size that best fits `size`; the default is the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the content, or ``UIView/noIntrinsicMetric`` for a side with none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Draws the view's own content into ``UIGraphicsGetCurrentContext()``; the default draws
    /// nothing (the background colour and border are drawn by the layer).
    open func draw(_ rect: CGRect) {}

    // UIKit's methods that subclasses override; each does the work of its `perform…`
    // counterpart in the UIView+Hierarchy, +Layout, +Drawing, +Fitting, +Snapshot and
    // +Constraints files (Swift overrides only what the class body declares).
    open func addSubview(_ view: UIView) { performAddSubview(view) }
    open func insertSubview(_ view: UIView, at index: Int) { performInsertSubview(view, at: index) }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { performInsertSubview(view, aboveSubview: siblingSubview) }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { performInsertSubview(view, belowSubview: siblingSubview) }
    open func bringSubviewToFront(_ view: UIView) { performBringSubviewToFront(view) }
    open func sendSubviewToBack(_ view: UIView) { performSendSubviewToBack(view) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { performExchangeSubview(at: index1, withSubviewAt: index2) }
    open func removeFromSuperview() { performRemoveFromSuperview() }
    open func setNeedsLayout() { performSetNeedsLayout() }
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    open func sizeToFit() { performSizeToFit() }
    open func setNeedsDisplay() { performSetNeedsDisplay() }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { performSystemLayoutSizeFitting(targetSize) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        performSystemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                       verticalFittingPriority: verticalFittingPriority)
    }
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { performSnapshotView(afterScreenUpdates: afterUpdates) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        performSetContentHuggingPriority(priority, for: axis)
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        performSetContentCompressionResistancePriority(priority, for: axis)
    }
    open func setNeedsUpdateConstraints() { performSetNeedsUpdateConstraints() }
    open func updateConstraintsIfNeeded() { performUpdateConstraintsIfNeeded() }

    /// The front-most descendant (or self) that contains `point` and takes touches, or nil.
    /// Hidden views, views with alpha below 0.01 and views with user interaction disabled are
    /// skipped with their subviews. Subviews are tried front to back in drawing order
    /// (`zPosition`, then subview order).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviewsInDrawingOrder.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    /// The class of the view's layer: a view backed by a ``CAGradientLayer`` or
    /// ``CAShapeLayer`` overrides it (`override class var layerClass: AnyClass`).
    open class var layerClass: AnyClass { CALayer.self }

    /// Called after ``layoutSubviews()`` for the view's layer (Core Animation's layer delegate
    /// method): where a view sizes the layers it added (`gradient.frame = bounds`). Call super.
    open func layoutSublayers(of layer: CALayer) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }
}

extension CGSize {
    /// The size with NaN, infinite and negative sides replaced by 0, reporting what was wrong.
    func sanitized(_ context: @autoclosure () -> String) -> CGSize {
        guard !(width.isFinite && height.isFinite && width >= 0 && height >= 0) else { return self }
        TesseraDiagnostics.report("\(context()): invalid size \(self); negative, NaN and infinite sides become 0")
        return CGSize(width: width.isFinite ? max(0, width) : 0, height: height.isFinite ? max(0, height) : 0)
    }
}

