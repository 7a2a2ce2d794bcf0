import Foundation

/// The buttons a swiped list row shows beside its content, one per action: the first action
/// nearest the edge the swipe started from.
@MainActor final class SwipeActionsView: UIView {
    static let minimumButtonWidth: CGFloat = 74
    let configuration: UISwipeActionsConfiguration
    let trailing: Bool
    private(set) var buttons: [(action: UIContextualAction, view: UILabel)] = []

    init(configuration: UISwipeActionsConfiguration, trailing: Bool, height: CGFloat) {
        self.configuration = configuration
        self.trailing = trailing
        super.init(frame: .zero)
        var x: CGFloat = 0
        // Laid out left to right; for trailing actions the first is the rightmost.
        let ordered = trailing ? Array(configuration.actions.reversed()) : configuration.actions
        for action in ordered {
            let button = UILabel()
            button.text = action.title
            button.textAlignment = .center
            button.textColor = .white
            button.font = .systemFont(ofSize: 15)
            button.backgroundColor = action.backgroundColor
            let width = max(Self.minimumButtonWidth, button.sizeThatFits(CGSize(width: 400, height: height)).width + 30)
            button.frame = CGRect(x: x, y: 0, width: width, height: height)
            addSubview(button)
            buttons.append((action, button))
            x += width
        }
        frame = CGRect(x: 0, y: 0, width: x, height: height)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("made by a swipe") }

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
