import Foundation

/// Layout guides for the parts of a list content view, so other views (a custom cell's own
/// views, the cell's separator) can line up with its image and texts.
extension UIListContentView {
    /// The text's area, or nil when the configuration has no text.
    public var textLayoutGuide: UILayoutGuide? {
        textLabel.isHidden ? nil : guide(following: textLabel)
    }

    /// The secondary text's area, or nil when the configuration has none.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        secondaryTextLabel.isHidden ? nil : guide(following: secondaryTextLabel)
    }

    /// The image's area, or nil when the configuration has no image.
    public var imageLayoutGuide: UILayoutGuide? {
        imageView.isHidden ? nil : guide(following: imageView)
    }

    /// The guide following `part`'s frame, made the first time it is asked for. It is a
    /// rectangle computed from the part (as the safe-area guide is from its view), so the parts
    /// keep being laid out by this view; Auto Layout is told when they move.
    private func guide(following part: UIView) -> UILayoutGuide {
        if let existing = partGuides[ObjectIdentifier(part)] { return existing }
        let name = part === imageView ? "image" : part === textLabel ? "text" : "secondaryText"
        let guide = UILayoutGuide.system("UIListContentView.\(name)LayoutGuide", of: self, frame: { _ in part.frame }, insets: { owner in
            UIEdgeInsets(top: part.frame.minY, left: part.frame.minX,
                         bottom: owner.bounds.height - part.frame.maxY, right: owner.bounds.width - part.frame.maxX)
        })
        addLayoutGuide(guide)
        partGuides[ObjectIdentifier(part)] = guide
        partGuideFrames[ObjectIdentifier(part)] = part.frame
        return guide
    }

    /// After the parts are laid out: Auto Layout places what follows a guide whose part moved.
    func partsDidMove() {
        for part in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            let key = ObjectIdentifier(part)
            guard let guide = partGuides[key], partGuideFrames[key] != part.frame else { continue }
            partGuideFrames[key] = part.frame
            constraintEngineIfAny?.guideDidChange(guide)
        }
    }
}
