import Foundation

/// Where `UIPasteboard.general` keeps its contents: memory by default, the system clipboard
/// when a window host installs one.
@_spi(Host) @preconcurrency @MainActor public protocol PasteboardBackend: AnyObject {
    var string: String? { get set }
}

/// Keeps the pasteboard's text in memory (headless and tests).
@_spi(Host) @preconcurrency @MainActor public final class MemoryPasteboard: PasteboardBackend {
    public var string: String?
    public init() {}
}
