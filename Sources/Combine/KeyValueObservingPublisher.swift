import Foundation
import OpenCombine
import Tessera

extension NSObject {
    /// A publisher of the values at a key path of an object, from Tessera's key-value observing
    /// (changes are seen at the main loop's points of each turn, on the main thread).
    public struct KeyValueObservingPublisher<Subject: NSObject, Value>: Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        public let object: Subject
        public let keyPath: KeyPath<Subject, Value>
        public let options: NSKeyValueObservingOptions

        public init(object: Subject, keyPath: KeyPath<Subject, Value>, options: NSKeyValueObservingOptions) {
            self.object = object
            self.keyPath = keyPath
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            let subscription = KeyValueObservingSubscription(subscriber: subscriber)
            subscriber.receive(subscription: subscription)
            subscription.observation = object.observe(keyPath, options: options.union(.new)) { [weak subscription] _, change in
                guard let value = change.newValue else { return }
                subscription?.send(value)
            }
        }
    }
}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// The values at `keyPath`: the current one first (`.initial`) and each new one after
    /// (`.new`), as Combine's default options say.
    public func publisher<Value>(for keyPath: KeyPath<Self, Value>,
                                 options: NSKeyValueObservingOptions = [.initial, .new]) -> NSObject.KeyValueObservingPublisher<Self, Value> {
        NSObject.KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
    }
}

/// One subscriber's observation: values go out while the subscriber asks for them; those
/// that arrive with no demand are dropped, as Combine's KVO publisher drops them.
private final class KeyValueObservingSubscription<S: Subscriber>: Subscription, @unchecked Sendable where S.Failure == Never {
    private var subscriber: S?
    private var demand = Subscribers.Demand.none
    var observation: NSKeyValueObservation?

    init(subscriber: S) { self.subscriber = subscriber }

    func send(_ value: S.Input) {
        guard let subscriber, demand > 0 else { return }
        demand -= 1
        demand += subscriber.receive(value)
    }

    func request(_ demand: Subscribers.Demand) { self.demand += demand }

    func cancel() {
        observation?.invalidate()
        observation = nil
        subscriber = nil
    }
}
