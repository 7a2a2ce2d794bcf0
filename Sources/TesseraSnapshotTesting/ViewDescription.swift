import Foundation
import Tessera

/// UIKit's `recursiveDescription` and `_printHierarchy`, without the addresses that change
/// every run: one line a view or controller, ` | ` once per level of depth.
@MainActor enum ViewDescription {
    static func recursive(_ view: UIView) -> String {
        var lines: [String] = []
        describe(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
        lines.append(indent(depth) + line(for: view))
        for subview in view.subviews {
            describe(subview, depth: depth + 1, into: &lines)
        }
    }

    /// `<Class; frame = (x y; w h); …>` with only what differs from a plain visible view.
    static func line(for view: UIView) -> String {
        var fields = ["frame = \(Geometry.rect(view.frame))"]
        if let text = text(of: view) { fields.append("text = '\(text)'") }
        if view.isHidden { fields.append("hidden = YES") }
        if view.alpha != 1 { fields.append("alpha = \(Geometry.number(view.alpha))") }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if let control = view as? UIControl, !control.isEnabled { fields.append("enabled = NO") }
        if let control = view as? UIControl, control.isSelected { fields.append("selected = YES") }
        if let toggle = view as? UISwitch { fields.append("on = \(toggle.isOn ? "YES" : "NO")") }
        return "<\(type(of: view)); " + fields.joined(separator: "; ") + ">"
    }

    /// What a person reads in the view: a label's or a field's text, a button's title.
    static func text(of view: UIView) -> String? {
        switch view {
        case let label as UILabel: return label.text
        case let field as UITextField: return field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder.map { "placeholder: \($0)" }
        case let textView as UITextView: return textView.text
        case let button as UIButton: return button.currentTitle
        default: return nil
        }
    }

    static func hierarchy(_ controller: UIViewController) -> String {
        var lines: [String] = []
        describe(controller, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ controller: UIViewController, depth: Int, into lines: inout [String]) {
        let view: String
        if let loaded = controller.viewIfLoaded {
            view = "<\(type(of: loaded))>" + (loaded.window == nil ? " not in the window" : "")
        } else {
            view = "(view not loaded)"
        }
        let state = controller.viewIfLoaded?.window == nil ? "disappeared" : "appeared"
        lines.append(indent(depth) + "<\(type(of: controller))>, state: \(state), view: \(view)")
        for child in controller.children {
            describe(child, depth: depth + 1, into: &lines)
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            describe(presented, depth: depth + 1, into: &lines)
        }
    }

    private static func indent(_ depth: Int) -> String {
        String(repeating: "   | ", count: depth)
    }
}

/// Numbers and rectangles as UIKit prints them: `(16 20; 120 21)`, no trailing zeros.
enum Geometry {
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    static func size(_ size: CGSize) -> String { "(\(number(size.width)) \(number(size.height)))" }

    static func point(_ point: CGPoint) -> String { "(\(number(point.x)) \(number(point.y)))" }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
