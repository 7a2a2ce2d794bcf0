import Foundation

/// Turns touches on a view into a gesture, with UIKit's state machine: possible, then began,
/// changed and ended (continuous gestures) or straight to recognized (discrete ones), or
/// failed, or cancelled.
///
/// Targets are called on every change to began, changed, ended and cancelled. The Swift forms:
/// `UITapGestureRecognizer(target: self, action: Self.handleTap)` with a method taking the
/// recognizer, the closure form `UITapGestureRecognizer { recognizer in … }`, or UIKit's
/// `init(target:action:)` with a ``Selector`` that is sent to the target with
/// `perform(_:withSender:)`.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject, GestureHandlerInitializable {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success: the same as `ended`.
        public static let recognized = State.ended
    }

    /// The current state. Subclasses set it; setting it to began, changed, ended or cancelled
    /// calls the targets (once the arbitration with other recognizers allows it).
    open var state: State {
        get { storedState }
        set { GestureArena.transition(self, to: newValue) }
    }
    var storedState: State = .possible
    /// The state a recognizer that must wait for others to fail is holding back.
    var heldState: State?

    public internal(set) weak var view: UIView?
    open var isEnabled = true { didSet { if !isEnabled, storedState != .possible { state = .cancelled } } }
    open weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the view's touches are cancelled once the gesture is recognized; true by default.
    open var cancelsTouchesInView = true
    /// Whether the view sees touches only after the gesture fails; false by default.
    open var delaysTouchesBegan = false
    /// Whether the view's touch ends wait for the gesture to fail; true by default.
    open var delaysTouchesEnded = true
    open var name: String?

    /// The targets' actions in the order added, each with its target (none for a handler) so
    /// `removeTarget(_:action:)` can find them.
    private var targets: [GestureTarget] = []
    var failureRequirements: [WeakRecognizer] = []
    /// Whether a timer of this recognizer (a tap waiting for the next tap) is pending.
    var pendingTimer = false
    /// The touches this recognizer follows.
    public internal(set) var trackedTouches: [UITouch] = []

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (asked once per touch
    /// sequence, for every pair following it); subclasses override. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether the recognizer sees `event` (asked before it is given its touches). Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }
    /// Stops following `touch` (a subclass that decided it is not part of its gesture).
    open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }
    /// The touch types the recognizer follows (`UITouch.TouchType` raw values): all by default;
    /// Tessera's touches are `.direct`, so a recognizer without it sees none.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    open var allowedPressTypes: [NSNumber] = []
    open var requiresExclusiveTouchType = true
    /// Failure requirements for the current touch sequence only (the delegate's and the
    /// subclass's answers), dropped when it ends.
    var sequenceRequirements: [WeakRecognizer] = []
    /// What the recognizer waits for now: `require(toFail:)`'s and this sequence's.
    var allFailureRequirements: [WeakRecognizer] { failureRequirements + sequenceRequirements }

    public required override init() { super.init() }

    /// UIKit's form: `action` is sent to `target` with `perform(_:withSender:)`.
    public convenience init(target: Any?, action: Selector?) {
        self.init()
        if let action, let responder = target as? UIResponder {
            targets.append(GestureTarget(target: responder) { [weak responder] recognizer in
                _ = responder?.perform(action, withSender: recognizer)
            })
        }
    }

    /// Calls `action` of `target` (held weakly) with this recognizer.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(target: Target,
                                                                            action: @escaping (Target) -> (Recognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Calls `action`, a method of `target` (held weakly) that takes no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(GestureTarget(target: target) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(_ target: Target,
                                                                          action: @escaping (Target) -> (Recognizer) -> Void) {
        targets.append(GestureTarget(target: target) { [weak target] recognizer in
            guard let target, let typed = recognizer as? Recognizer else { return }
            action(target)(typed)
        })
    }

    /// Adds a closure called like a target.
    public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) { targets.append(GestureTarget(target: nil, call: handler)) }

    /// Stops sending `target`'s actions (every target's when nil; closures added with
    /// `addHandler` stay). The action is not compared (Swift cannot compare method
    /// references): all of the target's go.
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            guard entry.hasTarget else { return false }
            return object == nil || entry.target === object || entry.target == nil
        }
    }

    public func removeAllTargets() { targets.removeAll() }

    func sendActions() { for target in targets { target.call(self) } }

    /// This recognizer recognizes only after `other` fails.
    public func require(toFail other: UIGestureRecognizer) { failureRequirements.append(WeakRecognizer(other)) }

    /// Where the gesture is: the centroid of its touches, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { convert($0, to: view) } ?? .zero }
        let points = trackedTouches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The location of one of the touches.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        trackedTouches.indices.contains(index) ? trackedTouches[index].location(in: view) : .zero
    }

    open var numberOfTouches: Int { trackedTouches.count }

    /// The window location of the last touch, kept after the touches end.
    var lastLocation: CGPoint?

    private func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
        view?.convert(windowPoint, from: nil) ?? windowPoint
    }

    // MARK: For subclasses

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = storedState == .possible ? .failed : .cancelled }

    /// Returns the recognizer to the possible state after a gesture ends; subclasses clear
    /// their own state and call super.
    open func reset() {}

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether it recognizes in one step (tap) rather than began-changed-ended (pan).
    open var isDiscrete: Bool { false }
}

/// A weak reference to a recognizer.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// Gives every recognizer the closure initializer `init(handler:)` typed with its own class:
/// `UITapGestureRecognizer { tap in … }`.
@preconcurrency @MainActor public protocol GestureHandlerInitializable: UIGestureRecognizer {}

extension GestureHandlerInitializable {
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addHandler { recognizer in if let typed = recognizer as? Self { handler(typed) } }
    }
}

extension UIView {
    /// Attaches a recognizer; it sees touches that begin in this view or its subviews.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        attachedGestureRecognizers.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The recognizers attached to this view, or nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers
    }
}

/// One target of a recognizer: the object (held weakly) and the call that reaches it.
struct GestureTarget {
    weak var target: AnyObject?
    /// Whether it was added with a target (not a closure of `addHandler`).
    let hasTarget: Bool
    let call: (UIGestureRecognizer) -> Void

    init(target: AnyObject?, call: @escaping (UIGestureRecognizer) -> Void) {
        self.target = target
        hasTarget = target != nil
        self.call = call
    }
}
