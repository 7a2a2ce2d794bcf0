import Foundation

/// The side table for buttons' pointer style providers.
private nonisolated(unsafe) var pointerProviderKey: UInt8 = 0

extension UIButton {
    /// Makes the style a button's pointer interaction shows, from the proposed effect and shape.
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Whether the pointer over the button shows an effect (a highlight and a hand cursor on a
    /// desktop): the button adds a pointer interaction of its own, and removes it when false.
    public var isPointerInteractionEnabled: Bool {
        get { interactions.contains { $0 is ButtonPointerInteraction } }
        set {
            guard newValue != isPointerInteractionEnabled else { return }
            if newValue {
                addInteraction(ButtonPointerInteraction(button: self))
            } else {
                interactions.filter { $0 is ButtonPointerInteraction }.forEach(removeInteraction)
            }
        }
    }

    /// Chooses the button's pointer style; nil keeps the proposed one (a highlight of the
    /// button in a rounded rectangle of its bounds).
    public var pointerStyleProvider: PointerStyleProvider? {
        get { objc_getAssociatedObject(self, &pointerProviderKey) as? PointerStyleProvider }
        set { objc_setAssociatedObject(self, &pointerProviderKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

/// A button's own pointer interaction, its delegate the button's provider.
@MainActor final class ButtonPointerInteraction: UIPointerInteraction, UIPointerInteractionDelegate {
    private weak var button: UIButton?
    init(button: UIButton) {
        self.button = button
        super.init(delegate: nil)
        setDelegate(self)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let button, button.isEnabled else { return nil }
        let effect = UIPointerEffect.highlight(UITargetedPreview(view: button))
        let shape = UIPointerShape.roundedRect(button.bounds)
        guard let provider = button.pointerStyleProvider else { return UIPointerStyle(effect: effect, shape: nil) }
        return provider(button, effect, shape)
    }
}
