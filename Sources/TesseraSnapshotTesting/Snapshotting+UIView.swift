import Foundation
import SnapshotTesting
import Tessera

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for comparing views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing views based on pixel equality.
    ///
    /// The view is put alone on a headless screen of its size (or `size`), with `traits` over
    /// the screen's, left to settle on the virtual clock, and drawn at the traits' display
    /// scale (2 when they name none) over a clear background.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility; a Tessera view is
    ///     always drawn the way its window draws it.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
    ///     considered a match (CIE 1994 ΔE).
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                SnapshotHost.onMain(UIImage()) { SnapshotHost.image(of: view, size: size, traits: traits) }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// A snapshot strategy for comparing views based on a recursive description of their
    /// properties and hierarchies.
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .recursiveDescription)
    /// ```
    ///
    /// Records one line a view, indented by depth, as UIKit's `recursiveDescription` prints
    /// them without addresses:
    ///
    /// ```
    /// <UIView; frame = (0 0; 390 844)>
    ///    | <UILabel; frame = (16 20; 120 21); text = 'Hello'; userInteractionEnabled = NO>
    /// ```
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A snapshot strategy for comparing views based on a recursive description of their
    /// properties and hierarchies, laid out at `size` with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { view in
            SnapshotHost.onMain("") {
                SnapshotHost.hosting(view, size: size, traits: traits) { _ in ViewDescription.recursive(view) }
            }
        }
    }
}
