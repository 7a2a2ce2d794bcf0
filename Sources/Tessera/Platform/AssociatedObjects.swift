import Foundation

/// How `objc_setAssociatedObject` holds a value: `.OBJC_ASSOCIATION_ASSIGN` does not keep it
/// (here a weak reference, so a released value reads nil rather than a dangling pointer),
/// the others keep it until it is replaced or its object goes; the `COPY` ones store
/// `copy()` of an `NSCopying` value. Atomic and nonatomic are the same here: the table is
/// locked.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Stores `value` on `object` under `key` (any stable address, usually of a `static var`), as
/// the Objective-C runtime's associated objects do: how UIKit libraries add stored properties
/// in extensions. A nil value removes the key.
///
/// Swift on Linux has no Objective-C runtime; Tessera keeps a side table keyed by the object's
/// identity that holds a weak reference to the object, so a new object at a released one's
/// address never sees its values, and releases an object's values once the object is gone —
/// at the next use of the table or the main loop's next turn, whichever is first.
/// - Note: Value types and non-objects are stored too, as on Apple's platforms (boxed).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, on: object as AnyObject, key: key, policy: policy)
}

/// The value stored on `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(on: object as AnyObject, key: key)
}

/// Removes every value stored on `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(on: object as AnyObject)
}

/// The side table behind the `objc_…AssociatedObject` functions.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Stored {
        var strong: Any?
        weak var weak: AnyObject?
        var value: Any? { strong ?? weak }
    }

    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Stored] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ value: Any?, on object: AnyObject, key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        let stored = value.map { Self.stored($0, policy: policy) }
        lock.lock()
        let replaced = purgeLocked()
        let entry = liveEntryLocked(for: object, creating: stored != nil)
        let previous = entry?.values[key]
        entry?.values[key] = stored
        lock.unlock()
        // Released outside the lock: a value's deinit may use the table.
        withExtendedLifetime((replaced, previous)) {}
    }

    func value(on object: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return liveEntryLocked(for: object, creating: false)?.values[key]?.value
    }

    func removeAll(on object: AnyObject) {
        lock.lock()
        let removed = entries.removeValue(forKey: ObjectIdentifier(object))
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    /// Releases the values of objects that are gone; the main loop calls it each turn.
    func purge() {
        lock.lock()
        let removed = purgeLocked()
        lock.unlock()
        withExtendedLifetime(removed) {}
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.values.filter { $0.owner != nil }.count
    }

    private func purgeLocked() -> [Entry] {
        let dead = entries.filter { $0.value.owner == nil }
        for key in dead.keys { entries.removeValue(forKey: key) }
        return Array(dead.values)
    }

    private func liveEntryLocked(for object: AnyObject, creating: Bool) -> Entry? {
        let id = ObjectIdentifier(object)
        if let entry = entries[id], entry.owner === object { return entry }
        guard creating else { return nil }
        let entry = Entry(owner: object)
        entries[id] = entry
        return entry
    }

    private static func stored(_ value: Any, policy: objc_AssociationPolicy) -> Stored {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            guard type(of: value) is AnyClass else { return Stored(strong: value) }
            return Stored(strong: nil, weak: value as AnyObject)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            return Stored(strong: (value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return Stored(strong: value)
        }
    }
}
