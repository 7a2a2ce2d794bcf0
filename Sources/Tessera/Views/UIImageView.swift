import Foundation

/// A view that shows an image, fitted to its bounds by ``UIView/contentMode``.
///
/// As in UIKit, `.scaleAspectFill` and the unscaled modes may draw outside the bounds unless
/// `clipsToBounds` is set.
@preconcurrency @MainActor open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            setNeedsDisplay()
            // An animated image plays as soon as it is shown, as in UIKit.
            if let animated = image?.images, let duration = image?.duration {
                animationImages = animated
                animationDuration = duration
                startAnimating()
            } else if oldValue?.images != nil {
                stopAnimating()
            }
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            superview?.setNeedsLayout()
        }
    }
    open var highlightedImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Frames shown in turn between ``startAnimating()`` and ``stopAnimating()`` (UIImageView+Animation.swift).
    open var animationImages: [UIImage]? { didSet { frames.restartIfRunning(self) } }
    open var highlightedAnimationImages: [UIImage]?
    /// How long one pass over the frames takes; 0: a thirtieth of a second per frame.
    open var animationDuration: TimeInterval = 0
    /// How many passes; 0: until stopped.
    open var animationRepeatCount = 0
    /// The symbol configuration the view's symbol images are drawn with.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { setNeedsDisplay() } }
    /// The frame animation's state.
    let frames = ImageViewFrames()
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view from an Interface Builder document: its image and highlighted image by
    /// name (an image of the app's bundles, or a symbol), as the document names them.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let image = coder.decoded("image", as: UIImage.self) { self.image = image }
        if let image = coder.decoded("highlightedImage", as: UIImage.self) { highlightedImage = image }
        if let highlighted = coder.decodedFlag("highlighted") { isHighlighted = highlighted }
    }

    private var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? bounds.size }

    /// Where the image is drawn, in the view's coordinates.
    public var imageRect: CGRect? {
        guard let image = shownImage else { return nil }
        return contentMode.rect(forContentOfSize: image.size, in: bounds)
    }

    open override func draw(_ rect: CGRect) {
        // A catalog image with a dark variant shows the one for this view's traits; an
        // animation shows its current frame, an animated image the frame for now.
        guard let still = frames.current ?? shownImage?.currentFrame, let imageRect else { return }
        var image = still.resolved(for: traitCollection)
        if let configuration = preferredSymbolConfiguration, image.symbol != nil { image = image.withConfiguration(configuration) }
        // Resizable, mirrored and right-to-left images draw themselves.
        let mirrors = image.flipsForRightToLeftLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
        if image.symbol == nil, image.capInsets != .zero || image.imageOrientation == .upMirrored || mirrors {
            return (mirrors ? image.withHorizontallyFlippedOrientation() : image).draw(in: imageRect)
        }
        // A symbol is drawn as vectors in the tint colour, at the size it is shown.
        if let symbol = image.symbol { return SymbolGlyphs.draw(symbol, in: imageRect, tint: tintColor ?? .systemBlue) }
        // A template bitmap is its shape in the image's own tint, else the view's.
        if image.isTemplateBitmap {
            return UIGraphicsGetCurrentContext()?.draw(image, in: imageRect, tintedWith: image.storedTintColor ?? tintColor ?? .systemBlue) ?? ()
        }
        UIGraphicsGetCurrentContext()?.draw(image, in: imageRect)
    }
}
