// `import Combine`: OpenCombine under Apple's module name. Its publishers, subjects,
// `ObservableObject` and `@Published`, `sink` and `assign(to:on:)`, and its Foundation and
// Dispatch parts: `NotificationCenter.default.publisher(for:)`, `Timer.publish(every:on:in:)`,
// `URLSession.dataTaskPublisher(for:)`, and `DispatchQueue`, `RunLoop` and `OperationQueue` as
// schedulers (`receive(on: DispatchQueue.main)`). Tessera adds the key-value observing
// publisher (`object.publisher(for: \.property)`) on its own observing.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
