import Foundation
import Tessera

/// Placeholder rows shown while content loads, with a shimmer sweeping across them, as
/// skeleton libraries draw it: one `CAGradientLayer` over the list, masked by a
/// `CAShapeLayer` whose path is the placeholders' rounded shapes, with its `locations`
/// animated from left to right for ever. "Show content" stops the shimmer and fills the rows.
public final class SkeletonShimmerViewController: UIViewController {
    public let shimmer = CAGradientLayer()
    private let shapes = CAShapeLayer()
    private let list = UIView()
    private var rows: [UILabel] = []
    public private(set) var isLoading = true

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loading Placeholders"
        view.backgroundColor = .systemBackground
        view.addSubview(list)
        shimmer.colors = [UIColor.systemGray5.cgColor, UIColor.systemGray6.cgColor, UIColor.systemGray5.cgColor]
        shimmer.startPoint = CGPoint(x: 0, y: 0.5)
        shimmer.endPoint = CGPoint(x: 1, y: 0.5)
        shimmer.locations = [-0.6, -0.3, 0]
        shimmer.mask = shapes
        list.layer.addSublayer(shimmer)
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [-0.6, -0.3, 0]
        sweep.toValue = [1, 1.3, 1.6]
        sweep.duration = 1.4
        sweep.repeatCount = .infinity
        shimmer.add(sweep, forKey: "shimmer")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Show content", primaryAction: UIAction { [weak self] _ in
            self?.showContent()
        })
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        list.frame = view.bounds.inset(by: view.safeAreaInsets)
        shimmer.frame = list.bounds
        shapes.frame = list.bounds
        shapes.path = placeholderPath(width: list.bounds.width).cgPath
        for (index, label) in rows.enumerated() {
            label.frame = CGRect(x: 84, y: 16 + CGFloat(index) * 80, width: list.bounds.width - 100, height: 56)
        }
    }

    /// A circle and two bars per row, every 80 points.
    private func placeholderPath(width: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for row in 0..<8 {
            let y = 16 + CGFloat(row) * 80
            path.append(UIBezierPath(ovalIn: CGRect(x: 16, y: y, width: 56, height: 56)))
            path.append(UIBezierPath(roundedRect: CGRect(x: 84, y: y + 8, width: width * 0.6, height: 14), cornerRadius: 7))
            path.append(UIBezierPath(roundedRect: CGRect(x: 84, y: y + 32, width: width * 0.4, height: 14), cornerRadius: 7))
        }
        return path
    }

    /// Stops the shimmer and shows the rows' text.
    public func showContent() {
        guard isLoading else { return }
        isLoading = false
        shimmer.removeAnimation(forKey: "shimmer")
        shimmer.removeFromSuperlayer()
        for index in 0..<8 {
            let label = UILabel()
            label.numberOfLines = 2
            label.text = "Message \(index + 1)\nLoaded just now"
            list.addSubview(label)
            rows.append(label)
        }
        view.setNeedsLayout()
    }
}
