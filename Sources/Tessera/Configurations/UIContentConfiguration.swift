import Foundation

/// A view's content described by value: it makes the view that shows it, and gives the
/// version of itself for a state (selected, highlighted, ...).
///
/// Set one as a cell's `contentConfiguration`; the cell makes the content view once and, for
/// each later configuration the view `supports`, hands it over instead of making another.
@preconcurrency @MainActor public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a new view is made). Default: when it
    /// is of the same type as the current one.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
