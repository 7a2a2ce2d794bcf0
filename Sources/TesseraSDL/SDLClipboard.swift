import CSDL2
import Foundation
@_spi(Host) import Tessera

/// `UIPasteboard.general`'s text in the system clipboard (X11 or Wayland), through SDL.
@MainActor final class SDLClipboard: PasteboardBackend {
    public init() {}
    public var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            // Text that is not UTF-8 is refused, not mended into something else: nothing is pasted.
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text)))
            return UTF8Text.decode(bytes, what: "the system clipboard's text")
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
