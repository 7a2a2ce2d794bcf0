import CCairo
import Foundation
@_spi(Host) import Tessera

/// Which fonts text is set in, and how glyphs are rasterized.
///
/// `.system` is whatever fontconfig finds on the machine, with its hinting and antialiasing
/// settings: what the window shows. `.pinned` is the six faces of Debian's `fonts-dejavu-core`
/// (DejaVu Sans, Sans Mono and Serif, regular and bold) and nothing else, with grey
/// antialiasing and no hinting set in code, so a frame is the same bytes on every machine the
/// README sets up, whatever other fonts or fontconfig settings it has. The headless host and
/// the snapshot strategies render with `.pinned`.
public enum FontSet: Sendable, Equatable {
    case system
    case pinned

    /// Where `fonts-dejavu-core` installs its faces.
    public static let pinnedDirectory = "/usr/share/fonts/truetype/dejavu"
    /// The faces `.pinned` loads: exactly the files of Debian 12's `fonts-dejavu-core`.
    public static let pinnedFiles = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf",
        "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
    ]

    /// The set text is drawn with now.
    @MainActor public static var current: FontSet { FontSwitch.shared.current }

    /// Makes `set` the fonts text is measured and drawn with from now on. Switching empties the
    /// caches that remember fonts; a pinned set whose files are missing reports which file is
    /// missing through ``TesseraDiagnostics`` and keeps the system's fonts.
    @MainActor public static func use(_ set: FontSet) { FontSwitch.shared.use(set) }
}

/// Owns the switch between the machine's fontconfig and the pinned one.
@MainActor final class FontSwitch {
    static let shared = FontSwitch()
    private(set) var current: FontSet = .system
    private var systemConfig: OpaquePointer?
    private var pinnedConfig: OpaquePointer?

    func use(_ set: FontSet) {
        guard set != current else { return }
        let config = set == .pinned ? pinned() : system()
        guard let config else { return }
        FcConfigSetCurrent(config)
        current = set
        GlyphRendering.pinned = set == .pinned
        ThreadFontMap.configurationChanged()
        (Platform.textSystem as? PangoTextSystem)?.fontsChanged(pinned: set == .pinned)
    }

    private func system() -> OpaquePointer? {
        systemConfig
    }

    private func pinned() -> OpaquePointer? {
        if let pinnedConfig { return pinnedConfig }
        if systemConfig == nil { systemConfig = FcConfigReference(nil) }
        let missing = FontSet.pinnedFiles.first { !FileManager.default.fileExists(atPath: FontSet.pinnedDirectory + "/" + $0) }
        if let missing {
            TesseraDiagnostics.report("FontSet.pinned: \(FontSet.pinnedDirectory)/\(missing) is missing (install fonts-dejavu-core); text keeps the system's fonts")
            return nil
        }
        guard let config = FcConfigCreate() else { return nil }
        for file in FontSet.pinnedFiles {
            let path = FontSet.pinnedDirectory + "/" + file
            _ = path.withCString { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        }
        FcConfigBuildFonts(config)
        pinnedConfig = config
        return config
    }
}

/// Pango's default font map is one per thread (font maps are not shared between threads) and
/// keeps the faces of the fontconfig configuration it was made with. Text is laid out on the
/// main thread and, when content is rasterized in parallel, on worker threads: each thread
/// drops its font map when the configuration changed since it made one.
enum ThreadFontMap {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var generation = 1
    /// Per thread: the generation its default font map was made in.
    nonisolated(unsafe) private static var key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static func configurationChanged() {
        lock.lock()
        generation += 1
        lock.unlock()
    }

    /// Call before making a Pango context on this thread.
    static func refreshThisThread() {
        lock.lock()
        let current = generation
        lock.unlock()
        let seen = Int(bitPattern: pthread_getspecific(key))
        guard seen != current else { return }
        if seen != 0 { pango_cairo_font_map_set_default(nil) }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: current))
    }
}

/// How glyphs are rasterized: metrics are never hinted (see ``UnhintedMetrics``); with pinned
/// fonts outlines are not hinted either and edges are grey, whatever fontconfig says.
enum GlyphRendering {
    nonisolated(unsafe) static var pinned = false
}
