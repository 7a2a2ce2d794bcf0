import Foundation

/// A menu element whose elements come later: when the menu opens, the provider is called with
/// a completion that it calls (at once or after loading) with the elements to show in its place.
///
/// A menu shows a "Loading…" row until the completion is called. Elements from a cached
/// element are kept for the next time its menu opens; an ``uncached(_:)`` one asks each time.
@preconcurrency @MainActor open class UIDeferredMenuElement: UIMenuElement {
    public typealias Provider = (@escaping ([UIMenuElement]) -> Void) -> Void

    let provider: Provider
    let isCached: Bool
    /// The elements the provider gave, kept when the element is cached.
    private(set) var provided: [UIMenuElement]?

    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        isCached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping Provider) {
        provider = uncachedProvider
        isCached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element that calls its provider each time its menu opens.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// The elements to show now, or nil while loading: then `loaded` gets them at the main
    /// loop's next turn once the provider answers, whichever thread it answers on.
    func elements(loaded: @escaping @MainActor ([UIMenuElement]) -> Void) -> [UIMenuElement]? {
        if isCached, let provided { return provided }
        let answer = DeferredAnswer()
        provider { [weak self] elements in
            // An answer given during the provider's own call is the caller's, on the main actor.
            guard !answer.takeSynchronous(elements) else { return }
            let box = UncheckedElements(elements: elements)
            MainLoop.performOnMainThread {
                if self?.isCached == true { self?.provided = box.elements }
                loaded(box.elements)
            }
        }
        guard let elements = answer.finishProviding() else { return nil }
        if isCached { provided = elements }
        return elements
    }
}

/// Whether a deferred element's provider answered while it was still being called.
private final class DeferredAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var isProviding = true
    private var synchronous: [UIMenuElement]?

    /// Keeps `elements` when the provider is still running; false when it answers later.
    func takeSynchronous(_ elements: [UIMenuElement]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard isProviding else { return false }
        synchronous = elements
        return true
    }

    /// The provider returned: what it answered meanwhile, if anything.
    func finishProviding() -> [UIMenuElement]? {
        lock.lock()
        defer { lock.unlock() }
        isProviding = false
        return synchronous
    }
}

/// Elements carried to the main thread (menu elements are made and used there).
private struct UncheckedElements: @unchecked Sendable {
    let elements: [UIMenuElement]
}
