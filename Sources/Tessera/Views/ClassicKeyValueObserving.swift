import Foundation

// Classic key-value observing, as UIKit code older than `observe(_:options:changeHandler:)`
// writes it: `scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new],
// context: &context)` and an `override func observeValue(forKeyPath:of:change:context:)` in
// the observer, until `removeObserver(_:forKeyPath:)`. The key path is read with key-value
// coding (``UIResponder/value(forKeyPath:)``: the views' geometry, a scroll view's content
// offset, size and insets, a control's state, a label's and a field's text), and changes are
// seen when the block-based observations' are (KeyValueObserving.swift): at once for the
// properties documented as observable, else at fixed points of the main loop. Observed objects and observers are Tessera's responders and
// layouts, which have the methods; the observer is held weakly, as UIKit does not retain it.

/// The keys of a classic observation's change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// An object that can be observed by key path and can observe: Tessera's responders and
/// layouts.
@MainActor protocol ClassicKeyValueObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// The registrations made with `addObserver(_:forKeyPath:options:context:)`.
@MainActor enum ClassicObservations {
    private final class Registration {
        weak var observed: AnyObject?
        weak var observer: AnyObject?
        let keyPath: String
        let context: UnsafeMutableRawPointer?
        let observation = NSKeyValueObservation()

        init(observed: AnyObject, observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?) {
            self.observed = observed
            self.observer = observer
            self.keyPath = keyPath
            self.context = context
        }
    }

    private static var registrations: [Registration] = []

    static func add(_ observer: AnyObject, to observed: AnyObject, keyPath: String, options: NSKeyValueObservingOptions,
                    context: UnsafeMutableRawPointer?, read: @escaping @MainActor () -> Any?) {
        registrations.removeAll { $0.observed == nil || $0.observer == nil }
        let registration = Registration(observed: observed, observer: observer, keyPath: keyPath, context: context)
        let watched = WatchedKeyPath(read: read) { [weak registration] old, new, prior in
            guard let registration, let observer = registration.observer as? ClassicKeyValueObserver else { return }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), !prior { change[.newKey] = new ?? NSNull() }
            if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            if prior { change[.notificationIsPriorKey] = true }
            observer.observeValue(forKeyPath: keyPath, of: registration.observed, change: change, context: context)
        }
        registration.observation.watch = watched
        registrations.append(registration)
        KeyValueObservationCenter.shared.add(registration.observation, of: observed)
        watched.options = options
        if options.contains(.initial) { watched.sendInitial() }
    }

    /// Ends the observer's latest matching registration; reports one that was never made, where
    /// UIKit raises "Cannot remove an observer … because it is not registered as an observer".
    static func remove(_ observer: AnyObject, from observed: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?, anyContext: Bool) {
        let index = registrations.lastIndex { registration in
            registration.observer === observer && registration.observed === observed && registration.keyPath == keyPath
                && (anyContext || registration.context == context)
        }
        guard let index else {
            TesseraDiagnostics.report("Cannot remove an observer <\(type(of: observer))> for the key path \"\(keyPath)\" from <\(type(of: observed))> "
                + "because it is not registered as an observer.")
            return
        }
        registrations[index].observation.invalidate()
        registrations.remove(at: index)
    }

    static func count(of observed: AnyObject) -> Int {
        registrations.filter { $0.observed === observed && $0.observer != nil }.count
    }
}

/// A key path read by key-value coding, compared with its last value at each check.
final class WatchedKeyPath: AnyWatchedValue {
    private let read: @MainActor () -> Any?
    private let deliver: @MainActor (Any?, Any?, Bool) -> Void
    private var last: Any?
    var options: NSKeyValueObservingOptions = []

    @MainActor init(read: @escaping @MainActor () -> Any?, deliver: @escaping @MainActor (Any?, Any?, Bool) -> Void) {
        self.read = read
        self.deliver = deliver
        last = read()
    }

    @MainActor func sendInitial() {
        deliver(nil, last, false)
    }

    @MainActor func check() -> Bool {
        let now = read()
        guard !Self.same(now, last) else { return true }
        let old = last
        last = now
        if options.contains(.prior) { deliver(old, nil, true) }
        deliver(old, now, false)
        return true
    }

    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): ObservedValues.same(a, b)
        default: false
        }
    }
}

extension UIResponder: ClassicKeyValueObserver {}

extension UIResponder {
    /// Observes the value at `keyPath` of this object for `observer`, until
    /// ``removeObserver(_:forKeyPath:context:)``: the observer's
    /// `observeValue(forKeyPath:of:change:context:)` is called with each change (see the top of
    /// this file for when changes are seen).
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        ClassicObservations.add(observer, to: self, keyPath: keyPath, options: options, context: context) { [weak self] in
            self?.value(forKeyPath: keyPath)
        }
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        ClassicObservations.remove(observer, from: self, keyPath: keyPath, context: context, anyContext: false)
    }

    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        ClassicObservations.remove(observer, from: self, keyPath: keyPath, context: nil, anyContext: true)
    }
}
