import Foundation

/// The answer to "does the delegate implement this optional method?", which Swift on Linux
/// cannot ask: there is no Objective-C runtime, so a protocol's `@objc optional` method is a plain
/// requirement with a default in an extension, and a conformer written as UIKit code
/// (`func collectionView(…) -> CGFloat`) implements it with the same signature as on iOS.
///
/// A call site that had a fallback on iOS, `delegate?.f?(x) ?? fallback`, is written
/// `OptionalRequirement.call("f(_:)", default: fallback) { delegate?.f(x) }` (tessera-port does
/// it): while the body runs, the call site's fallback is on hand, and the protocol's default
/// answers with it (`fallback(for:)`), so the result is the conformer's value when it
/// implements the method and the fallback when it does not or the receiver is nil — the meaning
/// the line had on iOS. ``ifImplemented(_:placeholder:_:)`` is `delegate?.f?(x)` used as an
/// optional: nil when the default answered.
///
/// Names tie a default to its call (`"collectionView(_:layout:insetForSectionAt:)"`): a default
/// of another method, run inside the body, does not take the call's fallback.
public enum OptionalRequirement {
    /// The call in progress on this thread: its method, its fallback, and whether a default
    /// answered it.
    final class Frame: @unchecked Sendable {
        let name: String
        let fallback: () -> Any
        var answeredByDefault = false

        init(name: String, fallback: @escaping () -> Any) {
            self.name = name
            self.fallback = fallback
        }
    }

    @TaskLocal static var current: Frame?

    /// `receiver?.name?(…) ?? fallback`: the conformer's value when it implements `name`, else
    /// `fallback` (evaluated only then, as `??` evaluates it).
    public static func call<T>(_ name: String, default fallback: @autoclosure () -> T, _ body: () -> T?) -> T {
        withoutActuallyEscaping(fallback) { fallback in
            let frame = Frame(name: name, fallback: { fallback() })
            // A default that answered returned the fallback itself: it is not evaluated twice.
            let value = $current.withValue(frame) { body() }
            return value ?? fallback()
        }
    }

    /// `receiver?.name?(…)` as an optional: the conformer's value, or nil when the receiver is
    /// nil or does not implement `name`. The protocol's default answers `placeholder`, which is
    /// never returned.
    public static func ifImplemented<T>(_ name: String, placeholder: @autoclosure () -> T, _ body: () -> T?) -> T? {
        withoutActuallyEscaping(placeholder) { placeholder in
            let frame = Frame(name: name, fallback: { placeholder() })
            let value = $current.withValue(frame) { body() }
            return frame.answeredByDefault ? nil : value
        }
    }

    /// For the default of a former optional requirement with no answer of its own: the
    /// fallback of the call of `name` in progress. Called outside one (`delegate!.name!(…)` on
    /// iOS), it stops the program as iOS does, naming the method.
    public static func fallback<T>(for name: String, as type: T.Type = T.self) -> T {
        guard let value: T = takeFallback(for: name) else {
            fatalError("\(name) is an optional requirement its conformer does not implement, called without a fallback; "
                + "write the call as `receiver?.\(name.prefix { $0 != "(" })?(…) ?? fallback` "
                + "(OptionalRequirement.call), as iOS requires")
        }
        return value
    }

    /// For a default with an answer of its own (UIKit's, in Tessera's protocols): the call site's
    /// fallback when the call of `name` in progress gave one, else `answer`.
    public static func answer<T>(for name: String, otherwise answer: @autoclosure () -> T) -> T {
        takeFallback(for: name) ?? answer()
    }

    /// The fallback of the call of `name` in progress, marking that a default answered it.
    private static func takeFallback<T>(for name: String) -> T? {
        guard let frame = current, frame.name == name, let value = frame.fallback() as? T else { return nil }
        frame.answeredByDefault = true
        return value
    }
}
