import Foundation
import Tessera

/// The foundation demo: labels, a photo in four content modes, a rotated view, a photo turned
/// in perspective, and a box that slides and fades when ``startAnimation()`` runs.
public final class ViewBasicsViewController: UIViewController {
    public private(set) var movingBox: UIView!
    public private(set) var perspectiveView: UIImageView!
    /// How long ``startAnimation()`` takes.
    public let animationDuration: TimeInterval = 1

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.94, alpha: 1)
        addTitle()
        addContentModes()
        addTransforms()
        addMovingBox()
    }

    private func label(_ text: String, frame: CGRect, size: CGFloat = 13, bold: Bool = false) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
        label.textColor = .darkGray
        label.textAlignment = .center
        view.addSubview(label)
        return label
    }

    private func addTitle() {
        let title = label("Tessera", frame: CGRect(x: 20, y: 50, width: 350, height: 40), size: 32, bold: true)
        title.textColor = .black
        _ = label("UIKit's views, drawn by Cairo and Pango", frame: CGRect(x: 20, y: 90, width: 350, height: 20), size: 15)
    }

    private func addContentModes() {
        let photo = DemoPhotos.named("chelsea")
        let modes: [(UIView.ContentMode, String)] = [(.scaleToFill, "scaleToFill"), (.scaleAspectFit, "aspectFit"),
                                                     (.scaleAspectFill, "aspectFill"), (.center, "center")]
        for (i, (mode, name)) in modes.enumerated() {
            let frame = CGRect(x: 15 + CGFloat(i) * 92, y: 130, width: 84, height: 110)
            let imageView = UIImageView(frame: frame)
            imageView.image = photo
            imageView.contentMode = mode
            imageView.clipsToBounds = true
            imageView.backgroundColor = UIColor(white: 0.3, alpha: 1)
            imageView.layer.cornerRadius = 8
            view.addSubview(imageView)
            _ = label(name, frame: CGRect(x: frame.minX - 4, y: frame.maxY + 4, width: frame.width + 8, height: 18), size: 12)
        }
    }

    private func addTransforms() {
        let rotated = UIView(frame: CGRect(x: 40, y: 300, width: 130, height: 130))
        rotated.backgroundColor = .orange
        rotated.layer.cornerRadius = 12
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 12)
        let caption = UILabel(frame: rotated.bounds)
        caption.text = "Rotated 15°"
        caption.textColor = .white
        caption.font = .boldSystemFont(ofSize: 17)
        caption.textAlignment = .center
        rotated.addSubview(caption)
        view.addSubview(rotated)

        perspectiveView = UIImageView(frame: CGRect(x: 215, y: 290, width: 140, height: 150))
        perspectiveView.image = DemoPhotos.named("astronaut")
        perspectiveView.contentMode = .scaleAspectFill
        perspectiveView.clipsToBounds = true
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        perspectiveView.transform3D = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        view.addSubview(perspectiveView)
        _ = label("45° about y, in perspective", frame: CGRect(x: 190, y: 450, width: 190, height: 18), size: 11)
    }

    private func addMovingBox() {
        _ = label("UIView.animate: slide, grow and fade", frame: CGRect(x: 20, y: 500, width: 350, height: 20), size: 14, bold: true)
        movingBox = UIView(frame: CGRect(x: 30, y: 540, width: 80, height: 80))
        movingBox.backgroundColor = .systemBlue
        movingBox.layer.cornerRadius = 10
        view.addSubview(movingBox)
        let play = UIButton(type: .system)
        play.setTitle("Play the animation", for: .normal)
        play.frame = CGRect(x: 20, y: 710, width: 200, height: 36)
        play.contentHorizontalAlignment = .leading
        play.addAction(UIAction { [weak self] _ in self?.replayAnimation() }, for: .touchUpInside)
        view.addSubview(play)
    }

    /// Puts the box back and plays the animation again (the button's action).
    private func replayAnimation() {
        movingBox.layer.removeAllAnimations()
        movingBox.frame = CGRect(x: 30, y: 540, width: 80, height: 80)
        movingBox.alpha = 1
        movingBox.backgroundColor = .systemBlue
        startAnimation()
    }

    /// Slides the box to the right, grows it and fades it to 40 % over ``animationDuration``,
    /// ease-in-out, turning it orange.
    public func startAnimation(completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: animationDuration, delay: 0, options: [], animations: {
            self.movingBox.frame = CGRect(x: 230, y: 560, width: 130, height: 130)
            self.movingBox.alpha = 0.4
            self.movingBox.backgroundColor = .orange
        }, completion: completion)
    }
}
