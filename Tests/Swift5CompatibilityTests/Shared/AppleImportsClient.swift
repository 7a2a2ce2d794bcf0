// A file as an iOS library writes it: Apple's module names, a fence on canImport(UIKit), UTType
// for drag and drop. Compiled unchanged in the Swift 5 and Swift 6 modes.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif
import CoreGraphics
import QuartzCore
import UniformTypeIdentifiers
import Testing

#if canImport(UIKit)
extension UIColor {
    /// Only in the UIKit branch: a call compiles only if the branch is taken.
    static var fencedAccent: UIColor { UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1) }
}
#endif

@MainActor
private func tiltedLayer() -> CALayer {
    let layer = CALayer()
    layer.transform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    return layer
}

@MainActor
struct AppleImportsClientTests {
    @Test func theUIKitBranchOfAFenceIsTaken() {
        #expect(UIColor.fencedAccent == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
    }

    @Test func quartzCoreAndCoreGraphicsNamesResolve() {
        let layer = tiltedLayer()
        #expect(layer.bounds.width == 40)
        #expect(abs(layer.transform.m12 - sin(CGFloat.pi / 8)) < 1e-9)
    }

    @Test func typesConformAsOnIOS() {
        let provider = NSItemProvider(object: "Tessera" as NSString)
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(provider.registeredContentTypes == [.utf8PlainText])
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "image/png")?.preferredFilenameExtension == "png")
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.isSubtype(of: .image))
        #expect(!UTType.image.conforms(to: .png))
        let card = UTType(exportedAs: "com.example.card", conformingTo: .json)
        #expect(card.conforms(to: .text))
        #expect(UTType("") == nil)
    }
}
