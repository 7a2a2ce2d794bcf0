import Foundation
import Tessera

/// The phones and tablets of swift-snapshot-testing 1.19, with its sizes and safe areas.
extension ViewImageConfig {
    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, portrait: statusBar, landscape: .zero, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, portrait: statusBar, landscape: .zero, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, portrait: statusBar, landscape: .zero, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portrait: notch44, landscape: notch44Landscape, traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portrait: notch44, landscape: notch44Landscape, traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portrait: notch44, landscape: notch44Landscape, traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portrait: notch47, landscape: notch47Landscape, traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portrait: notch47, landscape: notch47Landscape, traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portrait: notch47, landscape: notch47Landscape, traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portrait: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portrait: notch47, landscape: notch47Landscape, traits: .iPhone13ProMax(orientation))
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { fullTablet(orientation, iPadMini) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 768, height: 1024), landscapeWidths: (320, 507, 694),
               portraitWidths: (320, 438), safeArea: statusBar)
    }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { fullTablet(orientation, iPad10_2) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 810, height: 1080), landscapeWidths: (320, 535, 750),
               portraitWidths: (320, 480), safeArea: statusBar)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { fullTablet(orientation, iPadPro10_5) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 834, height: 1112), landscapeWidths: (320, 551, 782),
               portraitWidths: (320, 504), safeArea: statusBar)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { fullTablet(orientation, iPadPro11) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 834, height: 1194), landscapeWidths: (375, 592, 809),
               portraitWidths: (320, 504), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { fullTablet(orientation, iPadPro12_9) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, portrait: CGSize(width: 1024, height: 1366), landscapeWidths: (375, 678, 981),
               portraitWidths: (375, 639), safeArea: statusBar, compactHalf: false)
    }

    private static let notch44 = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notch44Landscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    private static let notch47 = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let notch47Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
}
