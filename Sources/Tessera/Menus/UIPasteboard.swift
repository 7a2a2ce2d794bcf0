import Foundation

/// The shared pasteboard: text (and images, in memory) that copy and paste move around.
///
/// `general` keeps text in the installed `PasteboardBackend`: memory when headless, the
/// system clipboard in the window host. Images stay in memory.
@preconcurrency @MainActor public final class UIPasteboard {
    public static let general = UIPasteboard()
    /// The store for text; a host replaces it with the system clipboard.
    @_spi(Host) public var backend: PasteboardBackend = MemoryPasteboard()
    private var storedImages: [UIImage] = []
    private var extraStrings: [String] = []
    /// Bumped on every change.
    public private(set) var changeCount = 0

    public var string: String? {
        get { backend.string }
        set { backend.string = newValue; extraStrings = []; storedImages = []; changeCount += 1 }
    }

    public var strings: [String]? {
        get { string.map { [$0] + extraStrings } }
        set {
            backend.string = newValue?.first
            extraStrings = Array(newValue?.dropFirst() ?? [])
            storedImages = []
            changeCount += 1
        }
    }

    public var image: UIImage? {
        get { storedImages.first }
        set { storedImages = newValue.map { [$0] } ?? []; changeCount += 1 }
    }

    public var images: [UIImage]? {
        get { storedImages.isEmpty ? nil : storedImages }
        set { storedImages = newValue ?? []; changeCount += 1 }
    }

    public var hasStrings: Bool { string != nil }
    public var hasImages: Bool { !storedImages.isEmpty }
}
