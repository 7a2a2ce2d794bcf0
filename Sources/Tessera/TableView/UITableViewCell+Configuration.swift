import Foundation

/// A table cell's configurations (iOS 14): the views showing the content and background
/// configurations and the pending update, in the order UIKit runs it — `updateConfiguration(using:)`,
/// then `configurationUpdateHandler`, then the configurations' versions for the state. Owned
/// by the cell; the content and background views are the same kinds a collection view cell
/// makes.
@MainActor final class TableCellConfiguration {
    private(set) var contentView: (UIView & UIContentView)?
    private(set) var backgroundView: BackgroundConfigurationView?
    private var needsUpdate = true
    private var isUpdating = false

    func state(of cell: UITableViewCell) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: cell.traitCollection)
        state.isSelected = cell.isSelected
        state.isHighlighted = cell.isHighlighted
        state.isEditing = cell.isEditing
        state.isSwiped = cell.isSwiped
        state.isFocused = cell.isFocusedRow
        state.isDisabled = !cell.isUserInteractionEnabled
        return state
    }

    /// Asks for an update before the next layout; a request made during the update is dropped
    /// (and said once), as it would update the cell on every pass for ever.
    func setNeedsUpdate(_ cell: UITableViewCell) {
        guard !isUpdating else {
            TesseraDiagnostics.reportOnce("\(type(of: cell)) called setNeedsUpdateConfiguration() while updating its configuration; the request is ignored, as that update is the one under way")
            return
        }
        needsUpdate = true
        cell.setNeedsLayout()
    }

    func updateIfNeeded(_ cell: UITableViewCell) {
        guard needsUpdate else { return }
        needsUpdate = false
        let state = cell.configurationState
        isUpdating = true
        cell.updateConfiguration(using: state)
        cell.configurationUpdateHandler?(cell, state)
        isUpdating = false
        if cell.automaticallyUpdatesContentConfiguration, let content = cell.contentConfiguration {
            cell.contentConfiguration = content.updated(for: state)
        }
        if cell.automaticallyUpdatesBackgroundConfiguration, let background = cell.backgroundConfiguration {
            cell.backgroundConfiguration = background.updated(for: state)
        }
    }

    /// Shows the content configuration in the view already made when it supports it, else in
    /// a new one filling the content view (the style's labels step aside).
    func showContent(in cell: UITableViewCell) {
        guard let configuration = cell.contentConfiguration else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        if let view = contentView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        contentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = cell.contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.contentView.addSubview(view)
        contentView = view
    }

    /// Shows the background configuration behind everything else of the cell.
    func showBackground(in cell: UITableViewCell) {
        guard let configuration = cell.backgroundConfiguration else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let view = backgroundView ?? BackgroundConfigurationView()
        if backgroundView == nil {
            view.frame = cell.bounds
            cell.insertSubview(view, at: 0)
            backgroundView = view
        }
        view.configuration = configuration
    }
}
