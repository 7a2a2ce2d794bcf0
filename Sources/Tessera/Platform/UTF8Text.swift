import Foundation

/// Text that comes from outside as bytes (typed text, the clipboard): taken only when it is
/// valid UTF-8. Anything else is refused with a message that says where it came from and how
/// long it was, rather than mended into other characters.
@_spi(Host) public enum UTF8Text {
    public static func decode(_ bytes: [UInt8], what: String) -> String? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            TesseraDiagnostics.report("\(what) is not valid UTF-8 (\(bytes.count) bytes); it is refused")
            return nil
        }
        return text
    }
}
