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

    /// An iOS 15 button style set in the document (`<buttonConfiguration key="configuration"
    /// style="filled" title="…" cornerStyle="capsule">`): its look, title, subtitle, image,
    /// corner style and base colours.
    private func decodeConfiguration(_ settings: [String: Any]) {
        let looks: [String: () -> Configuration] = [
            "plain": { .plain() }, "gray": { .gray() }, "tinted": { .tinted() }, "filled": { .filled() },
            "borderless": { .borderless() }, "borderedTinted": { .borderedTinted() },
        ]
        let corners: [String: Configuration.CornerStyle] = [
            "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large, "capsule": .capsule,
        ]
        var configuration = (settings["style"] as? String).flatMap { looks[$0] }?() ?? .plain()
        configuration.title = settings["title"] as? String
        configuration.subtitle = settings["subtitle"] as? String
        configuration.image = settings["image"] as? UIImage
        if let corner = (settings["cornerStyle"] as? String).flatMap({ corners[$0] }) { configuration.cornerStyle = corner }
        if let color = settings["baseForegroundColor"] as? UIColor { configuration.baseForegroundColor = color }
        if let color = settings["baseBackgroundColor"] as? UIColor { configuration.baseBackgroundColor = color }
        self.configuration = configuration
    }

    /// The type, the title font, each state's title, title colour and image, and a configuration.
    func decodeButtonAttributes(_ coder: NSCoder) {
        if let type = coder.decodedCase("buttonType", UIButton.types) { setButtonType(type) }
        if let font = coder.decoded("fontDescription", as: UIFont.self) { titleLabel?.font = font }
        for (name, state) in UIButton.states {
            guard let settings = coder.decoded(name, as: [String: Any].self) else { continue }
            if let title = settings["title"] as? String { setTitle(title, for: state) }
            if let color = settings["titleColor"] as? UIColor { setTitleColor(color, for: state) }
            if let image = settings["image"] as? UIImage { setImage(image, for: state) }
        }
        if let settings = coder.decoded("configuration", as: [String: Any].self) { decodeConfiguration(settings) }
    }
}

extension UISlider {
    /// The slider's range and value as the document sets them.
    func decodeSliderAttributes(_ coder: NSCoder) {
        if let minimum = coder.decodedNumber("minValue") { minimumValue = Float(minimum) }
        if let maximum = coder.decodedNumber("maxValue") { maximumValue = Float(maximum) }
        if let value = coder.decodedNumber("value") { self.value = Float(value) }
        if let continuous = coder.decodedFlag("continuous") { isContinuous = continuous }
    }
}

extension UIStepper {
    func decodeStepperAttributes(_ coder: NSCoder) {
        let minimum = coder.decodedNumber("minimumValue").map(Double.init)
        let maximum = coder.decodedNumber("maximumValue").map(Double.init)
        // In the order that keeps the limits apart (a range above the default 0…100 sets its
        // maximum first).
        if let minimum, minimum >= maximumValue, let maximum {
            maximumValue = maximum
            minimumValue = minimum
        } else {
            if let minimum { minimumValue = minimum }
            if let maximum { maximumValue = maximum }
        }
        if let step = coder.decodedNumber("stepValue") { stepValue = Double(step) }
        if let value = coder.decodedNumber("value") { self.value = Double(value) }
        if let wraps = coder.decodedFlag("wraps") { self.wraps = wraps }
        if let autorepeat = coder.decodedFlag("autorepeat") { self.autorepeat = autorepeat }
    }
}

extension UISegmentedControl {
    /// The segments (`<segments><segment title="…"/>`) and the selected one.
    func decodeSegmentedAttributes(_ coder: NSCoder) {
        let segments = coder.decoded("segments", as: [Any].self) ?? []
        for (index, segment) in segments.enumerated() {
            guard let settings = segment as? [String: Any] else { continue }
            if let image = settings["image"] as? UIImage {
                insertSegment(with: image, at: index, animated: false)
            } else {
                insertSegment(withTitle: settings["title"] as? String, at: index, animated: false)
            }
        }
        if let selected = coder.decodedNumber("selectedSegmentIndex") { selectedSegmentIndex = Int(selected) }
    }
}

extension UIPageControl {
    func decodePageAttributes(_ coder: NSCoder) {
        if let pages = coder.decodedNumber("numberOfPages") { numberOfPages = Int(pages) }
        if let page = coder.decodedNumber("currentPage") { currentPage = Int(page) }
    }
}

extension UIActivityIndicatorView {
    /// The style (`style="large"`, and the older `whiteLarge`), colour, and whether it animates.
    func decodeActivityAttributes(_ coder: NSCoder) {
        let styles: [String: Style] = ["medium": .medium, "large": .large, "gray": .medium, "white": .medium, "whiteLarge": .large]
        if let style = coder.decodedCase("style", styles) { self.style = style }
        if let color = coder.decoded("color", as: UIColor.self) { self.color = color }
        if let hides = coder.decodedFlag("hidesWhenStopped") { hidesWhenStopped = hides }
        if coder.decodedFlag("animating") == true { startAnimating() }
    }
}

extension UIProgressView {
    func decodeProgressAttributes(_ coder: NSCoder) {
        if coder.decoded("progressViewStyle", as: String.self) == "bar" { progressViewStyle = .bar }
        if let progress = coder.decodedNumber("progress") { self.progress = Float(progress) }
    }
}

extension UIButton: DocumentFontHolder {
    func setDocumentFont(_ font: UIFont) { titleLabel?.font = font }
}
