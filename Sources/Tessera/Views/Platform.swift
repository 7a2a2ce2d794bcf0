import Foundation

/// The services a host fills in at start-up: text measuring, image decoding, snapshots.
///
/// `Tessera` never imports a backend; a host (the window host, the headless host) installs one,
/// for example `CairoBackend.install()`.
/// - Note: Tessera's own type; on iOS these services are part of the system.
@_spi(Host) public enum Platform {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _textSystem: TextSystem = EstimatingTextSystem()
    nonisolated(unsafe) private static var _imageDecoder: ImageDecoding?
    nonisolated(unsafe) private static var _imageEncoder: ImageEncoding?

    /// Measures text; a rough estimate until a backend installs a real one.
    public static var textSystem: TextSystem {
        get { lock.lock(); defer { lock.unlock() }; return _textSystem }
        set { lock.lock(); _textSystem = newValue; lock.unlock() }
    }

    /// Decodes images; nil until a backend installs one, and then `UIImage(data:)` returns nil.
    public static var imageDecoder: ImageDecoding? {
        get { lock.lock(); defer { lock.unlock() }; return _imageDecoder }
        set { lock.lock(); _imageDecoder = newValue; lock.unlock() }
    }

    /// Encodes images; nil until a backend installs one, and then `UIImage.pngData()` returns nil.
    public static var imageEncoder: ImageEncoding? {
        get { lock.lock(); defer { lock.unlock() }; return _imageEncoder }
        set { lock.lock(); _imageEncoder = newValue; lock.unlock() }
    }

    /// Captures how a view looks now, for `UIView.transition(with:…)`; nil without a renderer.
    @MainActor public static var snapshotter: ViewSnapshotting?

    /// The rigid-body engine UIKit Dynamics runs on; the hosts install Chipmunk2D's.
    @MainActor public static var physicsEngine: PhysicsEngine?
}

/// Renders a view's subtree to an opaque image the renderer can draw later.
@_spi(Host) @preconcurrency @MainActor public protocol ViewSnapshotting: AnyObject {
    func snapshot(of view: UIView) -> AnyObject?
}
