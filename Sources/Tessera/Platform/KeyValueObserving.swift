import Foundation

// Key-value observing as UIKit code uses it: `scrollView.observe(\.contentOffset, options: [.new])
// { scrollView, change in … }`, keeping the returned `NSKeyValueObservation`. Foundation on Linux
// has no KVO (it needs the Objective-C runtime), so Tessera gives the same API, and a
// different mechanism. The properties UIKit documents as observable, and the view geometry apps
// observe, tell the observations of their object at each change, as UIKit's KVO does: a
// scroll view's `contentOffset`, `contentSize` and `contentInset`, a view's `frame`, `bounds`,
// `center`, `alpha` and `isHidden` (`KeyValueObservationCenter.objectDidChange`). Everything
// else is compared with the last value seen at fixed points of every main-loop turn (after
// input and timers, after each layout pass, after animations and completions), so a change made
// there is seen once per point, and a value set and set back between two points is none.
// Handlers run on the main thread; a handler that changes the value it observes is called again
// at once, as in UIKit, up to a depth that stops a handler that never settles.

/// What an observation wants in its change: the new value, the old value, a call at once
/// (`.initial`), and a call before the change (`.prior`; here just before the one after it).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kind of a change; observed properties here only ever change by `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change of an observed value.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// Given when the options have `.new`.
    public let newValue: Value?
    /// Given when the options have `.old`.
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// Foundation's KVO entry point, which every `NSObject` has here as on Apple's platforms.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: AnyObject {
    /// Calls `changeHandler` when the value at `keyPath` changes, while the returned
    /// observation lives (see the comment at the top of this file for when changes are seen).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        let watched = WatchedValue(object: self, keyPath: keyPath, options: options, handler: changeHandler)
        observation.watch = watched
        KeyValueObservationCenter.shared.add(observation, of: self)
        watched.sendInitial()
        return observation
    }
}

/// An observation; it ends when it is invalidated or released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    var watch: AnyWatchedValue?

    /// Ends the observation: its handler is not called again.
    public func invalidate() { watch = nil }

    deinit { watch = nil }

    /// Compares the value with the last one seen; false once the observation or its object is gone.
    @MainActor fileprivate func check() -> Bool {
        guard let watch else { return false }
        return watch.check()
    }
}

/// A value being watched, its type erased for the center.
protocol AnyWatchedValue: AnyObject {
    @MainActor func check() -> Bool
}

fileprivate final class WatchedValue<Object: AnyObject, Value>: AnyWatchedValue {
    private weak var object: Object?
    private let keyPath: KeyPath<Object, Value>
    private let options: NSKeyValueObservingOptions
    private let handler: (Object, NSKeyValueObservedChange<Value>) -> Void
    private var last: Value

    init(object: Object, keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
         handler: @escaping (Object, NSKeyValueObservedChange<Value>) -> Void) {
        self.object = object
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
        last = object[keyPath: keyPath]
    }

    func sendInitial() {
        guard options.contains(.initial), let object else { return }
        handler(object, change(old: nil, new: last, prior: false))
    }

    func check() -> Bool {
        guard let object else { return false }
        let now = object[keyPath: keyPath]
        guard !ObservedValues.same(now, last) else { return true }
        let old = last
        last = now
        if options.contains(.prior) { handler(object, change(old: old, new: nil, prior: true)) }
        handler(object, change(old: old, new: now, prior: false))
        return true
    }

    private func change(old: Value?, new: Value?, prior: Bool) -> NSKeyValueObservedChange<Value> {
        NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? new : nil,
                                 oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: prior)
    }
}

/// Whether two observed values are the same: by `==` when the type is Equatable, by identity
/// for objects, else by their descriptions.
enum ObservedValues {
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return String(describing: a) == String(describing: b)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

/// The live observations, checked by the main loop at fixed points of each turn, and those of
/// one object at once when a property documented as observable changes. Observations may be
/// made on any thread; they are checked on the main one.
final class KeyValueObservationCenter: @unchecked Sendable {
    static let shared = KeyValueObservationCenter()
    private let lock = NSLock()
    private var observations: [WeakObservation] = []
    /// The same observations by observed object, for the checks at each change.
    private var byObject: [ObjectIdentifier: [WeakObservation]] = [:]
    /// Whether any object is observed: read without the lock by the setters (a stale answer
    /// only delays a first change to the end-of-turn check), so unobserved views pay nothing.
    private var watchesAnything = false
    /// How deep handlers that change what they observe have nested.
    private var depth = 0
    private static let deepest = 16
    private struct WeakObservation { weak var observation: NSKeyValueObservation? }

    func add(_ observation: NSKeyValueObservation, of object: AnyObject) {
        let entry = WeakObservation(observation: observation)
        lock.lock()
        observations.append(entry)
        byObject[ObjectIdentifier(object), default: []].append(entry)
        watchesAnything = true
        lock.unlock()
    }

    /// How many setters made of other setters are running (a frame sets bounds and position).
    private var held = 0

    /// Runs a setter made of other setters, telling the observers once at its end, so they never
    /// see its halfway state (a frame whose size changed but whose origin has not yet).
    @MainActor func changing(_ object: AnyObject, _ body: () -> Void) {
        held += 1
        body()
        held -= 1
        objectDidChange(object)
    }

    /// Calls the handlers of `object`'s observations whose values changed: the properties UIKit
    /// documents as observable call this from their setters.
    @MainActor func objectDidChange(_ object: AnyObject) {
        guard watchesAnything, held == 0 else { return }
        lock.lock()
        let watching = byObject[ObjectIdentifier(object)]
        lock.unlock()
        guard let watching else { return }
        guard depth < Self.deepest else {
            TesseraDiagnostics.reportOnce("KVO: an observer of <\(type(of: object))> changed the value it observes \(Self.deepest) times "
                + "in a row; the change is delivered at the end of the main-loop turn instead")
            return
        }
        depth += 1
        defer { depth -= 1 }
        for entry in watching { _ = entry.observation?.check() }
    }

    /// Calls the handlers of the values that changed since the last check; forgets ended
    /// observations (those made by a handler meanwhile are kept).
    @MainActor func deliverChanges() {
        lock.lock()
        let checked = observations
        lock.unlock()
        guard !checked.isEmpty else { return }
        var ended = Set<ObjectIdentifier>()
        for entry in checked {
            guard let observation = entry.observation else { continue }
            if !observation.check() { ended.insert(ObjectIdentifier(observation)) }
        }
        lock.lock()
        observations.removeAll { entry in entry.observation.map { ended.contains(ObjectIdentifier($0)) } ?? true }
        forgetEnded(ended)
        lock.unlock()
    }

    /// Drops ended observations from the by-object index; called with the lock held.
    private func forgetEnded(_ ended: Set<ObjectIdentifier>) {
        for (object, entries) in byObject {
            let live = entries.filter { entry in entry.observation.map { !ended.contains(ObjectIdentifier($0)) } ?? false }
            byObject[object] = live.isEmpty ? nil : live
        }
        watchesAnything = !byObject.isEmpty
    }
}
