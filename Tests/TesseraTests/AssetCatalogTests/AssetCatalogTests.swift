import Foundation
import Testing
@_spi(Host) @testable import Tessera
import TesseraCairo
import TesseraTesting

/// The test bundle's Assets.xcassets (Tests/TesseraTests/AssetCatalogs), as Xcode writes it:
/// Brand (sRGB, a Display P3 dark appearance and an 8-bit high-contrast one), Ink (grey),
/// Tint (the system blue), Broken (a component that is not a number), Badge (red at 1× and 2×,
/// blue for dark), Icons/Star in a namespace, and Config, a JSON data set.
@MainActor struct AssetCatalogColorTests {
    private func components(_ color: UIColor) -> [Double] {
        [color.red, color.green, color.blue, color.alpha].map { (Double($0) * 1000).rounded() / 1000 }
    }

    @Test func aNamedColourFollowsTheAppearance() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(brand.isDynamic)
        #expect(components(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == [1, 0.5, 0.2, 1],
                "floats and 0x33 as Xcode writes them")
        let p3 = UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        #expect(components(brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == components(p3))
        let high = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(accessibilityContrast: .high)])
        #expect(components(brand.resolvedColor(with: high)) == [0, 0, 0.502, 1], "8-bit components, the high-contrast entry")
    }

    @Test func givenTraitsPickOneColour() throws {
        let dark = try #require(UIColor(named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!dark.isDynamic)
        #expect(components(dark) == components(UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.8, alpha: 1)))
    }

    @Test func greyAndSystemColours() throws {
        let ink = try #require(UIColor(named: "Ink", in: .module, compatibleWith: nil))
        #expect(components(ink.resolvedColor(with: UITraitCollection())) == [0.25, 0.25, 0.25, 0.5])
        let tint = try #require(UIColor(named: "Tint", in: .module, compatibleWith: nil))
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(components(tint.resolvedColor(with: dark)) == components(UIColor.systemBlue.resolvedColor(with: dark)))
    }

    @Test func aMissingOrBrokenColourIsNilAndTheBrokenOneIsNamed() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        #expect(UIColor(named: "NoSuchColour", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Broken", in: .module, compatibleWith: nil) == nil)
        #expect(messages.all.contains { $0.contains("Broken.colorset/Contents.json") && $0.contains("\"abc\"") && $0.contains("blue") })
    }

    @Test func aDataSetGivesItsBytesAndType() throws {
        let asset = try #require(NSDataAsset(name: "Config", bundle: .module))
        #expect(String(decoding: asset.data, as: UTF8.self) == "{\"greeting\": \"hello\"}\n")
        #expect(asset.typeIdentifier == "public.json")
        #expect(NSDataAsset(name: "Missing", bundle: .module) == nil)
    }
}

@MainActor struct AssetCatalogImageTests {
    @Test func theScreensScalePicksTheFile() throws {
        _ = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)  // installs the image decoder
        let saved = UIScreen.main.scale
        defer { UIScreen.main.scale = saved }
        UIScreen.main.scale = 1
        let one = try #require(UIImage(named: "Badge", in: .module))
        #expect(one.scale == 1 && one.size == CGSize(width: 4, height: 4))
        UIScreen.main.scale = 3
        let three = try #require(UIImage(named: "Badge", in: .module))
        #expect(three.scale == 2 && three.size == CGSize(width: 4, height: 4), "no 3× file: the 2× one, the same size in points")
    }

    @Test func aNamespacedImage() throws {
        _ = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)
        let star = try #require(UIImage(named: "Icons/Star", in: .module))
        #expect(star.size == CGSize(width: 6, height: 6))
        #expect(UIImage(named: "Star", in: .module) == nil, "the group provides a namespace")
    }

    @Test func anImageViewShowsTheVariantForItsAppearance() throws {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 40), scale: 1)
        let view = UIImageView(image: try #require(UIImage(named: "Badge", in: .module)))
        view.frame = screen.window.bounds
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let light = screen.renderImage().rgba(x: 20, y: 20)
        #expect(light.r > 200 && light.b < 50, "red in the light appearance")
        screen.window.overrideUserInterfaceStyle = .dark
        screen.runUntilIdle()
        let dark = screen.renderImage().rgba(x: 20, y: 20)
        #expect(dark.b > 200 && dark.r < 50, "the dark appearance's blue once the window turns dark")
    }
}

