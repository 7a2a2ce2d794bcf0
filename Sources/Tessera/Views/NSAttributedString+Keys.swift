import Foundation

/// The text attributes UIKit adds to Foundation's `NSAttributedString.Key` (Foundation on Linux
/// has the type but not UIKit's keys); their raw values are UIKit's.
extension NSAttributedString.Key {
    /// A `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A `CGFloat` of extra space between letters.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A URL or string the text links to.
    public static let link = NSAttributedString.Key("NSLink")
    /// A `UIColor` for the underline (the text's colour when not given).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor` for the strikethrough line.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A `CGFloat`: points the text is raised above the baseline (negative: lowered).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSTextAttachment` (on the attachment character).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
