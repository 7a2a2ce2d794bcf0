import Foundation

/// What `init?(coder:)` reads of a view from an Interface Builder document. The coder answers
/// with the document's own names (the Attributes and Size inspectors' properties as Xcode
/// writes them: `frame`, `backgroundColor`, `clipsSubviews`, `subviews`); each class reads its
/// own, after its superclass.
extension NSCoder {
    /// The value at `key` when the document has one of type `T`.
    func decoded<T>(_ key: String, as type: T.Type = T.self) -> T? {
        decodeObject(forKey: key) as? T
    }

    /// The `YES`/`NO` at `key`, or nil when the document leaves it at the default.
    func decodedFlag(_ key: String) -> Bool? {
        containsValue(forKey: key) ? decodeBool(forKey: key) : nil
    }

    /// The number at `key`, or nil when the document leaves it at the default.
    func decodedNumber(_ key: String) -> CGFloat? {
        containsValue(forKey: key) ? CGFloat(decodeDouble(forKey: key)) : nil
    }

    /// The name at `key` mapped to an enum case, or nil.
    func decodedCase<T>(_ key: String, _ cases: [String: T]) -> T? {
        decoded(key, as: String.self).flatMap { cases[$0] }
    }
}

/// A view whose document font (`fontDescription`) is set on something of its own (a button's
/// title label, a field's text), so a size-class variation of the font reaches it.
@MainActor protocol DocumentFontHolder: AnyObject {
    func setDocumentFont(_ font: UIFont)
}

extension UIView {
    static let contentModes: [String: ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// Reads the view's attributes, then makes its subviews (constraints and connections come
    /// after every object of the document exists).
    func decodeViewAttributes(_ coder: NSCoder) {
        if let frame = coder.decoded("frame", as: CGRect.self) { self.frame = frame }
        if let mask = coder.decoded("autoresizingMask", as: AutoresizingMask.self) { autoresizingMask = mask }
        if let mode = coder.decodedCase("contentMode", UIView.contentModes) { contentMode = mode }
        decodeVariableAttributes(coder)
        decodeAccessibility(coder)
        for subview in coder.decoded("subviews", as: [Any].self) ?? [] {
            if let subview = subview as? UIView { addSubview(subview) }
        }
    }

    /// The attributes a document may set per size class, and others of the same inspectors.
    func decodeVariableAttributes(_ coder: NSCoder) {
        decodeAppearance(coder)
        decodeLayoutSettings(coder)
    }

    private func decodeAppearance(_ coder: NSCoder) {
        if coder.containsValue(forKey: "backgroundColor") { backgroundColor = coder.decoded("backgroundColor", as: UIColor.self) }
        if let color = coder.decoded("tintColor", as: UIColor.self) { tintColor = color }
        if let alpha = coder.decodedNumber("alpha") { self.alpha = alpha }
        if let hidden = coder.decodedFlag("hidden") { isHidden = hidden }
        if let opaque = coder.decodedFlag("opaque") { isOpaque = opaque }
        if let clips = coder.decodedFlag("clipsSubviews") { clipsToBounds = clips }
        if let enabled = coder.decodedFlag("userInteractionEnabled") { isUserInteractionEnabled = enabled }
        if let multiple = coder.decodedFlag("multipleTouchEnabled") { isMultipleTouchEnabled = multiple }
        if coder.containsValue(forKey: "tag") { tag = coder.decodeInteger(forKey: "tag") }
        if let style = coder.decoded("overrideUserInterfaceStyle", as: String.self) {
            overrideUserInterfaceStyle = style == "dark" ? .dark : style == "light" ? .light : .unspecified
        }
    }

    private func decodeLayoutSettings(_ coder: NSCoder) {
        if let translates = coder.decodedFlag("translatesAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = translates
        }
        if let margins = coder.decoded("layoutMargins", as: UIEdgeInsets.self) { layoutMargins = margins }
        if let margins = coder.decoded("directionalLayoutMargins", as: NSDirectionalEdgeInsets.self) { directionalLayoutMargins = margins }
        if let insets = coder.decodedFlag("insetsLayoutMarginsFromSafeArea") { insetsLayoutMarginsFromSafeArea = insets }
        let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (key, axis, hugging) in priorities {
            guard let value = coder.decodedNumber(key) else { continue }
            let priority = UILayoutPriority(Float(value))
            if hugging { setContentHuggingPriority(priority, for: axis) } else { setContentCompressionResistancePriority(priority, for: axis) }
        }
    }

    /// The Identity inspector's accessibility section (`<accessibility key="accessibilityConfiguration">`).
    private func decodeAccessibility(_ coder: NSCoder) {
        guard let settings = coder.decoded("accessibilityConfiguration", as: [String: Any].self) else { return }
        if let label = settings["label"] as? String { accessibilityLabel = label }
        if let hint = settings["hint"] as? String { accessibilityHint = hint }
        if let identifier = settings["identifier"] as? String { accessibilityIdentifier = identifier }
        if let isElement = settings["isElement"] as? Bool { isAccessibilityElement = isElement }
    }
}

extension UIView {
    /// The document's background again, for a class whose own set-up gives it a background
    /// after `UIView`'s decoding.
    func redecodeBackground(_ coder: NSCoder) {
        if coder.containsValue(forKey: "backgroundColor") { backgroundColor = coder.decoded("backgroundColor", as: UIColor.self) }
    }
}

extension UIStackView {
    func decodeStackAttributes(_ coder: NSCoder) {
        decodeStackSettings(coder)
        for view in subviews { addArrangedSubview(view) }
    }

    /// Axis, distribution, alignment and spacing (each may vary by size class).
    func decodeStackSettings(_ coder: NSCoder) {
        let axes: [String: NSLayoutConstraint.Axis] = ["horizontal": .horizontal, "vertical": .vertical]
        if let axis = coder.decodedCase("axis", axes) { self.axis = axis }
        let distributions: [String: Distribution] = [
            "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
            "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
        ]
        let alignments: [String: Alignment] = [
            "fill": .fill, "leading": .leading, "top": .leading, "firstBaseline": .firstBaseline, "center": .center,
            "trailing": .trailing, "bottom": .trailing, "lastBaseline": .lastBaseline,
        ]
        if let distribution = coder.decodedCase("distribution", distributions) { self.distribution = distribution }
        if let alignment = coder.decodedCase("alignment", alignments) { self.alignment = alignment }
        if let spacing = coder.decodedNumber("spacing") { self.spacing = spacing }
    }
}
