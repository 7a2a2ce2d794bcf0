import Foundation
@_spi(Host) import Tessera

/// Finding and using elements as a person with a screen reader describes them: by label, by
/// identifier (as UI tests do), by trait; activating, adjusting and performing their actions
/// through the same paths the Linux bridge uses.
extension HeadlessScreen {
    /// The window as the root of the accessibility tree.
    public var accessibilityRoot: AccessibilityNode {
        MainLoop.shared.layoutWindows()
        return AccessibilityNode(window)
    }

    /// Every element on screen in reading order (containers' elements in place of them).
    public var accessibilityElements: [AccessibilityNode] {
        var found: [AccessibilityNode] = []
        collectElements(accessibilityRoot, into: &found)
        return found
    }

    /// The first element whose identifier is `identifier`.
    public func element(identifier: String) -> AccessibilityNode? {
        findNode { $0.identifier == identifier }
    }

    /// The first element a screen reader reads as `label`.
    public func element(label: String) -> AccessibilityNode? {
        accessibilityElements.first { $0.label == label }
    }

    /// The elements with all of `traits`, in reading order.
    public func elements(withTraits traits: UIAccessibilityTraits) -> [AccessibilityNode] {
        accessibilityElements.filter { $0.traits.contains(traits) }
    }

    /// The first node (element or container) that `matches`, in reading order.
    public func findNode(where matches: (AccessibilityNode) -> Bool) -> AccessibilityNode? {
        firstNode(accessibilityRoot, matches)
    }

    /// Activates the element as a screen reader's double tap does, then lets the screen settle.
    @discardableResult
    public func activate(_ node: AccessibilityNode) -> Bool {
        let done = AccessibilityActions.activate(node)
        runUntilIdle(limit: 5)
        return done
    }

    /// Taps the element's activation point with the pointer, as a sighted person would.
    public func tap(_ node: AccessibilityNode) {
        tap(at: node.activationPoint)
    }

    /// Performs the element's custom action named `name` and lets the screen settle.
    @discardableResult
    public func perform(_ name: String, on node: AccessibilityNode) -> Bool {
        let done = AccessibilityActions.perform(name, on: node)
        runUntilIdle(limit: 5)
        return done
    }

    /// The accessibility tree as text (see `AccessibilityTreeDescription`).
    public func accessibilityTreeDescription() -> String {
        MainLoop.shared.layoutWindows()
        return AccessibilityTreeDescription.describe(window)
    }

    private func collectElements(_ node: AccessibilityNode, into found: inout [AccessibilityNode]) {
        if node.isElement { found.append(node) }
        if node.isElement && !(node.object is UIAccessibilityElement) { return }
        for child in node.shownChildren { collectElements(child, into: &found) }
    }

    private func firstNode(_ node: AccessibilityNode, _ matches: (AccessibilityNode) -> Bool) -> AccessibilityNode? {
        if matches(node) { return node }
        if node.isElement && !(node.object is UIAccessibilityElement) { return nil }
        for child in node.shownChildren {
            if let found = firstNode(child, matches) { return found }
        }
        return nil
    }
}
