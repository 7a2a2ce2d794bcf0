import Foundation
import Testing
@_spi(Host) @testable import Tessera
import TesseraTesting
@testable import PhotoAlbums

/// The example app (Examples/PhotoAlbums, as tessera-port ports it) launched headless as
/// `UIApplicationMain` launches it in the window: its life cycle, its first screen with the
/// catalog's images and colours, French and English, light and dark, and two screens walked.
@MainActor struct PhotoAlbumsAppTests {
    private func launch(language: String = "en", size: CGSize = CGSize(width: 1280, height: 800)) -> (HeadlessScreen, ApplicationLaunch) {
        NibLocalization.setPreferredLanguages([language])
        UIApplication.registerClass(AppDelegate.self) { AppDelegate() }
        UIApplication.registerClass(SceneDelegate.self) { SceneDelegate() }
        AppDelegate.lifeCycle = []
        let screen = HeadlessScreen(size: size, scale: 1)
        return (screen, screen.launch(AppDelegate(), bundle: .module))
    }

    @Test func itGoesThroughItsLifeCycleInUIKitsOrder() {
        defer { NibLocalization.setPreferredLanguages(nil) }
        let (_, launch) = launch()
        #expect(AppDelegate.lifeCycle == ["didFinishLaunching", "configurationForConnecting", "willConnect", "didBecomeActive"])
        launch.enterBackground()
        launch.terminate()
        #expect(AppDelegate.lifeCycle.suffix(4) == ["willResignActive", "didEnterBackground", "didDisconnect", "willTerminate"])
        #expect(launch.title == "Photo Albums")
    }

    @Test func theFirstScreenShowsTheStoryboardWithCatalogImagesAndColours() throws {
        defer { NibLocalization.setPreferredLanguages(nil) }
        let (screen, _) = launch()
        #expect(screen.frameOfText("Photo Albums") != nil, "the navigation title from the storyboard")
        for name in ["Space", "Animals", "Science", "History"] { #expect(screen.frameOfText(name) != nil, "\(name)") }
        let albums = try #require((screen.window.rootViewController as? UINavigationController)?.topViewController as? AlbumsViewController)
        let cell = try #require(albums.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? AlbumCell)
        #expect(cell.coverView.image?.size == CGSize(width: 512, height: 512), "the Moon image set")
        let tile = try #require(cell.backgroundColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        #expect(tile.red == 1 && abs(tile.green - 0xE6 / 255.0) < 0.001, "the TileBackground colour set")
        let frame = try #require(screen.frameOfText("Animals"))
        if let folder = ProcessInfo.processInfo.environment["TESSERA_TEST_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("photo-albums.png"))
        }
        let pixel = screen.renderImage().rgba(x: Int(frame.minX) - 6, y: Int(frame.midY))
        #expect(pixel.r == 255 && pixel.g == 0xE6 && pixel.b == 0xF0, "the tile's light colour on screen")
        screen.window.overrideUserInterfaceStyle = .dark
        screen.runUntilIdle()
        let dark = screen.renderImage().rgba(x: Int(frame.minX) - 6, y: Int(frame.midY))
        #expect(dark.r == 0x33 && dark.g == 0x2C && dark.b == 0x3A, "the tile's dark colour once the window is dark")
    }

    @Test func inFrenchTheStoryboardAndTheCodesStringsAreFrench() {
        defer { NibLocalization.setPreferredLanguages(nil) }
        let (screen, _) = launch(language: "fr")
        #expect(screen.frameOfText("Albums photo") != nil, "the storyboard's fr.lproj/Main.strings")
        #expect(screen.frameOfText("Espace") != nil && screen.frameOfText("Animaux") != nil, "NSLocalizedString's fr.lproj")
        #expect(screen.frameOfText("Space") == nil)
    }

    @Test func tappingAnAlbumShowsItAndItsButtonAddsAPhoto() throws {
        defer { NibLocalization.setPreferredLanguages(nil) }
        let (screen, _) = launch()
        let animals = try #require(screen.frameOfText("Animals"))
        screen.tap(at: CGPoint(x: animals.midX, y: animals.midY))
        screen.runUntilIdle()
        let navigation = try #require(screen.window.rootViewController as? UINavigationController)
        let detail = try #require(navigation.topViewController as? AlbumDetailViewController)
        #expect(detail.album.name == "Animals", "prepare(for:sender:) passed the album")
        #expect(detail.photosView.visibleCells.count == 3, "three photo tiles from the xib")
        let star = try #require(detail.view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(star.image?.size == CGSize(width: 24, height: 24), "the catalog's SVG star, at its own size")
        let centre = star.convert(CGPoint(x: 12, y: 12), to: nil)
        let starPixel = screen.renderImage().rgba(x: Int(centre.x), y: Int(centre.y))
        #expect(starPixel.r == 0xF5 && starPixel.g == 0xA6 && starPixel.b == 0x23, "the star drawn from its vectors")
        let tint = try #require(detail.addButton.tintColor?.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        #expect(abs(tint.red - 0.82) < 0.001 && abs(tint.blue - 0.4) < 0.001, "the catalog's AccentColor tints the app")
        let add = try #require(screen.frameOfText("Add Photo"))
        screen.tap(at: CGPoint(x: add.midX, y: add.midY))
        screen.runUntilIdle()
        #expect(detail.photoCount == 4 && detail.photosView.visibleCells.count == 4, "the button's action, connected in the storyboard")
        #expect(screen.frameOfText("4 photos") != nil, "String(localized:) with interpolation, from the Photos string catalog")
    }

    @Test func inFrenchTheTitleCountsPhotosFromTheCatalog() throws {
        defer { NibLocalization.setPreferredLanguages(nil) }
        let (screen, _) = launch(language: "fr")
        let space = try #require(screen.frameOfText("Espace"))
        screen.tap(at: CGPoint(x: space.midX, y: space.midY))
        screen.runUntilIdle()
        #expect(screen.frameOfText("3 photos dans l’album") != nil, "the catalog's French plural")
        let navigation = try #require(screen.window.rootViewController as? UINavigationController)
        #expect(navigation.topViewController?.title == "3 photos dans l’album")
    }
}
