import Foundation
@_spi(Host) import Tessera

/// Installs Chipmunk2D as the engine UIKit Dynamics runs on.
///
/// Hosts call ``install()`` at start-up (the headless and window hosts do it for you); it may
/// be called any number of times.
public enum ChipmunkBackend {
    @MainActor public static func install() {
        if Platform.physicsEngine == nil { Platform.physicsEngine = ChipmunkEngine() }
    }
}

/// Makes Chipmunk2D worlds.
@MainActor final class ChipmunkEngine: PhysicsEngine {
    func makeWorld() -> PhysicsWorld { ChipmunkWorld() }
}
