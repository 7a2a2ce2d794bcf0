import Foundation

/// The ring that shows where the keyboard focus is: a rounded stroke in the tint colour just
/// outside a focused control, and just inside a focused cell (whose neighbours would cover a
/// ring outside it), as iPadOS's focus halo draws. It takes no touches and no screen-reader
/// attention, and follows its view's size.
@MainActor final class FocusHalo: UIView {
    static let width: CGFloat = 3
    /// How far the ring sits outside a control.
    static let outset: CGFloat = 4

    /// Shows the ring on `view` (once): the view's ``UIView/focusEffect`` when it is a
    /// ``UIFocusHaloEffect`` (its shape's bounds, in its container), else around the view.
    static func show(on view: UIView) {
        if let effect = view.focusEffect as? UIFocusHaloEffect {
            show(effect, on: view)
            return
        }
        guard halo(of: view) == nil else { return }
        let inside = view is UICollectionViewCell || view is UITableViewCell
        let halo = FocusHalo(frame: view.bounds.insetBy(dx: inside ? 0 : -outset, dy: inside ? 0 : -outset))
        halo.layer.borderWidth = width
        halo.layer.borderColor = view.tintColor.cgColor
        halo.layer.cornerRadius = min(inside ? 10 : view.layer.cornerRadius + outset + 4, halo.bounds.height / 2)
        view.addSubview(halo)
    }

    private static func show(_ effect: UIFocusHaloEffect, on view: UIView) {
        let container = effect.containerView ?? view
        guard halo(of: container) == nil else { return }
        let inside = effect.position == .inside || (effect.position == .automatic && (view is UICollectionViewCell || view is UITableViewCell))
        let shape = container.convert(effect.path.bounds, from: effect.referenceView ?? view)
        let inset = inside ? 0 : -outset
        let halo = FocusHalo(frame: shape.insetBy(dx: inset, dy: inset))
        halo.owner = view
        halo.autoresizingMask = []
        halo.layer.borderWidth = width
        halo.layer.borderColor = view.tintColor.cgColor
        halo.layer.cornerRadius = min(effect.cornerRadius + (inside ? 0 : outset), halo.bounds.height / 2)
        container.addSubview(halo)
    }

    static func hide(on view: UIView) {
        halo(of: view)?.removeFromSuperview()
        if let container = (view.focusEffect as? UIFocusHaloEffect)?.containerView {
            container.subviews.filter { ($0 as? FocusHalo)?.owner === view }.forEach { $0.removeFromSuperview() }
        }
    }

    /// The focused view a halo drawn in another container belongs to.
    weak var owner: UIView?

    /// Shows or hides the ring on `view`.
    static func set(_ shown: Bool, on view: UIView) {
        shown ? show(on: view) : hide(on: view)
    }

    static func halo(of view: UIView) -> FocusHalo? {
        view.subviews.last { $0 is FocusHalo } as? FocusHalo
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { nil }
}
