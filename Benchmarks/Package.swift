// swift-tools-version:6.1
import PackageDescription

// Tessera's benchmarks, apart from the library so its users never build package-benchmark.
// Run from the repository root with `make benchmarks`.
let package = Package(
    name: "TesseraBenchmarks",
    dependencies: [
        .package(path: "Tessera"),  // a link to the repository root, so the identity is "tessera" wherever it is cloned
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RenderingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraCore", package: "Tessera"),
                .product(name: "TesseraCairo", package: "Tessera"),
                .product(name: "TesseraTesting", package: "Tessera"),
                .product(name: "Demos", package: "Tessera"),
                .product(name: "UIKit", package: "Tessera"),
                .product(name: "XCUIAutomation", package: "Tessera"),
            ],
            path: "Benchmarks/RenderingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
