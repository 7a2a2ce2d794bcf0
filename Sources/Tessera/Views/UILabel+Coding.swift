import Foundation

extension NSTextAlignment {
    /// The alignments by the names documents write.
    static let documentNames: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
}

extension NSLineBreakMode {
    /// The line break modes by the names documents write.
    static let documentNames: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]
}

extension UILabel {
    /// The Attributes inspector's label: text (plain or attributed), font, colour, alignment,
    /// lines and line breaks.
    func decodeLabelAttributes(_ coder: NSCoder) {
        if let attributed = coder.decoded("attributedText", as: NSAttributedString.self) { text = attributed.string }
        if let text = coder.decoded("text", as: String.self) { self.text = text }
        if let font = coder.decoded("fontDescription", as: UIFont.self) { self.font = font }
        if let color = coder.decoded("textColor", as: UIColor.self) { textColor = color }
        if let alignment = coder.decodedCase("textAlignment", NSTextAlignment.documentNames) { textAlignment = alignment }
        if let mode = coder.decodedCase("lineBreakMode", NSLineBreakMode.documentNames) { lineBreakMode = mode }
        if let lines = coder.decodedNumber("numberOfLines") { numberOfLines = Int(lines) }
        if let width = coder.decodedNumber("preferredMaxLayoutWidth") { preferredMaxLayoutWidth = width }
    }
}
