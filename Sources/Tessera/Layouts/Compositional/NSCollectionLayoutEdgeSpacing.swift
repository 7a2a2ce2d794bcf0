import Foundation

/// Space around an item inside its group, on top of the group's inter-item spacing: fixed, or
/// flexible (at least the given points, and a share of the room the group has left over).
///
/// In a horizontal group the leading and trailing spacings lie along the group (flexible ones
/// share the width the items leave free, so `.flexible(0)` on both sides centres the items)
/// and the top spacing moves the item down; a vertical group is the same turned.
@preconcurrency @MainActor public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}
