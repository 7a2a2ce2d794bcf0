import Foundation

/// A shown edit menu: a dark rounded bar of buttons above (or below, when there is no room) a
/// rectangle, over a clear layer that closes the menu when touched elsewhere.
@MainActor final class MenuPresentation {
    let shield: UIView
    let bar: UIView
    var menuFrame: CGRect { bar.frame }

    init(entries: [MenuEntry], above rect: CGRect, in window: UIWindow, prefersBelow: Bool = false, dismiss: @escaping () -> Void) {
        shield = DismissingView(frame: window.bounds, onTouch: dismiss)
        bar = UIView()
        bar.backgroundColor = UIColor(white: 0.12, alpha: 0.95)
        bar.layer.cornerRadius = 8
        bar.clipsToBounds = true
        var x: CGFloat = 0
        let height: CGFloat = 40
        for (index, entry) in entries.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(entry.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15)
            let width = max(56, button.sizeThatFits(CGSize(width: 200, height: height)).width + 8)
            button.frame = CGRect(x: x, y: 0, width: width, height: height)
            button.addAction(UIAction { _ in
                dismiss()
                entry.perform()
            }, for: .touchUpInside)
            bar.addSubview(button)
            x += width
            if index < entries.count - 1 {
                let separator = UIView(frame: CGRect(x: x, y: 8, width: 1, height: height - 16))
                separator.backgroundColor = UIColor(white: 1, alpha: 0.3)
                bar.addSubview(separator)
                x += 1
            }
        }
        let fitsAbove = rect.minY - height - 8 >= 0
        let fitsBelow = rect.maxY + 8 + height <= window.bounds.height
        let goesAbove = prefersBelow ? !fitsBelow && fitsAbove : fitsAbove
        let y = goesAbove ? rect.minY - height - 8 : min(rect.maxY + 8, window.bounds.height - height)
        let left = min(max(4, rect.midX - x / 2), max(4, window.bounds.width - x - 4))
        bar.frame = CGRect(x: left, y: y, width: x, height: height)
        window.addSubview(shield)
        window.addSubview(bar)
    }

    func dismiss() {
        shield.removeFromSuperview()
        bar.removeFromSuperview()
    }
}

/// A clear view that calls back when touched: closes menus and alerts when tapping outside.
@MainActor final class DismissingView: UIView {
    let onTouch: () -> Void
    init(frame: CGRect, onTouch: @escaping () -> Void) {
        self.onTouch = onTouch
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { onTouch = {}; super.init(coder: coder) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTouch() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
