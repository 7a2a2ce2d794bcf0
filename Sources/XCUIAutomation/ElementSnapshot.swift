import Foundation
@_spi(Host) import Tessera

/// One element of the app as a UI test sees it at one moment: its attributes, read from the
/// accessibility API, and the elements under it. Queries are resolved against a fresh tree
/// each time they are used, as XCUITest takes a fresh snapshot of the app.
@MainActor final class ElementSnapshot {
    /// The view or `UIAccessibilityElement` it was read from (nil: the application).
    let object: AnyObject?
    let elementType: XCUIElement.ElementType
    let identifier: String
    let label: String
    let value: String?
    let placeholderValue: String?
    let frame: CGRect
    let isEnabled: Bool
    let isSelected: Bool
    let hasFocus: Bool
    private(set) var children: [ElementSnapshot] = []

    init(object: AnyObject?, type: XCUIElement.ElementType, attributes: ElementAttributes) {
        self.object = object
        elementType = type
        identifier = attributes.identifier
        label = attributes.label
        value = attributes.value
        placeholderValue = attributes.placeholder
        frame = attributes.frame
        isEnabled = attributes.isEnabled
        isSelected = attributes.isSelected
        hasFocus = attributes.hasFocus
    }

    func adopt(_ children: [ElementSnapshot]) { self.children = children }

    /// The view a touch on this element lands in: the view itself, or the view holding an
    /// accessibility element.
    var view: UIView? {
        var current: AnyObject? = object
        while let next = current {
            if let view = next as? UIView { return view }
            current = (next as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }

    /// Every element under this one, depth first, in the order a query returns them.
    var descendants: [ElementSnapshot] {
        var found: [ElementSnapshot] = []
        func walk(_ node: ElementSnapshot) {
            for child in node.children {
                found.append(child)
                walk(child)
            }
        }
        walk(self)
        return found
    }

    /// As XCTest describes an element: `Button, {{20.0, 100.0}, {80.0, 44.0}}, identifier: 'signIn', label: 'Sign In'`.
    var summary: String {
        var text = "\(elementType), {{\(frame.minX), \(frame.minY)}, {\(frame.width), \(frame.height)}}"
        if !identifier.isEmpty { text += ", identifier: '\(identifier)'" }
        if !label.isEmpty { text += ", label: '\(label)'" }
        if let placeholderValue, !placeholderValue.isEmpty { text += ", placeholderValue: '\(placeholderValue)'" }
        if let value, !value.isEmpty { text += ", value: \(value)" }
        if !isEnabled { text += ", Disabled" }
        if isSelected { text += ", Selected" }
        return text
    }

    /// The tree under this element, indented, as `XCUIElement.debugDescription` prints it.
    func treeDescription(indent: String = "") -> String {
        ([indent + summary] + children.map { $0.treeDescription(indent: indent + "  ") }).joined(separator: "\n")
    }
}

/// What an element says about itself.
struct ElementAttributes {
    var identifier = ""
    var label = ""
    var value: String?
    var placeholder: String?
    var frame = CGRect.zero
    var isEnabled = true
    var isSelected = false
    var hasFocus = false
}
