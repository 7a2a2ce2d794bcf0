import Foundation
@_spi(Host) import Tessera

/// An element of the app's interface: found again each time it is used, by the query that
/// describes it, as on iOS (an element is a description, not a reference to a view).
///
/// An element whose query matches nothing, or (for a query's single `element`) more than one
/// element, fails the test when it is acted on or its attributes are read, with XCTest's words
/// ("No matches found for …", "Multiple matching elements found for …"); `exists` and
/// `waitForExistence(timeout:)` never fail.
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider, @unchecked Sendable {
    /// Which of a query's matches an element is.
    enum Pick {
        case only
        case index(Int)
        case first
    }

    let query: XCUIElementQuery?
    let pick: Pick
    /// Where the test described the element (`app.buttons["Done"]`): failures of reading its
    /// attributes, which have no line of their own, are recorded there.
    let site: (file: StaticString, line: UInt)?

    init(query: XCUIElementQuery?, pick: Pick, site: (file: StaticString, line: UInt)? = nil) {
        self.query = query
        self.pick = pick
        self.site = site
    }

    /// The element now: the app's tree is read afresh and the query run over it.
    @MainActor func resolve() throws -> (ElementSnapshot, RunningApp) {
        guard let query else { throw XCUIFailure("Application is not running") }
        let (matches, app) = try query.resolveMatches()
        switch pick {
        case .only:
            if matches.count > 1 {
                throw XCUIFailure("Multiple matching elements found for \(query.stepDescription).\n"
                    + "Matches:\n" + matches.prefix(10).map { "    " + $0.summary }.joined(separator: "\n"))
            }
            guard let match = matches.first else { throw query.noMatches() }
            return (match, app)
        case .first:
            guard let match = matches.first else { throw query.noMatches() }
            return (match, app)
        case .index(let index):
            guard matches.indices.contains(index) else { throw query.noMatches(at: index, of: matches.count) }
            return (matches[index], app)
        }
    }

    /// The element's snapshot, or a recorded failure and nil.
    @MainActor func resolveOrFail(file: StaticString, line: UInt) -> (ElementSnapshot, RunningApp)? {
        do {
            return try resolve()
        } catch {
            TestFailure.record("Failed to get matching snapshot: \(error)", file: file, line: line)
            return nil
        }
    }

    /// An attribute read, or a recorded failure and `fallback`.
    func attribute<T>(_ fallback: T, file: StaticString = #filePath, line: UInt = #line, _ read: @MainActor (ElementSnapshot) -> T) -> T {
        MainThread.run {
            guard let (snapshot, _) = resolveOrFail(file: site?.file ?? file, line: site?.line ?? line) else { return fallback }
            return read(snapshot)
        }
    }

    /// Whether the element is there now (a query for one element: at least one match).
    open var exists: Bool {
        MainThread.run { (try? resolveExisting()) != nil }
    }

    @MainActor private func resolveExisting() throws -> ElementSnapshot {
        guard case .only = pick, let query else { return try resolve().0 }
        guard let first = try query.resolveMatches().0.first else { throw query.noMatches() }
        return first
    }

    /// Whether a tap at the element's hit point reaches it: on screen, and not covered by
    /// another view (the view a touch there lands in is the element's, inside it, or behind it).
    open var isHittable: Bool {
        MainThread.run {
            guard let (snapshot, app) = try? resolve() else { return false }
            return Hitting.isHittable(snapshot, on: app.screen)
        }
    }

    /// Waits up to `timeout` seconds of the app's (virtual) time for the element to exist,
    /// running the app frame by frame meanwhile; true as soon as it exists.
    open func waitForExistence(timeout: TimeInterval) -> Bool {
        wait(timeout: timeout) { $0.exists }
    }

    /// Waits up to `timeout` seconds of the app's time for the element to be gone.
    open func waitForNonExistence(timeout: TimeInterval) -> Bool {
        wait(timeout: timeout) { !$0.exists }
    }

    /// Waits up to `timeout` seconds of the app's time for an attribute to equal `expected`.
    public func wait<V: Equatable>(for keyPath: KeyPath<XCUIElement, V>, toEqual expected: V, timeout: TimeInterval) -> Bool {
        wait(timeout: timeout) { $0[keyPath: keyPath] == expected }
    }

    private func wait(timeout: TimeInterval, until done: (XCUIElement) -> Bool) -> Bool {
        if done(self) { return true }
        guard let screen = MainThread.run({ RunningApp.current?.screen }) else { return false }
        let deadline = MainThread.run { screen.now } + max(0, timeout)
        while MainThread.run({ screen.now }) < deadline {
            let idle = MainThread.run { () -> Bool in
                screen.advance(by: 1.0 / 60.0)
                return !MainLoop.shared.hasPendingWork
            }
            if done(self) { return true }
            // An idle app (no timer, animation or input pending) cannot change: the rest of the
            // wait passes at once.
            if idle {
                MainThread.run { screen.advance(by: max(0, deadline - screen.now)) }
                return done(self)
            }
        }
        return false
    }

    // MARK: Attributes

    open var identifier: String { attribute("") { $0.identifier } }
    open var frame: CGRect { attribute(.zero) { $0.frame } }
    /// A text field's text (its placeholder when empty), a switch's "0" or "1", a slider's
    /// percentage: the element's accessibility value.
    open var value: Any? { attribute(nil) { $0.value } }
    /// Empty for UIKit's elements, as on iOS (a button's title is its `label`).
    open var title: String { attribute("") { _ in "" } }
    open var label: String { attribute("") { $0.label } }
    open var elementType: ElementType { attribute(.any) { $0.elementType } }
    open var isEnabled: Bool { attribute(false) { $0.isEnabled } }
    open var isSelected: Bool { attribute(false) { $0.isSelected } }
    /// Whether the element is the first responder (has keyboard focus).
    open var hasFocus: Bool { attribute(false) { $0.hasFocus } }
    open var placeholderValue: String? { attribute(nil) { $0.placeholderValue } }
    open var horizontalSizeClass: SizeClass { sizeClass(\.horizontalSizeClass) }
    open var verticalSizeClass: SizeClass { sizeClass(\.verticalSizeClass) }

    private func sizeClass(_ keyPath: KeyPath<UITraitCollection, UIUserInterfaceSizeClass>) -> SizeClass {
        attribute(.unspecified) { snapshot in
            let traits = snapshot.view?.traitCollection ?? RunningApp.current?.screen.window.traitCollection
            switch traits?[keyPath: keyPath] {
            case .compact?: return .compact
            case .regular?: return .regular
            default: return .unspecified
            }
        }
    }

    /// A slider's value as a fraction of its range (0 at its minimum, 1 at its maximum).
    open var normalizedSliderPosition: CGFloat {
        attribute(0) { snapshot in
            guard let slider = snapshot.view as? UISlider, slider.maximumValue > slider.minimumValue else { return 0 }
            return CGFloat((slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue))
        }
    }

    // MARK: Queries below the element

    open func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .element(self), step: .descendants(type))
    }

    open func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .element(self), step: .children(type))
    }

    /// The first element matching the element's own query (no check that it is the only one).
    open var firstMatch: XCUIElement {
        guard let query else { return self }
        return XCUIElement(query: query, pick: .first, site: site)
    }

    /// The element's attributes now, as a snapshot that stays as it was.
    open func snapshot() throws -> XCUIElementSnapshot {
        try MainThread.run { XCUIElementSnapshotValue(try resolve().0) }
    }

    /// The element and the tree under it, as XCTest prints it (`po app` in the debugger).
    open override var debugDescription: String {
        MainThread.run {
            do {
                let (snapshot, _) = try resolve()
                return "Attributes: \(snapshot.summary)\nElement subtree:\n\(snapshot.treeDescription(indent: " →"))"
            } catch {
                return "\(query?.chainDescription ?? "Application")\n\(error)"
            }
        }
    }

    open override var description: String { query.map { "\($0.stepDescription)" } ?? "Application" }

    /// Size classes as XCTest reports them.
    public enum SizeClass: Int, Sendable {
        case unspecified = 0, compact, regular
    }
}
