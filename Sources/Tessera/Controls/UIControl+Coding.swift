import Foundation

extension UIControl {
    /// The Attributes inspector's control: state and content alignment.
    func decodeControlAttributes(_ coder: NSCoder) {
        if let enabled = coder.decodedFlag("enabled") { isEnabled = enabled }
        if let selected = coder.decodedFlag("selected") { isSelected = selected }
        if let highlighted = coder.decodedFlag("highlighted") { isHighlighted = highlighted }
        let horizontal: [String: ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
        ]
        let vertical: [String: ContentVerticalAlignment] = ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]
        if let alignment = coder.decodedCase("contentHorizontalAlignment", horizontal) { contentHorizontalAlignment = alignment }
        if let alignment = coder.decodedCase("contentVerticalAlignment", vertical) { contentVerticalAlignment = alignment }
    }
}

extension UIButton {
    private static let types: [String: ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]
    private static let states: [(String, State)] = [
        ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled), ("selected", .selected),
    ]

    /// The type, the title font, and each state's title, title colour and image.
    func decodeButtonAttributes(_ coder: NSCoder) {
        if let type = coder.decodedCase("buttonType", UIButton.types) { setButtonType(type) }
        if let font = coder.decoded("fontDescription", as: UIFont.self) { titleLabel?.font = font }
        for (name, state) in UIButton.states {
            guard let settings = coder.decoded(name, as: [String: Any].self) else { continue }
            if let title = settings["title"] as? String { setTitle(title, for: state) }
            if let color = settings["titleColor"] as? UIColor { setTitleColor(color, for: state) }
            if let image = settings["image"] as? UIImage { setImage(image, for: state) }
        }
    }
}
