// swift-tools-version:5.9
import PackageDescription

// One package for iOS and Linux: the sources say `import UIKit`; on Apple's platforms that is the
// SDK's UIKit, and on Linux the condition below brings Tessera's `UIKit` product in its place.
let package = Package(
    name: "PhotoGridKit",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "PhotoGridKit", targets: ["PhotoGridKit"]),
    ],
    dependencies: [
        // In an app's package: .package(url: "https://…/Tessera.git", from: "…").
        // Here the checkout around this example (`Tessera` links to it).
        .package(path: "Tessera"),
        // Snapshot tests as on iOS; on Linux Tessera draws them (TesseraSnapshotTesting below).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "PhotoGridKit", dependencies: [
            .product(name: "UIKit", package: "Tessera", condition: .when(platforms: [.linux])),
        ]),
        .testTarget(name: "PhotoGridKitTests", dependencies: [
            "PhotoGridKit",
            .product(name: "UIKit", package: "Tessera", condition: .when(platforms: [.linux])),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "TesseraSnapshotTesting", package: "Tessera", condition: .when(platforms: [.linux])),
        ], exclude: ["__Snapshots__"]),
    ]
)
