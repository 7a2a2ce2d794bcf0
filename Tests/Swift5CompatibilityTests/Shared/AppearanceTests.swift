// Dark appearance, overrides and size classes, seen in rendered pixels and trait callbacks.
import Testing
import UIKit
import TesseraTesting

@MainActor struct AppearanceTests {
    private func pixel(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        let p = screen.renderImage().rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test func darkAppearanceRedrawsSemanticAndDynamicColours() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let controller = ThemedViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ThemedCell)
        let origin = (x: Int(cell.frame.minX), y: Int(cell.frame.minY))
        #expect(pixel(screen, 160, 400) == [255, 255, 255], "systemBackground, light")
        #expect(pixel(screen, origin.x + 50, origin.y + 57) == [242, 242, 247], "secondarySystemBackground, light")
        #expect(pixel(screen, origin.x + 50, origin.y) == [204, 76, 0], "the border's CGColor, light")

        UIScreen.main.userInterfaceStyle = .dark
        screen.runUntilIdle()
        #expect(cell.appearanceChanges == [.dark])
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(pixel(screen, 160, 400) == [0, 0, 0], "systemBackground, dark")
        #expect(pixel(screen, origin.x + 50, origin.y + 57) == [28, 28, 30], "secondarySystemBackground, dark")
        #expect(pixel(screen, origin.x + 50, origin.y) == [255, 153, 51], "the border set again in traitCollectionDidChange")
        let labelFrame = cell.titleLabel.convert(cell.titleLabel.bounds, to: nil)
        let brightest = (Int(labelFrame.minX)..<Int(labelFrame.maxX)).map { pixel(screen, $0, Int(labelFrame.midY))[0] }.max() ?? 0
        #expect(brightest > 200, "label text is light on dark")

        controller.overrideUserInterfaceStyle = .light
        screen.runUntilIdle()
        #expect(cell.appearanceChanges == [.dark, .light])
        #expect(pixel(screen, 160, 400) == [255, 255, 255], "the controller's override wins")
    }

    @Test func sizeClassesFollowTheWindowSize() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let controller = ThemedViewController()
        screen.rootViewController = controller
        screen.runUntilIdle()
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .compact || controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.view.traitCollection.displayScale == 2)
        screen.window.frame = CGRect(x: 0, y: 0, width: 1280, height: 800)
        screen.runUntilIdle()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.sizeClassChanges == [.regular])
        #expect(UIApplication.shared.keyWindow === screen.window)
    }
}
