import Foundation

/// A collection view's view for one item, with UIKit's layers from back to front: the cell's
/// background colour, ``backgroundView``, ``selectedBackgroundView`` (shown while selected or
/// highlighted) and ``contentView``, where your content goes.
@preconcurrency @MainActor open class UICollectionViewCell: UICollectionReusableView {
    /// Put the cell's content here; it fills the cell.
    public let contentView: UIView
    open var backgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    open var selectedBackgroundView: UIView? {
        didSet { oldValue?.removeFromSuperview(); installBackgrounds() }
    }
    /// Set by the collection view as the user selects; shows the selected background.
    open var isSelected = false { didSet { updateSelectedBackground(); if oldValue != isSelected { setNeedsUpdateConfiguration() } } }
    /// Set while a finger is down on the cell; shows the selected background.
    open var isHighlighted = false { didSet { updateSelectedBackground(); if oldValue != isHighlighted { setNeedsUpdateConfiguration() } } }

    /// The cell's content by value; the cell shows it in a view it makes once and updates
    /// (see ``UIContentConfiguration``).
    open var contentConfiguration: UIContentConfiguration? { didSet { showContentConfiguration() } }
    /// Whether a change of state (selected, highlighted, ...) gives the content configuration
    /// its version for the new state (`updated(for:)`).
    open var automaticallyUpdatesContentConfiguration = true
    /// The cell's background by value (see ``UIBackgroundConfiguration``).
    open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { showBackgroundConfiguration() } }
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell and its state whenever its configuration is updated; setting it
    /// asks for an update (UIKit's documented behaviour), so a handler set in
    /// `collectionView(_:cellForItemAt:)` has run before the cell first shows.
    open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// The view showing ``contentConfiguration``, inside ``contentView``.
    var configuredContentView: (UIView & UIContentView)?
    var configuredBackgroundView: BackgroundConfigurationView?
    /// A new or reused cell is updated before it shows (``updateConfigurationIfNeeded()``).
    var needsConfigurationUpdate = true
    /// Set while ``updateConfiguration(using:)`` and the handler run: a request made then is
    /// dropped, as the update it asks for is the one under way.
    var isUpdatingConfiguration = false
    /// Whether swipe actions are showing beside the cell's content.
    var isSwiped = false { didSet { if oldValue != isSwiped { setNeedsUpdateConfiguration() } } }

    /// The collection view showing the cell (through a strip's scroll view, too).
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let v = view {
            if let collectionView = v as? UICollectionView { return collectionView }
            view = v.superview
        }
        return nil
    }

    /// The cell's current state: its selection and highlight and its traits. Override it to add
    /// your own (`state[.isArchived] = isArchived`, with a ``UIConfigurationStateCustomKey``).
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isSwiped = isSwiped
        // Disabled: the cell takes no touches (UIKit leaves what "disabled" means for a cell to
        // the app; this is the view's own sense of it).
        state.isDisabled = !isUserInteractionEnabled
        if let collectionView = owningCollectionView {
            state.isEditing = collectionView.isEditing
            if let path = appliedAttributes?.indexPath, appliedAttributes?.representedElementCategory == .cell {
                state.isFocused = collectionView.keyboardFocus == path
                state.isReordering = collectionView.interactiveMovement?.current == path
                state.cellDragState = collectionView.dragState(of: path)
                state.cellDropState = collectionView.dropState(of: path)
            }
            // The index path the cell was last placed at: no search of the views on screen.
            if let outline = collectionView.dataSource as? OutlineDataSource, let path = appliedAttributes?.indexPath {
                state.isExpanded = outline.isExpanded(at: path)
            }
        }
        return state
    }

    /// Asks for a configuration update before the next layout.
    ///
    /// Asked while the cell's own update runs (from ``updateConfiguration(using:)`` or
    /// ``configurationUpdateHandler``), the request is dropped and reported once for the class:
    /// honouring it would update the cell again on every layout pass, for ever.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else {
            TesseraDiagnostics.reportOnce("\(type(of: self)) called setNeedsUpdateConfiguration() while updating its configuration (from updateConfiguration(using:) or configurationUpdateHandler); the request is ignored, as that update is the one under way")
            return
        }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to configure the cell for `state`; the default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A cell from an Interface Builder document (a xib cell, a storyboard prototype): its
    /// content view is the document's, with its subviews, sized to the cell as UIKit keeps it.
    public required init?(coder: NSCoder) {
        contentView = coder.decoded("contentView", as: UIView.self) ?? UIView()
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(contentView, at: 0)
    }

    /// Resets the highlighted and selected state, as UIKit's does.
    /// A cell can take the keyboard focus; its list decides (`allowsFocus`, the delegate's
    /// `canFocus…At`), as in UIKit.
    open override var canBecomeFocused: Bool { true }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
        setNeedsUpdateConfiguration()
    }

    private func installBackgrounds() {
        for view in [selectedBackgroundView, backgroundView].compactMap({ $0 }) {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { updateConfigurationNow() }
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    /// Self-sizing: the attributes with the size the cell's content needs.
    ///
    /// A cell whose content view has constraints is measured by Auto Layout, as in UIKit:
    /// `contentView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// with the attributes' size as the target, each axis `.required` when the layout fixes
    /// it (a list's width) and `.fittingSizeLevel` when it is estimated. Otherwise
    /// ``UIView/sizeThatFits(_:)`` measures it.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if !contentView.activeConstraintsInSubtree.isEmpty {
            let fixed = layoutAttributes.fixedAxes
            let size = contentView.systemLayoutSizeFitting(layoutAttributes.size,
                                                           withHorizontalFittingPriority: fixed.horizontal ? .required : .fittingSizeLevel,
                                                           verticalFittingPriority: fixed.vertical ? .required : .fittingSizeLevel)
            layoutAttributes.size = CGSize(width: ceil(size.width), height: ceil(size.height))
            return layoutAttributes
        }
        let fitted = configuredContentView.map { $0.sizeThatFits(layoutAttributes.size) } ?? sizeThatFits(layoutAttributes.size)
        guard fitted != layoutAttributes.size, fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0,
              let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        copy.size = fitted
        return copy
    }
}
