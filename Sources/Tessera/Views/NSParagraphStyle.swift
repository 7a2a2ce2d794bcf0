import Foundation

/// How lines of a paragraph are set: alignment, spacing, line heights, indents and how lines
/// break. Foundation on Linux has no paragraph styles; these are UIKit's.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var values = ParagraphValues()

    /// The default style: natural alignment, no extra spacing, word wrapping.
    public static let `default` = NSParagraphStyle()

    public override init() { super.init() }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsTightening }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }
}

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = max(0, newValue.isFinite ? newValue : 0) }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = max(0, newValue.isFinite ? newValue : 0) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = max(0, newValue.isFinite ? newValue : 0) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue.isFinite ? newValue : 0 }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue.isFinite ? newValue : 0 }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue.isFinite ? newValue : 0 }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = max(0, newValue.isFinite ? newValue : 0) }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = max(0, newValue.isFinite ? newValue : 0) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = max(0, newValue.isFinite ? newValue : 0) }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsTightening }
        set { values.allowsTightening = newValue }
    }
}

/// A paragraph style's values.
@_spi(Host) public struct ParagraphValues: Sendable, Equatable {
    public var alignment = NSTextAlignment.natural
    public var lineSpacing: CGFloat = 0
    public var paragraphSpacing: CGFloat = 0
    public var paragraphSpacingBefore: CGFloat = 0
    public var firstLineHeadIndent: CGFloat = 0
    public var headIndent: CGFloat = 0
    public var tailIndent: CGFloat = 0
    public var lineBreakMode = NSLineBreakMode.byWordWrapping
    public var minimumLineHeight: CGFloat = 0
    public var maximumLineHeight: CGFloat = 0
    public var lineHeightMultiple: CGFloat = 0
    public var hyphenationFactor: Float = 0
    public var allowsTightening = false
}

/// How text is underlined or struck through: a line style, with an optional pattern and
/// `byWord` (raw values are UIKit's).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// An image set in a line of text (`NSAttributedString(attachment:)`), sized by `bounds`
/// (the image's size when empty), its bottom on the baseline plus `bounds.origin.y`.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    open var image: UIImage?
    open var bounds: CGRect = .zero
    open var contents: Data?
    open var fileType: String?

    public override init() { super.init() }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// The character that stands for an attachment in the string.
    public static let character: Int = 0xFFFC
}

extension NSAttributedString {
    /// A one-character string holding `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
