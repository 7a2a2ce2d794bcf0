import Foundation

/// Cells configured by value (iOS 14): the content and background configurations, the
/// configuration state, and its updates.
///
/// A state change (selection, highlight) marks the configuration for update; before the next
/// layout the cell calls ``updateConfiguration(using:)``, then ``configurationUpdateHandler``,
/// then gives its configurations their versions for the state (when they update
/// automatically), in UIKit's order.
extension UICollectionViewCell {
    /// Runs a pending update now: the collection view calls it when the cell has its
    /// attributes and before it is measured, so a cell configured only in
    /// ``updateConfiguration(using:)`` or its handler is sized and drawn with its content.
    func updateConfigurationIfNeeded() {
        if needsConfigurationUpdate { updateConfigurationNow() }
    }

    /// Runs a pending update at once.
    func updateConfigurationNow() {
        needsConfigurationUpdate = false
        let state = configurationState
        isUpdatingConfiguration = true
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        isUpdatingConfiguration = false
        FocusHalo.set(state.isFocused, on: self)
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
    }

    /// Shows ``contentConfiguration``: in the view already made when it supports it, else in a
    /// new one filling the content view.
    func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let view = configuredContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            configuredContentView = view
        }
    }

    /// Shows ``backgroundConfiguration`` behind everything else of the cell.
    func showBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let view = configuredBackgroundView ?? BackgroundConfigurationView()
        if configuredBackgroundView == nil {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            configuredBackgroundView = view
        }
        view.configuration = configuration
    }
}
