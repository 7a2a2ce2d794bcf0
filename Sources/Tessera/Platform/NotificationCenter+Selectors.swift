import Foundation

// `addObserver(self, selector: #selector(keyboardWillShow(_:)), name:, object:)`, which
// Foundation on Linux lacks (it sends messages by selector through the Objective-C runtime).
// tessera-port turns the selector into the method itself (`Self.keyboardWillShow(_:)`), and
// this registers it: the observer is held weakly, as Foundation holds it, and
// `removeObserver(_:)` and `removeObserver(_:name:object:)` remove these registrations too.

extension NotificationCenter {
    /// Calls `selector` on `observer` with each notification named `name` (any name when nil)
    /// from `object` (any sender when nil), on the thread that posts it.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
                                                 name aName: NSNotification.Name?, object anObject: Any?) {
        // Notifications arrive on the posting thread, as with Foundation's selector form.
        let target = SelectorTarget(observer: observer, selector: selector)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in target.send(notification) }
        SelectorObservers.shared.add(token, observer: observer, name: aName, center: self)
    }

    /// The form whose method takes no notification (`@objc func refresh()`).
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> () -> Void,
                                                 name aName: NSNotification.Name?, object anObject: Any?) {
        let forward: (Observer) -> (Notification) -> Void = { target in { _ in selector(target)() } }
        addObserver(observer, selector: forward, name: aName, object: anObject)
    }

    /// The form whose method takes the reference type (`@objc func changed(_ note: NSNotification)`),
    /// which Objective-C bridges from the notification posted.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (NSNotification) -> Void,
                                                 name aName: NSNotification.Name?, object anObject: Any?) {
        let forward: (Observer) -> (Notification) -> Void = { target in
            { notification in
                selector(target)(NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo))
            }
        }
        addObserver(observer, selector: forward, name: aName, object: anObject)
    }

    /// Removes `observer`'s registrations, these and Foundation's own.
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.take(observer: observer, name: nil, center: self) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (all names when nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        for token in SelectorObservers.shared.take(observer: observer, name: aName, center: self) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// An observer, held weakly, and its method.
private final class SelectorTarget<Observer: AnyObject>: @unchecked Sendable {
    weak var observer: Observer?
    let selector: (Observer) -> (Notification) -> Void

    init(observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void) {
        self.observer = observer
        self.selector = selector
    }

    func send(_ notification: Notification) {
        guard let observer else { return }
        selector(observer)(notification)
    }
}

/// The registrations made with a selector, by observer, so they can be removed by observer.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private struct Entry {
        weak var observer: AnyObject?
        let token: NSObjectProtocol
        let name: NSNotification.Name?
        weak var center: NotificationCenter?
    }
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ token: NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) {
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.observer == nil }
        entries.append(Entry(observer: observer, token: token, name: name, center: center))
    }

    /// The tokens of `observer` for `name` (any when nil) in `center`, forgotten here.
    func take(observer: AnyObject, name: NSNotification.Name?, center: NotificationCenter) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        let matches: (Entry) -> Bool = { entry in
            entry.observer === observer && entry.center === center && (name == nil || entry.name == name)
        }
        let taken = entries.filter(matches).map(\.token)
        entries.removeAll(where: matches)
        return taken
    }
}
