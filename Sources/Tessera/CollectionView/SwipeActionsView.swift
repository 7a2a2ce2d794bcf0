import Foundation

/// The buttons a swiped list row shows beside its content, one per action: the first action
/// nearest the edge the swipe started from. A button shows its action's title, its image, or
/// its image (24 points, fitted) above its title.
@MainActor final class SwipeActionsView: UIView {
    static let minimumButtonWidth: CGFloat = 74
    static let imageSide: CGFloat = 24
    let configuration: UISwipeActionsConfiguration
    let trailing: Bool
    private(set) var buttons: [(action: UIContextualAction, view: UIView, label: UILabel, image: UIImageView?)] = []

    init(configuration: UISwipeActionsConfiguration, trailing: Bool, height: CGFloat) {
        self.configuration = configuration
        self.trailing = trailing
        super.init(frame: .zero)
        var x: CGFloat = 0
        // Laid out left to right; for trailing actions the first is the rightmost.
        let ordered = trailing ? Array(configuration.actions.reversed()) : configuration.actions
        for action in ordered {
            let button = UIView()
            button.backgroundColor = action.backgroundColor
            // Read, and found by UI tests, as a button named by its title, as on iOS.
            button.isAccessibilityElement = true
            button.accessibilityLabel = action.title
            button.accessibilityTraits = .button
            let label = UILabel()
            label.text = action.title
            label.textAlignment = .center
            label.textColor = .white
            label.font = .systemFont(ofSize: 15)
            let width = max(Self.minimumButtonWidth, label.sizeThatFits(CGSize(width: 400, height: height)).width + 30)
            button.frame = CGRect(x: x, y: 0, width: width, height: height)
            let imageView = action.image.map { UIImageView(image: $0) }
            layOut(label: label, image: imageView, in: button.bounds, hasTitle: action.title != nil)
            button.addSubview(label)
            if let imageView { button.addSubview(imageView) }
            addSubview(button)
            buttons.append((action, button, label, imageView))
            x += width
        }
        frame = CGRect(x: 0, y: 0, width: x, height: height)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("made by a swipe") }

    /// The title fills the button; with an image, the image sits centred above it (or alone in
    /// the middle when there is no title).
    private func layOut(label: UILabel, image: UIImageView?, in bounds: CGRect, hasTitle: Bool) {
        label.frame = bounds
        guard let image else { return }
        image.contentMode = .scaleAspectFit
        let side = Self.imageSide
        let top = hasTitle ? bounds.midY - side - 2 : bounds.midY - side / 2
        image.frame = CGRect(x: bounds.midX - side / 2, y: top, width: side, height: side)
        if hasTitle { label.frame = CGRect(x: 0, y: bounds.midY + 2, width: bounds.width, height: 20) }
    }

    /// The action whose button is at `point` (in this view).
    func action(at point: CGPoint) -> (UIContextualAction, UIView)? {
        buttons.first { $0.view.frame.contains(point) }.map { ($0.action, $0.view) }
    }

    /// The action a full swipe performs.
    var firstAction: (UIContextualAction, UIView)? {
        guard let first = configuration.actions.first else { return nil }
        return buttons.first { $0.action === first }.map { ($0.action, $0.view) }
    }
}
