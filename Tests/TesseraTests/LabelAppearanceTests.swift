import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting
import TesseraCairo

@MainActor struct LabelAppearanceTests {
    private func render(_ label: UILabel, size: CGSize = CGSize(width: 200, height: 60)) -> CairoImage {
        let screen = HeadlessScreen(size: size, scale: 1)
        screen.window.backgroundColor = .white
        label.frame = CGRect(origin: .zero, size: size)
        screen.window.addSubview(label)
        screen.runUntilIdle()
        return screen.renderImage()
    }

    /// The kinds of ink in the image: red, blue or grey wherever a pixel is not near white.
    private func inkColours(_ image: CairoImage) -> Set<String> {
        var colours: Set<String> = []
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let p = image.rgba(x: x, y: y)
                guard p.r < 200 || p.g < 200 || p.b < 200 else { continue }
                colours.insert(Int(p.r) > Int(p.b) + 60 ? "red" : (Int(p.b) > Int(p.r) + 60 ? "blue" : "grey"))
            }
        }
        return colours
    }

    @Test func aShadowDrawsBehindTheTextAndAHighlightedLabelUsesItsHighlightedColour() {
        let label = UILabel()
        label.text = "Shadowed"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .systemBlue
        label.shadowColor = .systemRed
        label.shadowOffset = CGSize(width: 3, height: 3)
        #expect(inkColours(render(label)).isSuperset(of: ["red", "blue"]))
        let plain = UILabel()
        plain.text = "Plain"
        plain.font = .boldSystemFont(ofSize: 30)
        plain.textColor = .systemBlue
        #expect(!inkColours(render(plain)).contains("red"))
        plain.highlightedTextColor = .systemRed
        plain.isHighlighted = true
        #expect(inkColours(render(plain)).contains("red") && !inkColours(render(plain)).contains("blue"))
    }

    @Test func aDisabledLabelIsDimmed() {
        let label = UILabel()
        label.textColor = .black
        label.isEnabled = false
        #expect(label.shownTextColor.cgColor.alpha == 0.5)
    }

    @Test func textThatDoesNotFitShrinksNoFurtherThanTheMinimumScale() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "A rather long title for this width"
        label.font = .systemFont(ofSize: 20)
        #expect(label.fittedFont(in: label.bounds).pointSize == 20, "no shrinking unless asked")
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        #expect(label.fittedFont(in: label.bounds).pointSize == 10, "it would need less than half: stops at the minimum")
        label.text = "Slightly long"
        let fitted = label.fittedFont(in: label.bounds)
        #expect(fitted.pointSize < 20 && fitted.pointSize > 10)
        let width = Platform.textSystem.size(of: "Slightly long", font: fitted, maxWidth: .greatestFiniteMagnitude,
                                             numberOfLines: 1, lineBreakMode: .byClipping).width
        #expect(width <= 120)
        label.baselineAdjustment = .none
        #expect(label.shrunkTextRect(fitted, in: label.bounds).minY == label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1).minY)
    }

    @Test func aSelectedRowHighlightsItsLabels() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        cell.contentView.addSubview(label)
        cell.setSelected(true, animated: false)
        #expect(label.isHighlighted)
        cell.setSelected(false, animated: false)
        #expect(!label.isHighlighted)
    }
}
