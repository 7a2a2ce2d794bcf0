import Foundation

/// An attributed string as a renderer sets it: the characters, runs of attributes over UTF-8
/// byte ranges (what Pango counts in), inline images, and the paragraph's layout. Colours are
/// resolved when it is made (for the view drawing), so it draws the same in any frame.
@_spi(Host) public struct AttributedText: Sendable {
    /// One run of characters with the same attributes.
    public struct Run: Sendable {
        public var bytes: Range<Int>
        public var font: UIFont
        public var color: UIColor
        public var background: UIColor?
        public var underline: NSUnderlineStyle?
        public var underlineColor: UIColor?
        public var strikethrough: NSUnderlineStyle?
        public var strikethroughColor: UIColor?
        public var kern: CGFloat
        public var baselineOffset: CGFloat
    }

    /// An image in the text, on its attachment character at `byte`.
    public struct Attachment: Sendable {
        public var byte: Int
        public var image: UIImage?
        public var size: CGSize
        /// Points the image's bottom sits above the baseline.
        public var rise: CGFloat
    }

    public var string: String
    public var runs: [Run]
    public var attachments: [Attachment]
    public var paragraph: ParagraphValues
    public var numberOfLines: Int
    public var lineBreakMode: NSLineBreakMode

    /// `attributed`, with `font`, `color` and `alignment` where it sets none (a label's own),
    /// cut to `numberOfLines` lines by `lineBreakMode` unless its paragraph style says how.
    @MainActor public init(_ attributed: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment,
                           numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
        string = attributed.string
        var runs: [Run] = []
        var attachments: [Attachment] = []
        var paragraph = ParagraphValues()
        paragraph.alignment = alignment
        paragraph.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        let offsets = UTF8Offsets(string)
        var foundParagraph = false
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            let bytes = offsets.bytes(of: range)
            if !foundParagraph, let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                paragraph = style.values
                foundParagraph = true
            }
            runs.append(Self.run(attributes, bytes: bytes, font: font, color: color))
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                attachments.append(Self.attachment(attachment, at: bytes.lowerBound, font: attributes[.font] as? UIFont ?? font))
            }
        }
        self.runs = runs
        self.attachments = attachments
        self.paragraph = paragraph
        if foundParagraph, paragraph.lineBreakMode != .byWordWrapping { self.lineBreakMode = paragraph.lineBreakMode }
    }

    private static func run(_ attributes: [NSAttributedString.Key: Any], bytes: Range<Int>, font: UIFont, color: UIColor) -> Run {
        func resolved(_ key: NSAttributedString.Key) -> UIColor? {
            (attributes[key] as? UIColor).map { $0.resolvedColor(with: .current) }
        }
        let link = attributes[.link] != nil
        let underline = (attributes[.underlineStyle] as? Int).map(NSUnderlineStyle.init(rawValue:))
            ?? (attributes[.underlineStyle] as? NSUnderlineStyle)
        let strike = (attributes[.strikethroughStyle] as? Int).map(NSUnderlineStyle.init(rawValue:))
            ?? (attributes[.strikethroughStyle] as? NSUnderlineStyle)
        // A link without a colour of its own shows in the link colour, as text views show it.
        let shown = resolved(.foregroundColor) ?? (link ? UIColor.link.resolvedColor(with: .current) : color.resolvedColor(with: .current))
        return Run(bytes: bytes, font: attributes[.font] as? UIFont ?? font, color: shown,
                   background: resolved(.backgroundColor), underline: underline, underlineColor: resolved(.underlineColor),
                   strikethrough: strike, strikethroughColor: resolved(.strikethroughColor),
                   kern: LayerValue.number(attributes[.kern] as Any) ?? 0,
                   baselineOffset: LayerValue.number(attributes[.baselineOffset] as Any) ?? 0)
    }

    private static func attachment(_ attachment: NSTextAttachment, at byte: Int, font: UIFont) -> Attachment {
        let size = attachment.bounds.isEmpty ? (attachment.image?.size ?? .zero) : attachment.bounds.size
        return Attachment(byte: byte, image: attachment.image, size: size, rise: attachment.bounds.minY)
    }
}

/// UTF-16 offsets (NSRange's) to UTF-8 byte offsets (Pango's) in one string.
private struct UTF8Offsets {
    private let byUTF16: [Int]

    init(_ string: String) {
        var table: [Int] = []
        table.reserveCapacity(string.utf16.count + 1)
        var byte = 0
        for scalar in string.unicodeScalars {
            let units = scalar.utf16.count
            for _ in 0..<units { table.append(byte) }
            byte += scalar.utf8.count
        }
        table.append(byte)
        byUTF16 = table
    }

    func bytes(of range: NSRange) -> Range<Int> {
        let lower = byUTF16[min(max(range.location, 0), byUTF16.count - 1)]
        let upper = byUTF16[min(max(range.location + range.length, 0), byUTF16.count - 1)]
        return lower..<max(lower, upper)
    }
}
