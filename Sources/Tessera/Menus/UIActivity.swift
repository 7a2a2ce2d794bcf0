import Foundation

/// A service the share sheet offers: UIKit's built-in ones by type, or an app's own subclass
/// (title, image, whether it handles the items, and what it does).
@preconcurrency @MainActor open class UIActivity: NSObject {
    /// An activity's identity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// The desktop's Save, to a file the user chooses.
        public static let saveToFiles = ActivityType("com.apple.DocumentManagerUICore.SaveToFiles")
    }

    public enum Category: Int, Sendable { case action, share }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on the items; the share sheet lists it only then.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller the share sheet presents for the activity instead of calling ``perform()``.
    open var activityViewController: UIViewController? { nil }
    /// Does the work, then calls ``activityDidFinish(_:)``.
    open func perform() { activityDidFinish(false) }

    /// Ends the activity: the share sheet closes and its completion hears whether it completed.
    open func activityDidFinish(_ completed: Bool) {
        onFinish?(completed)
        onFinish = nil
    }

    var onFinish: ((Bool) -> Void)?
}

/// An item that gives the share sheet a different object per activity.
@preconcurrency @MainActor public protocol UIActivityItemSource: NSObjectProtocol {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}
