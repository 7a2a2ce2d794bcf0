import Foundation
import Tessera

/// A device a view controller is snapshotted on: its screen size in points, its safe area and
/// its traits. The presets are swift-snapshot-testing's, with its names, so
/// `.image(on: .iPhone13)` means the same on Linux as on a simulator.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone: its portrait size and safe area, turned for landscape.
    static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat,
                      portrait: UIEdgeInsets, landscape: UIEdgeInsets, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: landscape, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    /// An iPad's full-screen or split-view width at its height in each orientation.
    static func tablet(_ orientation: TabletOrientation, portrait: CGSize, landscapeWidths: (CGFloat, CGFloat, CGFloat),
                       portraitWidths: (CGFloat, CGFloat), safeArea: UIEdgeInsets, compactHalf: Bool = true) -> ViewImageConfig {
        let size: CGSize
        let compact: Bool
        switch orientation {
        case .landscape(let split):
            let height = portrait.width
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: landscapeWidths.0, height: height), true)
            case .oneHalf: (size, compact) = (CGSize(width: landscapeWidths.1, height: height), compactHalf)
            case .twoThirds: (size, compact) = (CGSize(width: landscapeWidths.2, height: height), false)
            case .full: (size, compact) = (CGSize(width: portrait.height, height: height), false)
            }
        case .portrait(let split):
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: portraitWidths.0, height: portrait.height), true)
            case .twoThirds: (size, compact) = (CGSize(width: portraitWidths.1, height: portrait.height), true)
            case .full: (size, compact) = (portrait, false)
            }
        }
        return ViewImageConfig(safeArea: safeArea, size: size, traits: compact ? .iPadCompactSplitView : .iPadFull)
    }

    static func fullTablet(_ orientation: Orientation, _ make: (TabletOrientation) -> ViewImageConfig) -> ViewImageConfig {
        make(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }
}
