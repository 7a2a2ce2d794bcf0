// A UIKit fixture: a cross-platform library's UIKit side, fenced by #if.
#if canImport(UIKit)
import UIKit

public typealias PlatformView = UIView
#else
import AppKit

public typealias PlatformView = NSView
#endif

#if os(iOS) || os(tvOS)
extension UICollectionView {
    /// The index paths of every item, section by section.
    public var allIndexPaths: [IndexPath] {
        return (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }
}
#elseif os(macOS)
extension NSCollectionView {
    public var allIndexPaths: [IndexPath] { return [] }
}
#endif

#if targetEnvironment(macCatalyst)
public let runsOnMac = true
#else
public let runsOnMac = false
#endif

#if DEBUG
public let buildKind = "debug"
#else
public let buildKind = "release"
#endif
