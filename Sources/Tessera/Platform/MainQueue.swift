import Foundation

/// Whether the caller runs on the main queue, where the main actor runs: what "called from the
/// main thread" means for UIKit's thread rules. `Thread.isMainThread` is not the test: a test
/// runner may drain the main queue from another thread.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}