/// Branded.xib: a view whose background is the catalog's Brand colour (the document's copy is
/// dark grey) and a label whose colour, Retired, is in no catalog.
@MainActor struct DocumentNamedColorTests {
    @Test func aDocumentsNamedColourComesFromTheCatalogElseItsCopy() throws {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        _ = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)
        let root = try #require(UINib(nibName: "Branded", bundle: .module).instantiate(withOwner: nil).first as? UIView)
        let background = try #require(root.backgroundColor)
        #expect(background.isDynamic, "the catalog's colour, with its dark appearance")
        #expect(background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).green == 0.5)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.textColor.green == 0.5 && label.textColor.red == 0, "the document's own copy of Retired")
        #expect(messages.all.contains { $0.contains("\"Retired\"") && $0.contains("no asset catalog") })
        let badge = try #require(root.subviews.last as? UIImageView)
        #expect(badge.image?.size == CGSize(width: 4, height: 4), "the catalog's image set by name")
    }
}

/// Vector image sets: Logo (an SVG, 20×20: a red circle on green), Page (a 10×10-point PDF page
/// filled blue), Scribble (an SVG cut off in the middle).
@MainActor struct AssetCatalogVectorTests {
    @Test func anSVGIsDrawnSharpAtTheScreensScale() throws {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 2)
        defer { withExtendedLifetime(screen) {} }
        let logo = try #require(UIImage(named: "Logo", in: .module))
        #expect(logo.size == CGSize(width: 20, height: 20) && logo.scale == 2, "its size in points, its pixels at 2×")
        let centre = try #require(logo.pixel(20, 20))
        #expect(centre.r == 255 && centre.g == 0, "the circle")
        let corner = try #require(logo.pixel(1, 1))
        #expect(corner.g == 255 && corner.r == 0, "the square")
    }

    @Test func aPDFsFirstPage() throws {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let page = try #require(UIImage(named: "Page", in: .module))
        #expect(page.size == CGSize(width: 10, height: 10))
        let middle = try #require(page.pixel(5, 5))
        #expect(middle.b == 255 && middle.r == 0 && middle.a == 255)
    }

    @Test func aBrokenVectorIsNilAndNamed() {
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        #expect(UIImage(named: "Scribble", in: .module) == nil)
        #expect(messages.all.contains { $0.contains("Scribble") && $0.contains("scribble.svg") && $0.contains("SVG") })
    }
}

/// Glyph: a red circle whose image set says "Render As: Template Image".
@MainActor struct TemplateImageTests {
    @Test func aTemplateImageIsDrawnInTheViewsTint() throws {
        let screen = HeadlessScreen(size: CGSize(width: 40, height: 40), scale: 1)
        let glyph = try #require(UIImage(named: "Glyph", in: .module))
        #expect(glyph.renderingMode == .alwaysTemplate, "the catalog's rendering intent")
        let view = UIImageView(image: glyph)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        screen.window.addSubview(view)
        screen.runUntilIdle()
        let centre = screen.renderImage().rgba(x: 10, y: 10)
        #expect(centre.b == 255 && centre.r == 0, "the circle in the view's blue tint, not red")
        let corner = screen.renderImage().rgba(x: 1, y: 1)
        #expect(corner.r > 200 && corner.g > 200 && corner.b > 200, "outside the shape: the white window")
        view.image = glyph.withRenderingMode(.alwaysOriginal)
        screen.runUntilIdle()
        let original = screen.renderImage().rgba(x: 10, y: 10)
        #expect(original.r == 255 && original.b == 0, "as it is: red")
        view.image = glyph.withTintColor(UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        screen.runUntilIdle()
        let green = screen.renderImage().rgba(x: 10, y: 10)
        #expect(green.g == 255 && green.r == 0, "its own tint over the view's")
    }
}
