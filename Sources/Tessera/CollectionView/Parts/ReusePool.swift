import Foundation

/// Views kept off screen for reuse, and the classes registered for reuse identifiers: a part a
/// collection view and a table view each own, generic over their view class.
///
/// Views wait by pool key (the collection view's are `cell/ID`, `supplementary/KIND/ID` and
/// `decoration/KIND`); classes are registered by registration key. After the first screen,
/// scrolling takes every view from here and makes none (``createdCount`` stays put).
@MainActor final class ReusePool<View: UIView> {
    /// What makes a view for a key: a class, or a nib whose one top-level object is the view.
    enum Registration {
        case type(View.Type)
        case nib(UINib)
    }

    private var registrations: [String: Registration] = [:]
    private var waiting: [String: [View]] = [:]
    /// How many views the owner made because none was waiting (tests of reuse read it).
    private(set) var createdCount = 0

    /// The class registered for `key`, if a class is (a nib's class is known once it is made).
    func registeredClass(for key: String) -> View.Type? {
        if case .type(let type) = registrations[key] { return type }
        return nil
    }

    /// Whether a class or a nib is registered for `key`.
    func isRegistered(_ key: String) -> Bool { registrations[key] != nil }

    /// Registers `type` for `key` (nil unregisters). Views of another class waiting under
    /// `poolKey` go, so the next dequeue makes the new class (a data source casts to it).
    func register(_ type: View.Type?, for key: String, poolKey: String? = nil) {
        if let poolKey, let old = registrations[key], let type {
            if case .type(let oldType) = old, oldType == type {} else { waiting[poolKey] = nil }
        }
        registrations[key] = type.map { .type($0) }
    }

    /// Registers `nib` for `key`: views waiting under `poolKey` go, as for a new class.
    func register(nib: UINib, for key: String, poolKey: String? = nil) {
        if let poolKey { waiting[poolKey] = nil }
        registrations[key] = .nib(nib)
    }

    /// A new view for `key`: `make` makes a registered class; a registered nib is instantiated
    /// and its one top-level object must be a `View` (reported, with `what`, when it is not).
    func makeView(for key: String, what: String, make: (View.Type) -> View) -> View? {
        switch registrations[key] {
        case .type(let type):
            return make(type)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let view = objects.first as? View else {
                TesseraDiagnostics.report("\(what): invalid nib registered for \(key) - nib \"\(nib.nibName)\" must contain exactly one "
                    + "top level object which must be a \(View.self) instance (it has \(objects.map { "\(type(of: $0))" }))")
                return nil
            }
            return view
        case nil:
            return nil
        }
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
