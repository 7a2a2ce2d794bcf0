import Foundation
import SnapshotTesting
import Tessera

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for comparing view controller views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing view controller views based on pixel equality, on a
    /// device.
    ///
    /// The controller becomes the root of a headless screen of the device's size, safe area and
    /// traits (`traits` over them), settles on the virtual clock, and is drawn with its window
    /// at the traits' display scale (2 when they name none).
    ///
    /// ```swift
    /// assertSnapshot(of: controller, as: .image(on: .iPhone13))
    /// ```
    ///
    /// - Parameters:
    ///   - config: A set of device configuration settings.
    ///   - drawHierarchyInKeyWindow: Accepted for source compatibility.
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be
    ///     considered a match (CIE 1994 ΔE).
    ///   - size: A view size override.
    ///   - traits: A trait collection override.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { controller in
                SnapshotHost.onMain(UIImage()) { SnapshotHost.image(of: controller, config: config, traits: traits) }
            }
    }

    /// A snapshot strategy for comparing view controller views based on pixel equality, at the
    /// view's own size (or `size`) with no safe area.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), precision: precision,
               perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A snapshot strategy for comparing view controllers based on their embedded controller
    /// hierarchy: each controller, whether its view is in the window, and its view's class.
    ///
    /// ```
    /// <UINavigationController>, state: appeared, view: <NavigationContainerView>
    ///    | <ContactsTableViewController>, state: appeared, view: <UITableView>
    /// ```
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            SnapshotHost.onMain("") {
                SnapshotHost.hosting(controller, config: ViewImageConfig(), traits: .init()) { _ in ViewDescription.hierarchy(controller) }
            }
        }
    }

    /// A snapshot strategy for comparing view controller views based on a recursive description
    /// of their properties and hierarchies.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// A snapshot strategy for comparing view controller views based on a recursive description
    /// of their properties and hierarchies, on a device.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIViewController, String> {
        let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
        return SimplySnapshotting.lines.pullback { controller in
            SnapshotHost.onMain("") {
                SnapshotHost.hosting(controller, config: config, traits: traits) { _ in ViewDescription.recursive(controller.view) }
            }
        }
    }

    /// A snapshot strategy that lists what the controller's collection view shows: each visible
    /// element's kind, index path and frame, then anything not at rest (alpha, z-index,
    /// transform). The controller is hosted on `config` as ``image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)``
    /// hosts it; the collection view is the first one found in its views, breadth first.
    ///
    /// Not in swift-snapshot-testing: a layout's diff reads in review as a list of frames.
    public static func visibleElements(on config: ViewImageConfig = .init(), traits: UITraitCollection = .init())
        -> Snapshotting<UIViewController, String> {
        SimplySnapshotting.lines.pullback { controller in
            SnapshotHost.onMain("") {
                SnapshotHost.hosting(controller, config: config, traits: traits) { _ in
                    guard let collectionView = CollectionDescription.firstCollectionView(in: controller.view) else {
                        return "no UICollectionView in \(type(of: controller))'s views"
                    }
                    return CollectionDescription.visibleElements(of: collectionView)
                }
            }
        }
    }
}
