import Foundation
import TesseraCore

/// The sideways-scrolling sections a collection view shows: their scroll views by section,
/// which were scrolled since the last layout pass, and whether a pass is bringing one up to date.
@MainActor final class SideStrips {
    /// The scroll views of the sideways-scrolling sections on screen, by section.
    var scrollers: [Int: OrthogonalScrollerView] = [:]
    /// Strips scrolled sideways since the last layout pass.
    var scrolled: Set<Int> = []
    /// Set while a layout pass brings a strip's scroller up to date (its moves are not news).
    var isConfiguring = false
    /// The sections that scrolled sideways at the last pass: when they change, views on
    /// screen move between the page and the strips.
    var sectionsWithStrips: Set<Int> = []
}

/// Whether the app chose the collection view's background colour, and the list background last
/// taken from a list layout (a list layout's background never replaces the app's own).
@MainActor final class LayoutBackgroundState {
    /// Whether the app set `backgroundColor`.
    var hasOwnColor = false
    /// Set while the collection view applies the layout's colour itself.
    var isApplying = false
    /// The list background last taken from the layout.
    weak var applied: UIColor?
}

/// The requests and completions recorded inside `performBatchUpdates`.
@MainActor final class BatchRecorder {
    /// Nil outside a batch.
    var requests: [CollectionUpdateRequest]?
    var completions: [(Bool) -> Void] = []
    /// The item being reconfigured and the cell it shows, handed back by the dequeue.
    var reconfiguring: (IndexPath, UICollectionViewCell)?
}
