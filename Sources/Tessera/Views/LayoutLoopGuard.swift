import Foundation

/// The one guard against layout that asks for layout again from inside its own pass.
///
/// Every such path counts its requests here, per frame: a view whose `layoutSubviews()` dirties
/// it again, a collection view layout invalidated while the collection view lays out (from
/// `prepare()`, a section's `visibleItemsInvalidationHandler`, self-sizing whose preferred
/// attributes keep changing; a collection view counts each round of placing once, however
/// many of its views asked in it). A frame allows ``budget`` such requests to each owner; the next is
/// dropped, and the loop is reported once, in UIKit's words, naming the class and what kept
/// changing. UIKit stops the app at this point (`NSInternalInconsistencyException`, or
/// `UIViewLayoutFeedbackLoopDebuggingThreshold` for views); Tessera keeps the last layout on
/// screen and goes on, so the next frame starts with a fresh budget.
struct LayoutLoopGuard {
    /// Requests one owner may make from inside its own passes in one frame. Self-sizing of a
    /// tall screen needs a few rounds (each shows more measured items); a loop needs them all.
    static let budget = 12

    /// The frame now: bumped by the main loop at each turn.
    @MainActor private(set) static var frame = 0
    @MainActor static func beginFrame() { frame &+= 1 }

    private var counted = 0
    private var countedFrame = -1
    private var reported: Set<String> = []

    /// Counts one request made from inside the owner's own pass; false when the frame's budget
    /// is spent and the request must be dropped.
    @MainActor mutating func allowsRequest() -> Bool {
        if countedFrame != Self.frame {
            countedFrame = Self.frame
            counted = 0
        }
        counted += 1
        return counted <= Self.budget
    }

    /// Reports the loop once per owner and message.
    mutating func report(_ message: @autoclosure () -> String, key: String) {
        guard reported.insert(key).inserted else { return }
        TesseraDiagnostics.report(message())
    }
}
