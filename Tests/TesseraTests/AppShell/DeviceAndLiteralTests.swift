import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// UIDevice's desktop answers, and the image and colour literals Xcode writes.
@MainActor struct DeviceAndLiteralTests {
    @Test func aDesktopDevice() {
        let device = UIDevice.current
        #expect(device.systemName == "Linux" && !device.systemVersion.isEmpty)
        #expect(device.name == ProcessInfo.processInfo.hostName)
        #expect(device.orientation == .unknown && !device.orientation.isValidInterfaceOrientation)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        #expect(device.userInterfaceIdiom == UIScreen.main.userInterfaceIdiom)
        if FileManager.default.fileExists(atPath: "/etc/machine-id") {
            #expect(device.identifierForVendor != nil && device.identifierForVendor == UIDevice.current.identifierForVendor, "stable")
        }
    }

    @Test func colourAndImageLiterals() {
        _ = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        #expect(color.red == 1 && color.green == 0.5 && color.blue == 0.25)
        UIImage.register(bundle: .module)
        let image: UIImage = #imageLiteral(resourceName: "Badge")
        #expect(image.size == CGSize(width: 4, height: 4), "the catalog's image set")
        let missing: UIImage = #imageLiteral(resourceName: "NoSuchImage")
        #expect(missing.size == .zero, "an empty image, not a crash")
    }
}
