import Foundation

/// One item of a custom group: its frame in the group's coordinates and its z order.
@preconcurrency @MainActor public final class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    public init(frame: CGRect, zIndex: Int) { self.frame = frame; self.zIndex = zIndex }
}

/// Makes a custom group's items for the group's environment (its size is the container).
public typealias NSCollectionLayoutGroupCustomItemProvider =
    @MainActor (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
