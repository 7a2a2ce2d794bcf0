import Foundation

/// What a ``ViewPlacement`` pass asks of the view that owns it.
@MainActor protocol PlacementOwner: AnyObject {
    associatedtype PlacedView: AttributedView
    associatedtype PlacedKey: Hashable
    /// The element `attributes` stand for.
    func placementKey(for attributes: UICollectionViewLayoutAttributes) -> PlacedKey
    /// Whether the element exists (stale attributes are skipped).
    func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool
    /// Takes a view whose element left.
    func recycle(_ view: PlacedView, key: PlacedKey)
    /// A view for a new element, placed; nil when none can be had.
    func makeView(for key: PlacedKey, attributes: UICollectionViewLayoutAttributes) -> PlacedView?
    /// A view placed anew, or given a new size: self-sizing asks it again.
    func askForPreferredAttributes(of view: PlacedView, original: UICollectionViewLayoutAttributes)
}

/// The views on screen, by element, and the pass that matches them to what should show: views
/// whose element left go back to their owner, views that stay take their new attributes, new
/// elements get views. A part a collection view and a table view each own, generic over the
/// view and the owner's element key, not typed to a list class.
@MainActor final class ViewPlacement<View: AttributedView, Key: Hashable> {
    /// The views on screen now.
    var visible: [Key: View] = [:] { didSet { generation &+= 1 } }
    /// Counts changes of ``visible``: a placement computed for one generation is stale in another.
    private(set) var generation = 0
    /// While an update hands views from the old data to the new, layout passes leave the
    /// views alone (the update asks for a pass when it is done).
    var isHeld = false
    /// Elements whose views were made during the current layout pass.
    var madeInPass: Set<Key> = []
    /// A dictionary kept between passes, so a scroll frame allocates none.
    private var scratch: [Key: UICollectionViewLayoutAttributes] = [:]

    /// Matches the views on screen to `attributes` (the elements that should show now).
    func place<Owner: PlacementOwner>(_ attributes: [UICollectionViewLayoutAttributes], owner: Owner)
        where Owner.PlacedView == View, Owner.PlacedKey == Key {
        var wanted = scratch
        scratch = [:]
        defer {
            wanted.removeAll(keepingCapacity: true)
            scratch = wanted
        }
        for item in attributes where owner.isValid(item) { wanted[owner.placementKey(for: item)] = item }
        for (key, view) in visible where wanted[key] == nil {
            visible[key] = nil
            owner.recycle(view, key: key)
        }
        for item in attributes {
            let key = owner.placementKey(for: item)
            guard wanted[key] === item else { continue }
            if let view = visible[key] {
                if view.applyAttributesIfChanged(item) { owner.askForPreferredAttributes(of: view, original: item) }
            } else if let view = owner.makeView(for: key, attributes: item) {
                // Making the view may have laid out the owner (a cell calling `layoutIfNeeded`),
                // whose nested pass made a view for this element too: one of them goes back.
                if let nested = visible[key], nested !== view { owner.recycle(nested, key: key) }
                visible[key] = view
                madeInPass.insert(key)
                owner.askForPreferredAttributes(of: view, original: item)
            }
        }
    }
}
