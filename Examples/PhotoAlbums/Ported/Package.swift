// swift-tools-version:6.0
// Written by tessera-port from PhotoAlbums.xcodeproj: the app PhotoAlbums and its tests, for Linux.
import PackageDescription

let package = Package(
    name: "PhotoAlbums",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "Tessera", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "PhotoAlbums",
            dependencies: [.product(name: "UIKit", package: "Tessera")],
            resources: [.process("Resources"), .copy("Supporting")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PhotoAlbumsTests",
            dependencies: ["PhotoAlbums", .product(name: "UIKit", package: "Tessera")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "PhotoAlbumsUITests",
            dependencies: ["PhotoAlbums", .product(name: "XCUIAutomation", package: "Tessera"), .product(name: "TesseraXCTest", package: "Tessera")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
