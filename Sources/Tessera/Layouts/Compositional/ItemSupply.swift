import Foundation

/// The data items a section's groups take in order while being placed, and what self-sizing
/// measured of them: a group sizing an item by its estimate looks at the item it is about to
/// take.
@MainActor final class ItemSupply {
    private(set) var next: Int
    let end: Int
    /// The width a cell measured for a data item, if it has been shown.
    let measuredWidth: (Int) -> CGFloat?

    init(from start: Int, to end: Int, measuredWidth: @escaping (Int) -> CGFloat?) {
        next = start
        self.end = end
        self.measuredWidth = measuredWidth
    }

    /// Takes the next data item, or nil when none is left.
    func take() -> Int? {
        guard next < end else { return nil }
        defer { next += 1 }
        return next
    }

    /// The data item `ahead` places after the next one, without taking it.
    func peek(_ ahead: Int) -> Int? { next + ahead < end ? next + ahead : nil }
}
