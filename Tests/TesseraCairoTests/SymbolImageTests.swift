import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraCairo
import TesseraTesting

/// Tessera's system symbols: drawn as vectors in the tint, sized by their configuration.
@MainActor struct SymbolImageTests {
    @Test func knownNamesMakeSymbolsAndUnknownOnesNil() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.size == CGSize(width: 20, height: 20))
        #expect(UIImage(systemName: "not.a.symbol") == nil)
        let large = try #require(UIImage(systemName: "heart", withConfiguration: .init(pointSize: 34, weight: .bold, scale: .large)))
        #expect(large.size.width == (34 * 20 / 17 * 1.29).rounded())
        #expect(large.symbolConfiguration?.weight == .bold)
        let tinted = star.withTintColor(.systemRed)
        #expect(tinted.isSymbolImage && tinted !== star)
        #expect(UIImage.systemSymbolNames.count >= 60)
    }

    @Test func everySymbolDrawsInItsTintInsideItsBox() throws {
        let names = UIImage.systemSymbolNames
        let columns = 8
        let screen = HeadlessScreen(size: CGSize(width: CGFloat(columns) * 44, height: CGFloat((names.count + columns - 1) / columns) * 44), scale: 2)
        screen.window.backgroundColor = .white
        var views: [UIImageView] = []
        for (index, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: .init(pointSize: 24)))
            view.tintColor = .systemBlue
            view.frame = CGRect(x: CGFloat(index % columns) * 44 + 8, y: CGFloat(index / columns) * 44 + 8, width: 28, height: 28)
            screen.window.addSubview(view)
            views.append(view)
        }
        screen.runUntilIdle()
        if let out = ProcessInfo.processInfo.environment["TESSERA_SYMBOLS_PNG"] { try screen.writePNG(to: URL(fileURLWithPath: out)) }
        let image = screen.renderImage()
        for (name, view) in zip(names, views) {
            var blue = 0
            for y in stride(from: Int(view.frame.minY) * 2, to: Int(view.frame.maxY) * 2, by: 2) {
                for x in stride(from: Int(view.frame.minX) * 2, to: Int(view.frame.maxX) * 2, by: 2) {
                    let p = image.rgba(x: x, y: y)
                    if p.b > 200, p.r < 120 { blue += 1 }
                }
            }
            #expect(blue > 8, "\(name) draws in its tint (\(blue) blue samples)")
        }
    }
}
