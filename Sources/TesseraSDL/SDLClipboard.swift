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
            return String(cString: text)
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
