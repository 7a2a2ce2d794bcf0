import Foundation
import Testing
import Tessera
import TesseraCairo

/// Compares rendered frames with reference PNGs committed beside the tests.
///
/// A pixel matches when no channel differs by more than `tolerance`; a frame matches when at
/// most `allowedMismatch` of its pixels do not. A missing reference, or `TESSERA_RECORD=1`,
/// writes the frame as the new reference and fails, so a reference is only ever added on
/// purpose. A mismatch writes the frame to `/tmp/tessera-snapshots/` to look at.
enum ReferenceImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")

    static func fixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    static func load(_ url: URL) throws -> CairoImage {
        let data = try Data(contentsOf: url)
        return try ImageDecoder().decodeImage(data) as! CairoImage
    }

    static func assertMatches(_ image: CairoImage, named name: String, tolerance: Int = 12, allowedMismatch: Double = 0.003,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["TESSERA_RECORD"] == "1" || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try image.pngData().write(to: url)
            Issue.record("recorded a new reference \(url.path); look at it and run again", sourceLocation: sourceLocation)
            return
        }
        let reference = try load(url)
        guard reference.pixelWidth == image.pixelWidth, reference.pixelHeight == image.pixelHeight else {
            Issue.record("\(name): frame is \(image.pixelWidth)×\(image.pixelHeight), reference \(reference.pixelWidth)×\(reference.pixelHeight)",
                         sourceLocation: sourceLocation)
            return
        }
        var mismatched = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let a = image.rgba(x: x, y: y), b = reference.rgba(x: x, y: y)
                let diff = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                if diff > tolerance { mismatched += 1 }
            }
        }
        let fraction = Double(mismatched) / Double(image.pixelWidth * image.pixelHeight)
        if fraction > allowedMismatch {
            let out = URL(fileURLWithPath: "/tmp/tessera-snapshots")
            try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try? image.pngData().write(to: out.appendingPathComponent(name + ".png"))
            Issue.record("\(name): \(mismatched) pixels (\(String(format: "%.2f", fraction * 100)) %) differ from the reference; frame written to /tmp/tessera-snapshots/\(name).png",
                         sourceLocation: sourceLocation)
        }
    }
}

/// Collects diagnostics from any thread.
final class MessageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }

    /// Collects what `body` reports through ``TesseraDiagnostics``.
    static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let log = MessageLog()
        TesseraDiagnostics.handler = { log.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        try body()
        return log.all
    }
}
