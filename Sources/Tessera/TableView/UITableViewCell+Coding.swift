import Foundation

extension UITableViewCell {
    private static let styles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    /// The style a document names (`style="IBUITableViewCellStyleSubtitle"`); a custom cell's is `.default`.
    static func documentStyle(_ coder: NSCoder) -> CellStyle {
        coder.decodedCase("style", styles) ?? .default
    }

    /// Accessory and selection style, and the style's labels: the document draws them as labels
    /// of the content view (`textLabel="…"` names them); their text, font and colour go to the
    /// cell's own ``textLabel``, ``detailTextLabel`` and ``imageView``, which lay out by style.
    func decodeCellAttributes(_ coder: NSCoder) {
        let accessories: [String: AccessoryType] = [
            "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton,
        ]
        let selections: [String: SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
        if let accessory = coder.decodedCase("accessoryType", accessories) { accessoryType = accessory }
        if let selection = coder.decodedCase("selectionStyle", selections) { selectionStyle = selection }
        guard let decoder = coder as? NibDecoder else { return }
        if let label = decoder.object(named: "textLabel") as? UILabel { adopt(label, as: textLabel) }
        if let label = decoder.object(named: "detailTextLabel") as? UILabel { adopt(label, as: detailTextLabel) }
        if let image = decoder.object(named: "imageView") as? UIImageView {
            imageView?.image = image.image
            image.removeFromSuperview()
        }
    }

    private func adopt(_ label: UILabel, as own: UILabel?) {
        label.removeFromSuperview()
        guard let own else { return }
        own.text = label.text
        own.font = label.font
        own.textColor = label.textColor
        own.numberOfLines = label.numberOfLines
    }
}
