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
            // Text that is not UTF-8 is refused, not mended into something else.
            guard let string = String(validatingCString: text) else {
                TesseraDiagnostics.report("clipboard: the system clipboard's text is not valid UTF-8 (\(strlen(text)) bytes); nothing is pasted")
                return nil
            }
            return string
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }
}
