import Foundation
import SnapshotTesting
import Tessera
import TesseraTesting

/// The accessibility tree as a screen reader reads it, one line a node (role, label, value,
/// traits, identifier, row and column, frame, actions), indented by depth; a list's items on
/// screen and a count of the rest. A diff shows what a VoiceOver user would hear change.
///
/// ```swift
/// assertSnapshot(of: SettingsViewController(), as: .accessibilityTree(on: .iPhone13))
/// ```
/// - Note: Tessera's own strategy; swift-snapshot-testing has none for accessibility.
extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller's view as a screen reader reads it, hosted on a device.
    public static var accessibilityTree: Snapshotting { .accessibilityTree() }

    /// The controller's view as a screen reader reads it, hosted on `config` with `traits`.
    public static func accessibilityTree(on config: ViewImageConfig = .init(), traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            SnapshotHost.onMain("") {
                SnapshotHost.hosting(controller, config: config, traits: traits) { _ in
                    AccessibilityTreeDescription.describe(controller.view)
                }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view as a screen reader reads it, laid out at its size.
    public static var accessibilityTree: Snapshotting { .accessibilityTree() }

    /// The view as a screen reader reads it, laid out at `size` with `traits`.
    public static func accessibilityTree(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            SnapshotHost.onMain("") {
                SnapshotHost.hosting(view, size: size, traits: traits) { _ in AccessibilityTreeDescription.describe(view) }
            }
        }
    }
}

extension Snapshotting where Value == HeadlessScreen, Format == String {
    /// The screen's window as a screen reader reads it, once it settles.
    public static var accessibilityTree: Snapshotting {
        SimplySnapshotting.lines.pullback { screen in
            SnapshotHost.onMain("") {
                SnapshotHost.settle(screen)
                return screen.accessibilityTreeDescription()
            }
        }
    }
}
