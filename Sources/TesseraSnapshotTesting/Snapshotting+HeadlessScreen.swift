import Foundation
import SnapshotTesting
import Tessera
import TesseraTesting

extension Snapshotting where Value == HeadlessScreen, Format == UIImage {
    /// A screen you drive (taps, scrolls, the virtual clock), drawn once it settles — or, in
    /// ``Snapshotting/wait(virtual:on:)``, after exactly that much virtual time.
    ///
    /// ```swift
    /// screen.tap(at: CGPoint(x: 100, y: 200))
    /// assertSnapshot(of: screen, as: .image)
    /// ```
    public static var image: Snapshotting { .image() }

    /// A screen you drive, compared with the given precisions.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { screen in SnapshotHost.onMain(UIImage()) { SnapshotHost.image(of: screen) } }
    }
}

extension Snapshotting where Value == HeadlessScreen, Format == String {
    /// The screen's window as UIKit's `recursiveDescription` prints it, once it settles.
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting.lines.pullback { screen in
            SnapshotHost.onMain("") {
                SnapshotHost.settle(screen)
                return ViewDescription.recursive(screen.window)
            }
        }
    }

    /// What the screen's first collection view shows (``Snapshotting/visibleElements``), once
    /// it settles.
    public static var visibleElements: Snapshotting {
        SimplySnapshotting.lines.pullback { screen in
            SnapshotHost.onMain("") {
                SnapshotHost.settle(screen)
                guard let collectionView = CollectionDescription.firstCollectionView(in: screen.window) else {
                    return "no UICollectionView on the screen"
                }
                return CollectionDescription.visibleElements(of: collectionView)
            }
        }
    }
}
