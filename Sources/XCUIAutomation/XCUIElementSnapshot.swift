import Foundation

/// An element's attributes and children at one moment (`XCUIElement.snapshot()`), and what
/// predicates and block predicates evaluate against.
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [XCUIElementSnapshot] { get }
    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] { get }
}

extension XCUIElement {
    /// The keys of a snapshot's dictionary representation.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let identifier = AttributeName("identifier")
        public static let label = AttributeName("label")
        public static let value = AttributeName("value")
        public static let title = AttributeName("title")
        public static let elementType = AttributeName("elementType")
        public static let enabled = AttributeName("enabled")
        public static let selected = AttributeName("selected")
        public static let hasFocus = AttributeName("hasFocus")
        public static let frame = AttributeName("frame")
        public static let placeholderValue = AttributeName("placeholderValue")
        public static let children = AttributeName("children")
    }
}

/// A snapshot as a value: attributes copied out of the app's tree, safe to keep.
final class XCUIElementSnapshotValue: NSObject, XCUIElementSnapshot, @unchecked Sendable {
    let identifier: String
    let frame: CGRect
    let value: Any?
    let title = ""
    let label: String
    let elementType: XCUIElement.ElementType
    let isEnabled: Bool
    let horizontalSizeClass = XCUIElement.SizeClass.unspecified
    let verticalSizeClass = XCUIElement.SizeClass.unspecified
    let placeholderValue: String?
    let isSelected: Bool
    let hasFocus: Bool
    let children: [XCUIElementSnapshot]

    @MainActor init(_ node: ElementSnapshot) {
        identifier = node.identifier
        frame = node.frame
        value = node.value
        label = node.label
        elementType = node.elementType
        isEnabled = node.isEnabled
        placeholderValue = node.placeholderValue
        isSelected = node.isSelected
        hasFocus = node.hasFocus
        children = node.children.map(XCUIElementSnapshotValue.init)
    }

    var dictionaryRepresentation: [XCUIElement.AttributeName: Any] {
        var dictionary: [XCUIElement.AttributeName: Any] = [
            .identifier: identifier, .label: label, .title: title, .elementType: elementType.rawValue,
            .enabled: isEnabled, .selected: isSelected, .hasFocus: hasFocus, .frame: frame,
            .children: children.map(\.dictionaryRepresentation),
        ]
        dictionary[.value] = value
        dictionary[.placeholderValue] = placeholderValue
        return dictionary
    }

    /// An attribute by the name predicates use for it (`label`, `exists`, `isEnabled`…).
    func attribute(named name: String) -> Any? {
        switch name {
        case "identifier": return identifier
        case "label": return label
        case "value": return value
        case "title": return title
        case "placeholderValue": return placeholderValue
        case "elementType": return Int(elementType.rawValue)
        case "enabled", "isEnabled": return isEnabled
        case "selected", "isSelected": return isSelected
        case "hasFocus": return hasFocus
        case "exists": return true
        case "frame": return frame
        default: return nil
        }
    }
}
