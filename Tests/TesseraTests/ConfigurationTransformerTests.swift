import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Colour transformers, images and effects in background and button configurations.
@MainActor struct ConfigurationTransformerTests {
    @Test func aBackgroundsTransformerChangesTheColourShownInEveryState() throws {
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemRed
        background.backgroundColorTransformer = .grayscale
        let shown = background.resolvedBackgroundColor(for: .systemBlue)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        shown.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - green) < 0.01 && abs(green - blue) < 0.01, "grey, got \(red) \(green) \(blue)")
        let inverted = UIConfigurationColorTransformer { _ in .black }
        background.strokeColorTransformer = inverted
        #expect(background.resolvedStrokeColor(for: .systemBlue) == .black)
        #expect(background.strokeColorTransformer == inverted && background.strokeColorTransformer != .grayscale, "equal by identity")
    }

    @Test func aCellsBackgroundShowsItsImageAndGrowsByTheMarginsItNames() throws {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        var background = UIBackgroundConfiguration.clear()
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        background.image = renderer.image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        background.imageContentMode = .scaleAspectFill
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        cell.backgroundConfiguration = background
        screen.window.addSubview(cell)
        screen.runUntilIdle()
        let image = screen.renderImage()
        let inside = image.rgba(x: 150, y: 50)
        let margin = image.rgba(x: 10, y: 50)
        #expect(inside.g > 150 && inside.r < 100, "the image fills the background, got \(inside)")
        #expect(!(margin.g > 150 && margin.r < 100), "not in the leading margin, got \(margin)")
    }

    @Test func aButtonsImageAndSpinnerTakeTheirTransformers() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "star")
        configuration.title = "A very long title that will not fit"
        configuration.titleLineBreakMode = .byTruncatingMiddle
        configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .systemRed }
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        let images = button.subviews.compactMap { $0 as? UIImageView }
        #expect(images.contains { $0.tintColor == .systemRed }, "the image is drawn red")
        let labels = button.subviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.lineBreakMode == .byTruncatingMiddle })
        var reset = configuration
        reset.contentInsets = .zero
        reset.setDefaultContentInsets()
        #expect(reset.contentInsets == UIButton.Configuration.plain().contentInsets)
    }
}
