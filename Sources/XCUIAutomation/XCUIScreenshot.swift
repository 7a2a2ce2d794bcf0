import Foundation
@_spi(Host) import Tessera
import TesseraCairo
import TesseraTesting

/// A picture of the screen or of one element, drawn by the headless screen.
open class XCUIScreenshot: NSObject, @unchecked Sendable {
    /// The picture as PNG.
    public let pngRepresentation: Data
    private let scale: CGFloat

    init(pngData: Data, scale: CGFloat = 1) {
        pngRepresentation = pngData
        self.scale = scale
    }

    /// The screen now, cropped to `crop` (points) when given.
    @MainActor convenience init(screen: HeadlessScreen, crop: CGRect? = nil) {
        var image = screen.renderImage()
        if let crop {
            let pixels = CGRect(x: crop.minX * screen.scale, y: crop.minY * screen.scale,
                                width: crop.width * screen.scale, height: crop.height * screen.scale)
            image = image.cropped(to: pixels)
        }
        self.init(pngData: (try? image.pngData()) ?? Data(), scale: screen.scale)
    }

    /// The picture as an image, at the screen's scale.
    open var image: UIImage { MainThread.run { UIImage(data: pngRepresentation, scale: scale) ?? UIImage() } }
}

/// The screen the app is shown on.
open class XCUIScreen: NSObject, @unchecked Sendable {
    /// The one screen.
    public static let main = XCUIScreen()
    /// Every screen there is (one).
    public static var screens: [XCUIScreen] { [main] }

    /// The screen as it shows now (empty when no app runs).
    open func screenshot() -> XCUIScreenshot {
        MainThread.run {
            guard let app = RunningApp.current else { return XCUIScreenshot(pngData: Data()) }
            return XCUIScreenshot(screen: app.screen)
        }
    }

    /// Points to pixels.
    open var scale: CGFloat { MainThread.run { RunningApp.current?.screen.scale ?? 2 } }
}
