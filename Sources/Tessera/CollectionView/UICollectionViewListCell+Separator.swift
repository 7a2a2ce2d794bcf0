import Foundation

extension UICollectionViewListCell {
    /// Where the row's separators start: their leading edge follows this guide's leading edge
    /// when the list's separator insets are automatic. It starts 20 points in (where a row's
    /// text starts by default), at a low priority, so a constraint of the app's own moves it —
    /// `separatorLayoutGuide.leadingAnchor.constraint(equalTo: textLayoutGuide.leadingAnchor)`
    /// lines the separator up with a custom cell's text, as in Apple's custom-cell sample.
    public var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCell.separatorLayoutGuide"
        addLayoutGuide(guide)
        let start = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: UIListSeparatorConfiguration.defaultLeadingInset)
        start.priority = .defaultLow
        NSLayoutConstraint.activate([
            start,
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        separatorGuide = guide
        guide.solvedFrameObserver = { [weak self] _ in self?.reportSeparatorLeading() }
        setNeedsLayout()
        return guide
    }

    /// When Auto Layout moved the guide's leading edge, the list places this row's separators
    /// again (its layout reads ``separatorLeading`` for automatic insets).
    func reportSeparatorLeading() {
        guard let guide = separatorGuide else { return }
        let leading = guide.layoutFrame.minX
        guard leading.isFinite, leading != separatorLeading else { return }
        separatorLeading = leading
        owningCollectionView?.collectionViewLayout.invalidateLayout()
    }
}
