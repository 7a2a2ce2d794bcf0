// swift-tools-version:6.0
import PackageDescription

// Instruction counts of three workloads (a scroll frame in which a row enters, a one-item batch
// update, a diffable apply), counted by valgrind: the same on a busy machine, so two versions
// can be compared to a fraction of a percent. `run.sh REF` compares REF with the working tree.
let package = Package(
    name: "InstructionProbe",
    dependencies: [.package(path: "Tessera")],
    targets: [
        .executableTarget(name: "InstructionProbe", dependencies: [
            .product(name: "Tessera", package: "Tessera"),
            .product(name: "TesseraTesting", package: "Tessera"),
        ]),
    ]
)
