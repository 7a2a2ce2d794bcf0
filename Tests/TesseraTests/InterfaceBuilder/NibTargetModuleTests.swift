import Foundation
import Testing
@testable import Tessera

/// A view class the documents below name.
final class TargetModuleProbeView: UIView {}

/// "Inherit Module From Target": a document written when the app's target had another name
/// still finds its classes in the app's module.
@MainActor struct NibTargetModuleTests {
    @Test func aClassIsFoundInTheWrittenModuleThenInTheTargets() throws {
        #expect(NibClasses.customClass("TargetModuleProbeView", module: "OldAppName") == nil, "the written module alone: not found")
        let found = try #require(NibClasses.customClass("TargetModuleProbeView", module: "OldAppName", targetModule: "TesseraTests"))
        #expect(found is TargetModuleProbeView.Type)
        #expect(NibClasses.customClass("TargetModuleProbeView", module: "TesseraTests", targetModule: "Elsewhere") is TargetModuleProbeView.Type)
    }

    @Test func aDocumentThatInheritsTheModuleMakesTheAppsClass() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="root" customClass="TargetModuleProbeView" customModule="OldAppName" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                </view>
            </objects>
        </document>
        """
        let previous = NibClasses.targetModule
        NibClasses.targetModule = "TesseraTests"
        defer { NibClasses.targetModule = previous }
        let objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil)
        #expect(objects.first is TargetModuleProbeView, "\(objects)")
    }
}
