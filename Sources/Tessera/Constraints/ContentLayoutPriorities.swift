import Foundation

/// How strongly a view keeps its intrinsic size: against growing (hugging, 250 by default) and
/// against shrinking (compression resistance, 750), per axis.
struct ContentLayoutPriorities {
    var huggingHorizontal = UILayoutPriority.defaultLow
    var huggingVertical = UILayoutPriority.defaultLow
    var compressionHorizontal = UILayoutPriority.defaultHigh
    var compressionVertical = UILayoutPriority.defaultHigh
}
