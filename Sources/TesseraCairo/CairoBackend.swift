import Foundation
@_spi(Host) import Tessera

/// Installs Cairo + Pango as Tessera's text system and image decoder.
///
/// Hosts call ``install()`` at start-up (the headless and window hosts do it for you); it may be
/// called any number of times.
public enum CairoBackend {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    public static func install() {
        lock.lock(); defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        Platform.textSystem = PangoTextSystem()
        let images = CairoImageDecoding()
        Platform.imageDecoder = images
        Platform.imageEncoder = images
    }
}
