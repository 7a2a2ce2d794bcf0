import Foundation

/// How a label's shrunk text lines up with where the full-size text would be.
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines, alignCenters, none
}

extension UILabel {
    /// The colour the text draws in now: highlighted, dimmed when disabled, or its own.
    var shownTextColor: UIColor {
        let color: UIColor = isHighlighted ? (highlightedTextColor ?? textColor) : textColor
        return isEnabled ? color : color.withAlphaComponent(0.5)
    }

    /// The font the text draws with in `rect`: the label's, or smaller (not below
    /// ``minimumScaleFactor``) when ``adjustsFontSizeToFitWidth`` and the text does not fit.
    func fittedFont(in rect: CGRect) -> UIFont {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, let text, !text.isEmpty else { return font }
        var scale: CGFloat = 1
        while scale > minimumScaleFactor, !fits(text, font.withSize(font.pointSize * scale), in: rect) {
            scale = max(minimumScaleFactor, scale - 0.05)
        }
        return font.withSize(font.pointSize * scale)
    }

    private func fits(_ text: String, _ candidate: UIFont, in rect: CGRect) -> Bool {
        let system = Platform.textSystem
        if numberOfLines == 1 {
            return system.size(of: text, font: candidate, maxWidth: .greatestFiniteMagnitude, numberOfLines: 1,
                               lineBreakMode: .byClipping).width <= rect.width
        }
        let wrapped = system.size(of: text, font: candidate, maxWidth: rect.width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let allowed = system.size(of: text, font: candidate, maxWidth: rect.width, numberOfLines: numberOfLines,
                                  lineBreakMode: .byWordWrapping)
        return wrapped.height <= allowed.height + 0.5 && wrapped.height <= rect.height
    }

    /// Where text in `fitted` goes: the full-size rectangle, or — shrunk — placed by
    /// ``baselineAdjustment`` against it.
    func shrunkTextRect(_ fitted: UIFont, in rect: CGRect) -> CGRect {
        let full = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
        guard fitted.pointSize < font.pointSize, let text else { return full }
        let size = Platform.textSystem.size(of: text, font: fitted, maxWidth: rect.width, numberOfLines: numberOfLines,
                                            lineBreakMode: lineBreakMode)
        let y: CGFloat = switch baselineAdjustment {
        case .alignBaselines: full.minY + font.ascender - fitted.ascender
        case .alignCenters: full.midY - size.height / 2
        case .none: full.minY
        }
        return CGRect(x: full.minX, y: y, width: full.width, height: size.height)
    }
}
