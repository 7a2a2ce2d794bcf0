import Foundation

/// What an accessibility element is and how it behaves: UIKit's traits, with UIKit's bits.
///
/// A screen reader speaks them (a `.button` is "button", a `.header` "heading") and the Linux
/// bridge maps them to AT-SPI roles and states (see <doc:Accessibility>).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A control that is on or off (iOS 17); the value says which ("1" or "0").
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    /// Content that can be zoomed (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}

extension UIAccessibilityTraits: CustomStringConvertible {
    /// The traits' names in UIKit's spelling, such as `[button, selected]`.
    public var description: String {
        let names = Self.named.filter { contains($0.trait) }.map(\.name)
        return "[" + names.joined(separator: ", ") + "]"
    }

    static let named: [(trait: UIAccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
        (.header, "header"), (.toggleButton, "toggleButton"), (.supportsZoom, "supportsZoom"),
    ]
}

/// How a container's elements are organised, for assistive technology to describe and move
/// through them (UIKit's `UIAccessibilityContainerType`).
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    /// Rows and columns: a container that also adopts ``UIAccessibilityContainerDataTable``.
    case dataTable
    case list
    case landmark
    case semanticGroup
}

/// The direction of `accessibilityScroll(_:)`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
