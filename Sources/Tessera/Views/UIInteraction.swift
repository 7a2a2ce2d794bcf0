import Foundation

/// Behaviour added to a view as a whole: a context menu, a pointer, a tool tip, an edit menu.
///
/// A view keeps its interactions (``UIView/addInteraction(_:)``); an interaction keeps a weak
/// reference to its view and hears when it moves to one and away.
@preconcurrency @MainActor public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// The side table holding each view's interactions (they live as long as their view).
private nonisolated(unsafe) var interactionsKey: UInt8 = 0

extension UIView {
    /// The view's interactions, in the order they were added.
    public var interactions: [UIInteraction] {
        get { objc_getAssociatedObject(self, &interactionsKey) as? [UIInteraction] ?? [] }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds `interaction`, moving it from the view it was on.
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storeInteractions(interactions + [interaction])
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storeInteractions(interactions.filter { $0 !== interaction })
        interaction.didMove(to: nil)
    }

    private func storeInteractions(_ list: [UIInteraction]) {
        objc_setAssociatedObject(self, &interactionsKey, list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
