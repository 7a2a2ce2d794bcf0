import Foundation

/// Views kept off screen for reuse, and the classes registered for reuse identifiers: a part a
/// collection view and a table view each own, generic over their view class.
///
/// Views wait by pool key (the collection view's are `cell/ID`, `supplementary/KIND/ID` and
/// `decoration/KIND`); classes are registered by registration key. After the first screen,
/// scrolling takes every view from here and makes none (``createdCount`` stays put).
@MainActor final class ReusePool<View: UIView> {
    private var classes: [String: View.Type] = [:]
    private var waiting: [String: [View]] = [:]
    /// How many views the owner made because none was waiting (tests of reuse read it).
    private(set) var createdCount = 0

    /// The class registered for `key`, if any.
    func registeredClass(for key: String) -> View.Type? { classes[key] }

    /// Registers `type` for `key` (nil unregisters). Views of another class waiting under
    /// `poolKey` go, so the next dequeue makes the new class (a data source casts to it).
    func register(_ type: View.Type?, for key: String, poolKey: String? = nil) {
        if let poolKey, let old = classes[key], let type, old != type { waiting[poolKey] = nil }
        classes[key] = type
    }

    /// A waiting view for `poolKey`, or nil. A view that is not of `expected` (when given) is
    /// dropped: the data source expects the class registered now.
    func takeView(for poolKey: String, ofClass expected: View.Type? = nil) -> View? {
        guard var views = waiting[poolKey], let view = views.popLast() else { return nil }
        waiting[poolKey] = views
        if let expected, type(of: view) != expected { return nil }
        return view
    }

    /// Keeps `view` for the next dequeue of `poolKey`.
    func put(_ view: View, in poolKey: String) { waiting[poolKey, default: []].append(view) }

    /// Counts a view the owner had to make.
    func noteCreated() { createdCount += 1 }
}
