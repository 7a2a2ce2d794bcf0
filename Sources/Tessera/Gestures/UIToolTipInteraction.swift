import Foundation

/// What a tool tip says, and the part of the view it is for.
@preconcurrency @MainActor open class UIToolTipConfiguration: NSObject {
    public let toolTip: String
    /// Where in the view the tip applies (the view's coordinates); the whole view by default.
    public let sourceRect: CGRect

    public init(toolTip: String, in sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
        super.init()
    }

    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, in: .null)
    }
}

/// Chooses the tool tip for a point of the view.
@preconcurrency @MainActor public protocol UIToolTipInteractionDelegate: AnyObject {
    /// The tip for `point` (the view's coordinates); nil uses the interaction's default tip.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? { nil }
}

/// Shows a tool tip when the pointer rests on its view, as on a desktop.
///
/// After the pointer has stayed over the view for 0.7 seconds without moving more than 4
/// points, the delegate's configuration for that point (else ``defaultToolTip``) shows in a
/// small rounded label below and to the right of the pointer, kept inside the window. It goes
/// when the pointer moves on, leaves the view, or after 10 seconds.
@preconcurrency @MainActor open class UIToolTipInteraction: NSObject, UIInteraction {
    /// How long the pointer rests before the tip shows.
    static let delay: TimeInterval = 0.7
    public weak var delegate: UIToolTipInteractionDelegate?
    public private(set) weak var view: UIView?
    open var isEnabled = true
    open var defaultToolTip: String?
    private let hover = UIHoverGestureRecognizer()
    private var rest: (point: CGPoint, generation: Int)?
    private var generation = 0
    /// The tip showing now.
    private(set) var bubble: UILabel?

    public override init() {
        super.init()
        hover.addHandler { [weak self] recognizer in self?.pointerChanged(recognizer) }
    }

    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    public func willMove(to view: UIView?) {
        hide()
        self.view?.removeGestureRecognizer(hover)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(hover)
    }

    private func pointerChanged(_ recognizer: UIGestureRecognizer) {
        guard let view, recognizer.state != .ended, recognizer.state != .cancelled else {
            hide()
            return
        }
        let point = recognizer.location(in: view)
        if let rest, bubble != nil || hypot(rest.point.x - point.x, rest.point.y - point.y) <= 4 {
            if bubble != nil, hypot(rest.point.x - point.x, rest.point.y - point.y) > 4 { hide() }
            return
        }
        hide()
        generation += 1
        let waiting = generation
        rest = (point, waiting)
        MainLoop.shared.perform(after: Self.delay) { [weak self] in
            guard let self, self.rest?.generation == waiting else { return }
            self.show(at: point)
        }
    }

    /// The tip for `point`: the delegate's, when its rectangle holds the point, else the default.
    func toolTip(at point: CGPoint) -> String? {
        if let configuration = delegate?.toolTipInteraction(self, configurationAt: point) {
            let applies = configuration.sourceRect.isNull || configuration.sourceRect.contains(point)
            return applies ? configuration.toolTip : nil
        }
        return defaultToolTip
    }

    private func show(at point: CGPoint) {
        guard isEnabled, let view, let window = view.window, let text = toolTip(at: point), !text.isEmpty else { return }
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: 13)
        label.textColor = .label
        label.backgroundColor = .secondarySystemBackground
        label.textAlignment = .center
        label.layer.cornerRadius = 5
        label.layer.borderWidth = 0.5
        label.layer.borderColor = UIColor.separator.cgColor
        label.clipsToBounds = true
        label.isUserInteractionEnabled = false
        let size = label.sizeThatFits(CGSize(width: 300, height: 100))
        let anchor = view.convert(point, to: window)
        var frame = CGRect(x: anchor.x + 8, y: anchor.y + 20, width: size.width + 12, height: size.height + 6)
        frame.origin.x = min(frame.minX, window.bounds.maxX - frame.width - 4)
        frame.origin.y = frame.maxY > window.bounds.maxY ? anchor.y - frame.height - 8 : frame.minY
        label.frame = frame
        window.addSubview(label)
        bubble = label
        let shown = generation
        MainLoop.shared.perform(after: 10) { [weak self] in
            if self?.rest?.generation == shown { self?.hide() }
        }
    }

    private func hide() {
        bubble?.removeFromSuperview()
        bubble = nil
        rest = nil
        generation += 1
    }
}
