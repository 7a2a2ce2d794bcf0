import Foundation

/// What an app set of a view's or element's accessibility; nil means "the class's default"
/// (``AccessibilityDefaults``). A view makes one on the first write, so views nobody describes
/// carry nothing.
@MainActor final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var identifier: String?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
    var viewIsModal = false
    var groupsChildren = false
    var ignoresInvertColors = false
    var elementsHidden = false
    var containerType: UIAccessibilityContainerType = .none
    var language: String?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var path: UIBezierPath?
    var navigationStyle: UIAccessibilityNavigationStyle = .automatic
    /// Elements a class makes for parts that are not views (a segment, a list item off
    /// screen), kept so a screen reader sees the same object each time it asks.
    var standIns: [AnyHashable: UIAccessibilityElement] = [:]
}

/// What a class is to assistive technology when the app said nothing: a label reads its text,
/// a button its title with the button trait, a switch is a toggle with its value, and so on.
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var value: String?
    var traits: UIAccessibilityTraits = .none
    var containerType: UIAccessibilityContainerType = .none
}

/// A view class with defaults of its own (Accessibility/Defaults); a view without is a plain
/// container: not an element, no label, no traits.
@MainActor protocol AccessibilityDefaultsProviding: UIView {
    var accessibilityDefaults: AccessibilityDefaults { get }
    /// Moves an adjustable element's value a step up (+1) or down (-1).
    func adjustAccessibilityValue(by steps: Int)
    /// What activating the element does when it is not a tap at its activation point; false
    /// to let the tap happen.
    func activateForAccessibility() -> Bool
    /// Elements for parts that are not views, when the app set no `accessibilityElements`.
    var accessibilityDefaultElements: [Any]? { get }
    /// Actions a class offers when the app set none (a list cell's delete and reorder).
    var accessibilityDefaultActions: [UIAccessibilityCustomAction]? { get }
}

extension AccessibilityDefaultsProviding {
    func adjustAccessibilityValue(by steps: Int) {}
    func activateForAccessibility() -> Bool { false }
    var accessibilityDefaultElements: [Any]? { nil }
    var accessibilityDefaultActions: [UIAccessibilityCustomAction]? { nil }
}

extension UIView {
    /// Controls do something when touched; other views do not unless the app says so.
    var accessibilityRespondsByDefault: Bool { self is UIControl }

    /// The stand-in kept for `key`, made by `make` the first time.
    func accessibilityStandIn<Element: UIAccessibilityElement>(_ key: AnyHashable, make: () -> Element) -> Element {
        if let kept = accessibilityStorage?.standIns[key] as? Element { return kept }
        let made = make()
        accessibilityAttributes.standIns[key] = made
        return made
    }
}

/// How a container's children are navigated (UIKit's `UIAccessibilityNavigationStyle`).
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    case automatic = 0, separate, combined
}
