import Foundation
import TesseraCore

/// What loading a document reports: each thing the reader does not know, once per document,
/// line and element, and the document goes on loading without it.
enum NibDiagnostics {
    static func unknown(_ what: String, _ element: IBElement, in document: IBDocument) {
        TesseraDiagnostics.reportOnce("\(document.name), line \(element.line): unknown \(what) <\(element.name)>; skipped")
    }

    static func report(_ message: String, _ element: IBElement, in document: IBDocument) {
        TesseraDiagnostics.reportOnce("\(document.name), line \(element.line): \(message)")
    }
}
