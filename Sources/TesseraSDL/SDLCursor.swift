import CSDL2
@_spi(Host) import Tessera

/// Shows the cursor the library asks for (`PointerCursor.current`) with SDL's system cursors,
/// each made once and changed only when the wanted one changes.
@MainActor final class SDLCursor {
    private var shown: PointerCursor = .arrow
    private var made: [PointerCursor: OpaquePointer] = [:]

    func show(_ wanted: PointerCursor) {
        guard wanted != shown else { return }
        shown = wanted
        if wanted == .hidden {
            SDL_ShowCursor(SDL_DISABLE)
            return
        }
        SDL_ShowCursor(SDL_ENABLE)
        if let cursor = system(wanted) { SDL_SetCursor(cursor) }
    }

    private func system(_ cursor: PointerCursor) -> OpaquePointer? {
        if let existing = made[cursor] { return existing }
        let kind: SDL_SystemCursor = switch cursor {
        case .pointingHand: SDL_SYSTEM_CURSOR_HAND
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
        case .arrow, .hidden: SDL_SYSTEM_CURSOR_ARROW
        }
        let created = SDL_CreateSystemCursor(kind)
        made[cursor] = created
        return created
    }
}
