import Foundation
@_spi(Host) import Tessera

/// Numbers for the objects a screen reader has been shown: the same object keeps its number
/// (so the reader's proxy stays valid), and the number remembers its parent. Objects are held
/// weakly; a number whose object went away answers nothing.
@MainActor final class AtspiHandles {
    /// The application, the root of the tree.
    static let application = 1

    private final class Entry {
        weak var object: AnyObject?
        let parent: Int
        init(_ object: AnyObject, parent: Int) {
            self.object = object
            self.parent = parent
        }
    }

    private var entries: [Int: Entry] = [:]
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var next = 2

    func handle(for object: AnyObject, parent: Int) -> Int {
        let key = ObjectIdentifier(object)
        if let number = numbers[key], let entry = entries[number], entry.object === object { return number }
        let number = next
        next += 1
        entries[number] = Entry(object, parent: parent)
        numbers[key] = number
        return number
    }

    func object(_ handle: Int) -> AnyObject? { entries[handle]?.object }

    func parent(of handle: Int) -> Int? {
        guard handle != Self.application else { return nil }
        return entries[handle]?.parent
    }
}
