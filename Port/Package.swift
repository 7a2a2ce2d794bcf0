// swift-tools-version:6.0
import PackageDescription

// tessera-port, apart from the library: only this package resolves and builds swift-syntax, so
// building Tessera, the gallery or a package that depends on Tessera never does.
// Run from the repository root: `swift run --package-path Port tessera-port FOLDER`.
let package = Package(
    name: "TesseraPort",
    products: [
        .executable(name: "tessera-port", targets: ["tessera-port"]),
        .library(name: "PortRewriter", targets: ["PortRewriter"]),
        .library(name: "AppPorter", targets: ["AppPorter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The rewriting rules, on swift-syntax; no Tessera, no C library.
        .target(name: "PortRewriter", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // An Xcode project's app and unit tests as a SwiftPM package (`tessera-port app`).
        .target(name: "AppPorter", dependencies: ["PortRewriter"]),
        .executableTarget(name: "tessera-port", dependencies: [
            "PortRewriter", "AppPorter", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The rules' tests, and a check that the root package's ported fixtures
        // (Tests/PortedFixtureTests/Ported) are what the rewriter makes of UIKitSources/ now.
        .testTarget(name: "PortRewriterTests", dependencies: ["PortRewriter", "AppPorter"]),
    ],
    swiftLanguageModes: [.v6]
)
