import Foundation

/// The decoded pixels of the images loaded by name, by file path: what makes
/// `UIImage(named:)` decode a file once, however many cells ask for it.
///
/// Kept for the life of the process, as an app's named images are its own few assets. A file
/// that fails to decode is not remembered, so it is reported again each time it is asked for.
final class NamedImageCache: @unchecked Sendable {
    static let shared = NamedImageCache()

    private let lock = NSLock()
    private var backings: [String: ImageBacking] = [:]

    /// The pixels of the file at `path`, decoded by `decode` the first time only.
    func backing(atPath path: String, decode: () -> ImageBacking?) -> ImageBacking? {
        lock.lock()
        if let known = backings[path] { lock.unlock(); return known }
        lock.unlock()
        // Decoded outside the lock: two threads asking at once may both decode; one result is kept.
        guard let decoded = decode() else { return nil }
        lock.lock(); defer { lock.unlock() }
        if let known = backings[path] { return known }
        backings[path] = decoded
        return decoded
    }
}
