import Foundation

/// A control's menu: the context menu interaction it is the delegate of, and whether a tap
/// shows the menu instead of sending actions.
@MainActor final class ControlMenus {
    var interaction: UIContextMenuInteraction?
    var showsAsPrimaryAction = false
    /// The touch under way showed the menu: the rest of it sends nothing.
    var touchShowedMenu = false
}

extension UIControl {
    /// Whether the control has a context menu interaction (a long press or a right click asks
    /// ``contextMenuInteraction(_:configurationForMenuAtLocation:)``).
    public var isContextMenuInteractionEnabled: Bool {
        get { menus.interaction != nil }
        set {
            guard newValue != isContextMenuInteractionEnabled else { return }
            if newValue {
                let interaction = UIContextMenuInteraction(delegate: self)
                menus.interaction = interaction
                addInteraction(interaction)
            } else if let interaction = menus.interaction {
                removeInteraction(interaction)
                menus.interaction = nil
            }
        }
    }

    /// The control's context menu interaction, when enabled.
    public var contextMenuInteraction: UIContextMenuInteraction? { menus.interaction }

    /// Whether a touch down shows the menu (attached below the control) instead of tracking
    /// the touch and sending actions; the control sends `.menuActionTriggered` instead.
    public var showsMenuAsPrimaryAction: Bool {
        get { menus.showsAsPrimaryAction }
        set {
            menus.showsAsPrimaryAction = newValue
            if newValue { isContextMenuInteractionEnabled = true }
        }
    }

    /// Shows the menu as the primary action; false when there is none to show.
    func presentMenu(at location: CGPoint) -> Bool {
        guard let interaction = menus.interaction, interaction.present(at: location, byPointer: true) else { return false }
        sendActions(for: .menuActionTriggered)
        return true
    }
}

extension UIControl: MenuAttaching {
    /// The control's bounds, down to its attachment point: the menu goes below it.
    func menuAttachmentRect(for configuration: UIContextMenuConfiguration) -> CGRect {
        let point = menuAttachmentPoint(for: configuration)
        return CGRect(x: point.x, y: bounds.minY, width: bounds.width, height: max(0, point.y - bounds.minY))
    }
}

extension UIControl {
    /// The control's tool tip: shown when the pointer rests on it (a ``UIToolTipInteraction``
    /// the control adds when it is set, and removes when it is cleared).
    public var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if let newValue, !newValue.isEmpty {
                if let interaction = toolTipInteraction {
                    interaction.defaultToolTip = newValue
                } else {
                    addInteraction(UIToolTipInteraction(defaultToolTip: newValue))
                }
            } else if let interaction = toolTipInteraction {
                removeInteraction(interaction)
            }
        }
    }

    /// The interaction that shows ``toolTip``, when it is set.
    public var toolTipInteraction: UIToolTipInteraction? {
        interactions.lazy.compactMap { $0 as? UIToolTipInteraction }.first
    }
}
