import Foundation

/// A view that shows a visual effect (a blur's material) behind its `contentView`, which holds
/// the subviews: add them to `contentView`, as in UIKit.
///
/// Setting `effect` inside an animation block animates the material's tint in and out (UIKit
/// animates the blur's radius). Subviews added to the effect view itself are reported, as
/// UIKit reports them, and kept.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// The view subviews go in; it fills the effect view.
    public let contentView: UIView

    open var effect: UIVisualEffect? {
        didSet { backgroundColor = effect?.tint }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView()
        super.init(frame: .zero)
        setUpContentView()
    }

    /// An effect view with no effect yet (`UIVisualEffectView()`).
    public override init(frame: CGRect) {
        effect = nil
        contentView = UIView()
        super.init(frame: frame)
        setUpContentView()
    }

    /// A visual effect view from a document: its content view with its subviews, and its blur
    /// style (`<blurEffect style="…"/>`).
    public required init?(coder: NSCoder) {
        contentView = coder.decoded("contentView", as: UIView.self) ?? UIView()
        super.init(coder: coder)
        if let style = coder.decoded("blurEffect", as: [String: Any].self)?["style"] as? String,
           let blur = UIBlurEffect.Style.documentNames[style] {
            effect = UIBlurEffect(style: blur)
        }
        setUpContentView()
    }

    private func setUpContentView() {
        backgroundColor = effect?.tint
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(contentView)
    }

    open override func addSubview(_ view: UIView) {
        if view !== contentView {
            TesseraDiagnostics.reportOnce("UIVisualEffectView: \(type(of: view)) was added to the effect view itself; "
                + "add subviews to its contentView instead (as UIKit requires); it is kept")
        }
        super.addSubview(view)
    }
}
