import Foundation

/// An invisible region that sends the keyboard focus on to other views. In Tessera's Tab
/// order (reading order, as ``KeyboardFocus`` moves it), an enabled guide with preferred
/// environments puts the first focusable one of them at the guide's place: Tab reaches that
/// view where the guide sits, and no longer where the view itself sits. A disabled guide, or
/// one with nothing preferred, changes nothing.
/// - Note: UIKit's guides steer the arrow keys' geometric moves; on a desktop the Tab key moves
///   the focus between controls, so Tessera applies a guide to the Tab order.
@preconcurrency @MainActor open class UIFocusGuide: UILayoutGuide {
    /// Whether the guide sends the focus on (true by default).
    open var isEnabled = true

    /// Where the guide sends the focus, most preferred first; setting nil empties it.
    open var preferredFocusEnvironments: [UIFocusEnvironment]! {
        get { preferred.compactMap { $0.environment } }
        set { preferred = (newValue ?? []).map(WeakEnvironment.init) }
    }

    /// Held weakly, as UIKit's guide holds its views.
    private var preferred: [WeakEnvironment] = []

    private struct WeakEnvironment {
        weak var environment: UIFocusEnvironment?
        init(_ environment: UIFocusEnvironment) { self.environment = environment }
    }

    /// The view the guide sends Tab to, when it is enabled and one of its preferred
    /// environments can take the focus.
    var redirect: UIView? {
        guard isEnabled, owningView?.window != nil else { return nil }
        for environment in preferredFocusEnvironments {
            if let spot = FocusSearch.spot(in: environment) { return spot.view }
        }
        return nil
    }
}
