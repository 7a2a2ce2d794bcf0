import Foundation

extension UIImageView {
    /// Shows ``animationImages`` in turn from now on, on the run loop's clock.
    public func startAnimating() { frames.start(self) }
    public func stopAnimating() { frames.stop(self) }
    public var isAnimating: Bool { frames.isRunning }
}

/// An image view's frame animation: which frame shows, driven by a display link.
@MainActor final class ImageViewFrames {
    private var link: CADisplayLink?
    private var start: TimeInterval = 0
    /// The frame showing now, while animating.
    private(set) var current: UIImage?
    var isRunning: Bool { link != nil }

    func start(_ view: UIImageView) {
        guard link == nil, let images = view.animationImages, !images.isEmpty else { return }
        start = MainLoop.shared.clock.now
        current = images[0]
        let link = CADisplayLink { [weak self, weak view] link in
            guard let self, let view else { return link.invalidate() }
            self.step(view, at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
        view.setNeedsDisplay()
    }

    func stop(_ view: UIImageView) {
        link?.invalidate()
        link = nil
        current = nil
        view.setNeedsDisplay()
    }

    func restartIfRunning(_ view: UIImageView) {
        guard isRunning else { return }
        stop(view)
        start(view)
    }

    private func step(_ view: UIImageView, at time: TimeInterval) {
        guard let images = view.animationImages, !images.isEmpty else { return stop(view) }
        let pass = view.animationDuration > 0 ? view.animationDuration : Double(images.count) / 30
        let elapsed = time - start
        if view.animationRepeatCount > 0, elapsed >= pass * Double(view.animationRepeatCount) { return stop(view) }
        let index = Int((elapsed.truncatingRemainder(dividingBy: pass)) / pass * Double(images.count)) % images.count
        guard images[index] !== current else { return }
        current = images[index]
        view.setNeedsDisplay()
    }
}

extension UIImage {
    /// An animated image's frame for the run loop's clock now (a still image is itself).
    @MainActor var currentFrame: UIImage {
        guard let frames = images, !frames.isEmpty, duration > 0 else { return self }
        let now = MainLoop.shared.clock.now
        let index = Int(now.truncatingRemainder(dividingBy: duration) / duration * Double(frames.count)) % frames.count
        return frames[index]
    }
}
