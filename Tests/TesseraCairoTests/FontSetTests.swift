import Foundation
import Testing
@_spi(Host) import Tessera
import TesseraCairo
import TesseraTesting

/// The headless host's pinned fonts: families chosen by name from the six faces of
/// fonts-dejavu-core, the same choice on every machine.
@MainActor struct FontSetTests {
    @Test func pinnedFontsChooseAmongTheThreeDejaVuFamiliesByName() {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        #expect(FontSet.current == .pinned)
        let text = Platform.textSystem
        #expect(text.resolvedFamilyName(for: UIFont(name: "Menlo-Regular", size: 12)!) == "DejaVu Sans Mono")
        #expect(text.resolvedFamilyName(for: UIFont(name: "Georgia", size: 12)!) == "DejaVu Serif")
        #expect(text.resolvedFamilyName(for: UIFont(name: "HelveticaNeue-Bold", size: 12)!) == "DejaVu Sans")
        #expect(text.resolvedFamilyName(for: .systemFont(ofSize: 17)) == "DejaVu Sans")
    }

    @Test func aScreenWithTheSystemsFontsSwitchesBackAndForth() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Pinned glyphs"
        label.font = .italicSystemFont(ofSize: 20)
        func render(_ fonts: FontSet) throws -> Data {
            let screen = HeadlessScreen(size: CGSize(width: 200, height: 30), scale: 2, fonts: fonts)
            let copy = UILabel(frame: label.frame)
            copy.text = label.text
            copy.font = label.font
            screen.window.addSubview(copy)
            screen.runUntilIdle()
            return try screen.renderPNG()
        }
        let first = try render(.pinned)
        _ = try render(.system)
        #expect(FontSet.current == .system)
        let again = try render(.pinned)
        #expect(first == again, "back on pinned fonts, the same bytes")
    }
}
