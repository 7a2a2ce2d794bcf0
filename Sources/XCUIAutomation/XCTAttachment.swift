import Foundation
import XCTest

/// Data kept with a test's results: a screenshot, text, a file. Linux's XCTest has no result
/// bundle; attachments are written to `.build/attachments/<test>/` (or the folder
/// `TESSERA_ATTACHMENTS` names), and those whose lifetime is `.deleteOnSuccess` are removed
/// again when their test passes, as Xcode drops them.
open class XCTAttachment: NSObject, @unchecked Sendable {
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0, deleteOnSuccess
    }

    public enum ImageQuality: Int, Sendable {
        case original = 0, medium, low
    }

    open var name: String?
    open var lifetime: Lifetime = .deleteOnSuccess
    open var userInfo: [AnyHashable: Any]?
    public let uniformTypeIdentifier: String
    let data: Data
    let fileExtension: String

    public init(data payload: Data, uniformTypeIdentifier: String) {
        data = payload
        self.uniformTypeIdentifier = uniformTypeIdentifier
        fileExtension = XCTAttachment.fileExtension(for: uniformTypeIdentifier)
    }

    public convenience init(data payload: Data) { self.init(data: payload, uniformTypeIdentifier: "public.data") }
    public convenience init(string: String) { self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text") }
    public convenience init(screenshot: XCUIScreenshot) { self.init(data: screenshot.pngRepresentation, uniformTypeIdentifier: "public.png") }
    public convenience init(screenshot: XCUIScreenshot, quality: ImageQuality) { self.init(screenshot: screenshot) }

    public convenience init(contentsOfFile url: URL) {
        self.init(data: (try? Data(contentsOf: url)) ?? Data(), uniformTypeIdentifier: "public.data")
        name = url.lastPathComponent
    }

    private static func fileExtension(for type: String) -> String {
        switch type {
        case "public.png": return "png"
        case "public.jpeg": return "jpg"
        case "public.plain-text", "public.utf8-plain-text": return "txt"
        case "public.json": return "json"
        default: return "bin"
        }
    }
}

/// Something a test does, named; attachments added to it are kept with its test.
public protocol XCTActivity {
    var name: String { get }
    func add(_ attachment: XCTAttachment)
}

/// Named steps of a test (`XCTContext.runActivity(named:)`).
public enum XCTContext {
    public static func runActivity<Result>(named name: String, block: (XCTActivity) throws -> Result) rethrows -> Result {
        try block(NamedActivity(name: name))
    }
}

private struct NamedActivity: XCTActivity {
    let name: String
    func add(_ attachment: XCTAttachment) {
        if attachment.name == nil { attachment.name = name }
        AttachmentStore.shared.write(attachment, test: AttachmentStore.shared.currentTest ?? "Activities")
    }
}

extension XCTestCase {
    /// Keeps `attachment` with this test's results (see ``XCTAttachment``).
    public func add(_ attachment: XCTAttachment) {
        AttachmentStore.shared.write(attachment, test: name)
    }
}

/// Where attachments are written, and which to remove when their test passes.
final class AttachmentStore: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared: AttachmentStore = {
        let store = AttachmentStore()
        XCTestObservationCenter.shared.addTestObserver(store)
        return store
    }()

    private(set) var currentTest: String?
    private var removeOnSuccess: [String: [URL]] = [:]
    private var counter = 0

    func write(_ attachment: XCTAttachment, test: String) {
        let folder = Self.folder.appendingPathComponent(Self.safe(test), isDirectory: true)
        counter += 1
        let file = Self.safe(attachment.name ?? "Attachment \(counter)") + "." + attachment.fileExtension
        let url = folder.appendingPathComponent(file)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try attachment.data.write(to: url)
        } catch {
            print("XCTAttachment: cannot write \(url.path): \(error)")
            return
        }
        if attachment.lifetime == .deleteOnSuccess { removeOnSuccess[test, default: []].append(url) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) { currentTest = testCase.name }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        defer { currentTest = nil }
        let files = removeOnSuccess.removeValue(forKey: testCase.name) ?? []
        guard testCase.testRun?.hasSucceeded ?? false else { return }
        for url in files { try? FileManager.default.removeItem(at: url) }
    }

    private static var folder: URL {
        if let path = ProcessInfo.processInfo.environment["TESSERA_ATTACHMENTS"] { return URL(fileURLWithPath: path, isDirectory: true) }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/attachments", isDirectory: true)
    }

    private static func safe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_. ".contains($0) ? $0 : "-" })
    }
}
