import Foundation

/// Something a person should find with a screen reader that is not a view of its own: a
/// region of a drawn chart, one of several items a custom view draws.
///
/// A container view lists these in its `accessibilityElements`. As UIKit documents, an element
/// is not an accessibility element until `isAccessibilityElement` is set to true.
@preconcurrency @MainActor open class UIAccessibilityElement: UIResponder {
    /// The view (or element) that lists this element.
    open weak var accessibilityContainer: AnyObject?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    open var accessibilityUserInputLabels: [String]!
    /// Child elements, when this element is itself a container.
    open var accessibilityElements: [Any]?
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    open var accessibilityPath: UIBezierPath?

    private var storedFrame: CGRect?
    /// The frame in the container view's coordinates; follows the view when it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { storedFrame = nil }
    }

    /// The frame in screen (window) coordinates: set directly, or worked out from
    /// ``accessibilityFrameInContainerSpace`` and the container view.
    open var accessibilityFrame: CGRect {
        get {
            if let storedFrame { return storedFrame }
            guard let view = containerView else { return accessibilityFrameInContainerSpace }
            return view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { storedFrame = newValue }
    }

    private var storedActivationPoint: CGPoint?
    open var accessibilityActivationPoint: CGPoint {
        get { storedActivationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { storedActivationPoint = newValue }
    }

    /// The nearest view up the chain of containers.
    var containerView: UIView? {
        var container = accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }

    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityElementDidBecomeFocused() {}
    open func accessibilityElementDidLoseFocus() {}
    open func accessibilityElementIsFocused() -> Bool { AccessibilityFocus.shared.element === self }
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}

/// The element a screen reader is on, so `accessibilityElementIsFocused()` can answer and the
/// element that loses it hears so.
@MainActor public final class AccessibilityFocus {
    public static let shared = AccessibilityFocus()
    public private(set) weak var element: AnyObject?

    /// Moves the screen reader's focus to `element`, telling the old and the new.
    public func move(to element: AnyObject?) {
        guard element !== self.element else { return }
        let old = self.element
        self.element = element
        AccessibilityNode.didLoseFocus(old)
        AccessibilityNode.didBecomeFocused(element)
    }
}
