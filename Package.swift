// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tessera",
    // Test documents are localized (Base.lproj and a language), which SwiftPM requires this for.
    defaultLocalization: "en",
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        // UIKit code's imports on Linux: UIKit, CoreGraphics and QuartzCore are Tessera,
        // UniformTypeIdentifiers its UTType. A package depends on this product only on Linux.
        .library(name: "UIKit", targets: [
            "UIKit", "CoreGraphics", "QuartzCore", "UniformTypeIdentifiers", "TesseraOSLog", "_Testing_UIKit", "_Testing_CoreGraphics",
            "UserNotifications", "MessageUI", "AVFoundation",
        ]),
        // The pure engines, for the benchmarks and tools; apps see them only through Tessera.
        // `import Combine` on Linux: OpenCombine's publishers, subjects, `@Published` and
        // schedulers, plus key-value observing publishers on Tessera's observing. Apart from
        // the UIKit product, so only packages that import Combine build OpenCombine.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
        .library(name: "TesseraCairo", targets: ["TesseraCairo"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        // Synchronous main-actor XCTest methods on Linux: a test target re-exports it
        // (`@_exported import TesseraXCTest`) and SwiftPM's test discovery finds its overloads.
        .library(name: "TesseraXCTest", targets: ["TesseraXCTest"]),
        // XCUITest's API for UI test targets: the app linked into the tests, launched in process
        // on a headless screen. Named after Apple's framework, so `import XCUIAutomation` works.
        .library(name: "XCUIAutomation", targets: ["XCUIAutomation"]),
        .library(name: "TesseraSDL", targets: ["TesseraSDL"]),
        .library(name: "Demos", targets: ["Demos"]),
        // swift-snapshot-testing's image and text strategies for UIView, UIViewController and
        // UIImage, with upstream's names, drawn by the headless host.
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        .executable(name: "Gallery", targets: ["Gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Ordered hash sets for diffable data source snapshots (O(1) item lookups in order).
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        // Snapshot tests as iOS teams write them (only its SnapshotTesting library is built).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Combine for Linux, behind the `Combine` product.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `make docs`: the DocC catalog as a static site (a command plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The pure engines: batch-update validation and index mapping, the snapshot diff, the
        // constraint solver, flow geometry, homographies. Foundation and OrderedCollections only:
        // no UIKit name, no main actor, no C library.
        .target(name: "TesseraCore", dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]),
        // UIKit's collection-view slice: pure Swift + Foundation, no C import.
        .target(name: "Tessera", dependencies: [
            "TesseraCore", "UniformTypeIdentifiers", .product(name: "OrderedCollections", package: "swift-collections"),
        ]),
        // Apple's module names, so UIKit source compiles with its imports unchanged: each
        // re-exports Tessera (and CoreGraphics Foundation's geometry).
        .target(name: "UIKit", dependencies: ["Tessera", "TesseraApp"]),
        .target(name: "CoreGraphics", dependencies: ["Tessera"]),
        .target(name: "QuartzCore", dependencies: ["Tessera"]),
        // Swift 5 mode: the test and its method cross to the main actor inside
        // `MainActor.assumeIsolated`, which checks at run time that XCTest runs tests there.
        .target(name: "TesseraXCTest", swiftSettings: [.swiftLanguageMode(.v5)]),
        // UI tests as for iOS. Swift 5 mode: its types are not tied to the main actor (tests call
        // them from any synchronous method) and cross to it at each call; it sets
        // `CommandLine.arguments` for the app it launches.
        .target(name: "XCUIAutomation", dependencies: ["Tessera", "CoreGraphics", "TesseraApp", "TesseraTesting", "TesseraCairo"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Combine", dependencies: [
            "Tessera",
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
        ]),
        // Swift Testing's cross-import overlays for UIKit and CoreGraphics, which the compiler
        // imports when a test imports Testing beside them; Linux's toolchain has none.
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        // Unified logging (`os_log`, `Logger`) written to standard error. Foundation only. Not
        // named `os`: packages take `canImport(os)` to mean Darwin (swift-argument-parser does).
        .target(name: "TesseraOSLog"),
        // UTType: the public types with their parents, extensions and MIME types. Foundation only.
        .target(name: "UniformTypeIdentifiers"),
        // UserNotifications on the desktop: libnotify's notify-send shows them.
        .target(name: "UserNotifications", dependencies: ["Tessera"]),
        // MessageUI's mail composer hands the message to the desktop's mail program (xdg-email).
        .target(name: "MessageUI", dependencies: ["Tessera"]),
        // AVFoundation's AVMakeRect; no media playback.
        .target(name: "AVFoundation"),
        // System libraries, nothing else.
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpixman-1-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg",
                       providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // Vector images of asset catalogs: SVG with librsvg, PDF with poppler, both onto Cairo.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CChipmunk", providers: [.apt(["libchipmunk-dev"])]),
        // Accessibility on Linux: ATK and its AT-SPI bridge (the D-Bus side is the bridge's).
        .systemLibrary(name: "CATK", pkgConfig: "atk-bridge-2.0", providers: [.apt(["libatk-bridge2.0-dev", "libatk1.0-dev"])]),
        // ATK objects whose answers come from Swift (a GObject subclass has to be C).
        .target(name: "CTesseraAtk", dependencies: ["CATK"], linkerSettings: [
            .linkedLibrary("atk-bridge-2.0"), .linkedLibrary("atk-1.0"), .linkedLibrary("gobject-2.0"), .linkedLibrary("glib-2.0"),
        ]),
        // The accessibility tree exported over AT-SPI for Orca, accerciser and pyatspi.
        .target(name: "TesseraATSPI", dependencies: ["Tessera", "CTesseraAtk"]),
        // Drawing, text and image decoding with Cairo + Pango + pixman + libjpeg-turbo.
        .target(name: "TesseraCairo", dependencies: ["Tessera", "TesseraCore", "CCairo", "CTurboJPEG", "CRsvg", "CPoppler"]),
        // UIKit Dynamics' engine: Chipmunk2D behind Tessera's PhysicsWorld protocol.
        .target(name: "TesseraChipmunk", dependencies: ["Tessera", "CChipmunk"]),
        // The window host: an SDL2 window, real input, display-rate frames, the system clipboard.
        .target(name: "TesseraSDL", dependencies: ["Tessera", "TesseraCairo", "TesseraChipmunk", "TesseraATSPI", "CSDL2"]),
        // The headless host: virtual clock, scripted touches, PNG frames.
        .target(name: "TesseraTesting", dependencies: ["Tessera", "TesseraCairo", "TesseraChipmunk"]),
        // An app's start: UIApplicationMain in the window or headless (UIKit re-exports it).
        .target(name: "TesseraApp", dependencies: ["Tessera", "TesseraSDL", "TesseraTesting"]),
        // swift-snapshot-testing's strategies for Tessera's views, controllers, images and
        // headless screens; the pixel comparison itself is TesseraCore's.
        .target(name: "TesseraSnapshotTesting", dependencies: [
            "Tessera", "TesseraCore", "TesseraCairo", "TesseraTesting",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),  // as upstream's strategies are compiled
        // The seeds' examples, written as a UIKit developer would; they import Tessera only.
        // Survey.storyboard is processed as SwiftPM does on Linux: copied as it is (no ibtool).
        .target(name: "Demos", dependencies: ["Tessera"], resources: [.copy("Resources/Photos"), .process("Resources/Interface")]),
        .executableTarget(name: "Gallery", dependencies: [
            "Tessera", "TesseraApp", "TesseraCairo", "TesseraTesting", "TesseraSDL", "Demos",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // UIKit fixtures (UIKitSources/, not compiled as they are) as tessera-port ports them
        // (Ported/, checked current by the Port package's tests): a library compiled in the Swift 5
        // mode UIKit libraries build in, against Tessera's UIKit product.
        // Its Resources/ hold the albums app's storyboard and xib, found as an app finds them.
        .target(name: "PortedFixtures", dependencies: ["UIKit", "CoreGraphics", "QuartzCore"],
                path: "Tests/PortedFixtureTests/Ported", resources: [.process("Resources")], swiftSettings: [.swiftLanguageMode(.v5)]),
        // Runs the ported library with app code written exactly as for iOS (App/, not ported).
        .testTarget(name: "PortedFixtureTests", dependencies: ["PortedFixtures", "UIKit", "_Testing_UIKit", "TesseraTesting"],
                    exclude: ["UIKitSources", "Ported"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // The engines' tests: they build and run with no C library and no view.
        // The example app (Examples/PhotoAlbums, an Xcode project) as `tessera-port app` ports it
        // (`make port-fixtures`), its own unit tests, and tests that launch it headless.
        .executableTarget(name: "PhotoAlbums", dependencies: ["UIKit", "CoreGraphics", "QuartzCore"],
                          path: "Examples/PhotoAlbums/Ported/Sources/PhotoAlbums",
                          resources: [.process("Resources"), .copy("Supporting")], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PhotoAlbumsTests", dependencies: ["PhotoAlbums", "UIKit"],
                    path: "Examples/PhotoAlbums/Ported/Tests/PhotoAlbumsTests", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The example app's UI tests, written as for iOS (XCUITest), run against the app linked in.
        .testTarget(name: "PhotoAlbumsUITests", dependencies: [
            "PhotoAlbums", "XCUIAutomation", "TesseraXCTest",
        ], path: "Examples/PhotoAlbums/Ported/Tests/PhotoAlbumsUITests", swiftSettings: [.swiftLanguageMode(.v5)]),
        // UI tests in the style of published XCUITest suites against the gallery's demos
        // (the gallery linked in), in the Swift 6 mode.
        .testTarget(name: "GalleryUITests", dependencies: ["Gallery", "XCUIAutomation"]),
        // XCUIAutomation's own behaviour: failure messages, hit testing, waits, predicates.
        .testTarget(name: "XCUIAutomationTests", dependencies: ["XCUIAutomation", "PhotoAlbums", "Tessera"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "PhotoAlbumsAppTests", dependencies: ["PhotoAlbums", "UIKit", "TesseraTesting"]),
        .testTarget(name: "TesseraCoreTests", dependencies: ["TesseraCore"]),
        // Fixtures and reference frames are read from the source tree (#filePath), not bundled.
        // Interface Builder documents are resources, found as an app's are (`Bundle.module`).
        .testTarget(name: "TesseraTests", dependencies: ["Tessera", "TesseraCore", "TesseraTesting", "UserNotifications", "MessageUI", "AVFoundation"],
                    resources: [.process("InterfaceBuilder/Documents"), .process("AssetCatalogs"), .copy("AppShell/Supporting"), .process("AppShell/Strings")]),
        // Snapshot tests written as an iOS team writes them (`import SnapshotTesting`,
        // `import UIKit`), with their references in __Snapshots__.
        .testTarget(name: "TesseraSnapshotTestingTests", dependencies: [
            "TesseraSnapshotTesting", "UIKit", "_Testing_UIKit", "Demos", "TesseraTesting", "TesseraCairo", "TesseraXCTest",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "TesseraSDLTests", dependencies: ["TesseraSDL"]),
        .testTarget(name: "TesseraChipmunkTests", dependencies: ["Tessera", "TesseraChipmunk"]),
        .testTarget(name: "TesseraCairoTests", dependencies: ["Tessera", "TesseraCore", "TesseraCairo", "TesseraTesting", "Demos"],
                    exclude: ["References", "Fixtures"]),
        // UIKit client code with its imports unchanged (`import UIKit`): Shared/ is compiled in both language modes
        // (Swift6CompatibilityTests/Shared is a link to it); Swift5Only/ holds what only the
        // Swift 5 mode accepts (against UIKit as here).
        .testTarget(name: "Swift5CompatibilityTests", dependencies: [
            "UIKit", "CoreGraphics", "QuartzCore", "UniformTypeIdentifiers", "_Testing_UIKit", "_Testing_CoreGraphics", "TesseraTesting",
            "UserNotifications", "MessageUI", "AVFoundation", "Combine",
        ],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // PortedInSwift6/ links the albums app's controllers as tessera-port writes them
        // (Tests/PortedFixtureTests/Ported), so they compile in the Swift 6 mode too.
        .testTarget(name: "Swift6CompatibilityTests", dependencies: [
            "UIKit", "CoreGraphics", "QuartzCore", "UniformTypeIdentifiers", "_Testing_UIKit", "_Testing_CoreGraphics", "TesseraTesting",
            "UserNotifications", "MessageUI", "AVFoundation", "Combine",
        ],
                    swiftSettings: [.swiftLanguageMode(.v6)]),
    ],
    swiftLanguageModes: [.v6]
)
