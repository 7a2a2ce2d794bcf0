// A UIKit fixture: a cross-platform library's UIKit side, fenced by #if.
#if canImport(UIKit)
import UIKit

public typealias PlatformView = UIView
#else
import AppKit

public typealias PlatformView = NSView
#endif

extension UICollectionView {
    /// The index paths of every item, section by section.
    public var allIndexPaths: [IndexPath] {
        return (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }
    }
}

public let runsOnMac = false

#if DEBUG
public let buildKind = "debug"
#else
public let buildKind = "release"
#endif
