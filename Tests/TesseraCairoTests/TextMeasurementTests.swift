import Foundation
import Testing
@_spi(Host) import Tessera
import TesseraCairo

@MainActor struct TextMeasurementTests {
    init() { CairoBackend.install() }

    private func label(_ text: String, font: UIFont = .systemFont(ofSize: 17), lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.numberOfLines = lines
        return label
    }

    @Test func singleLineSizeGrowsWithTheText() {
        let one = label("Hello").intrinsicContentSize
        let two = label("HelloHello").intrinsicContentSize
        #expect(one.width > 30 && one.width < 60)
        #expect(abs(two.width - 2 * one.width) <= 1)
        #expect(one.height == two.height)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(one.height == lineHeight.rounded(.up))
        #expect(lineHeight > 17 && lineHeight < 24)
        #expect(label("").intrinsicContentSize == .zero)
    }

    @Test func boldIsWiderAndBiggerIsTaller() {
        let regular = label("Recommendation").intrinsicContentSize
        let bold = label("Recommendation", font: .boldSystemFont(ofSize: 17)).intrinsicContentSize
        let big = label("Recommendation", font: .systemFont(ofSize: 34)).intrinsicContentSize
        #expect(bold.width > regular.width)
        #expect(big.height > 1.8 * regular.height)
    }

    @Test func multipleLinesWrapAndStopAtTheLimit() {
        let text = "Based on your selections, we have concluded you have excellent taste in photography!"
        let oneLine = label(text).sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let wrapped = label(text, lines: 0).sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let twoLines = label(text, lines: 2).sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let lineHeight = oneLine.height
        #expect(oneLine.width > 400, "one line does not wrap")
        #expect(wrapped.width <= 200)
        #expect(wrapped.height >= 4 * lineHeight - 2)
        #expect(abs(twoLines.height - 2 * lineHeight) <= 2)
    }

    @Test func unknownFamiliesFallBackThroughFontconfig() throws {
        let font = try #require(UIFont(name: "GillSans-Bold", size: 40))
        #expect(font.familyName == "GillSans")
        #expect(font.weight == .bold)
        #expect(font.pointSize == 40)
        #expect(Platform.textSystem.resolvedFamilyName(for: font) == "DejaVu Sans")
        #expect(Platform.textSystem.resolvedFamilyName(for: .systemFont(ofSize: 12)) == "DejaVu Sans")
        let messages = MessageLog.capture { #expect(UIFont(name: "Helvetica", size: -3) == nil) }
        #expect(messages.first?.contains("size: -3.0") == true)
    }

    @Test func imageViewSizesToItsImage() throws {
        let image = try #require(UIImage(contentsOfFile: ReferenceImage.fixture("chelsea.png").path))
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 451, height: 300))
        #expect(view.intrinsicContentSize == CGSize(width: 451, height: 300))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .scaleAspectFit
        #expect(view.imageRect!.size.width == 100)
        #expect(abs(view.imageRect!.minY - (100 - 300 * 100 / 451) / 2) < 1e-9)
        view.contentMode = .scaleAspectFill
        #expect(view.imageRect!.size.height == 100)
        view.contentMode = .center
        #expect(view.imageRect! == CGRect(x: -175.5, y: -100, width: 451, height: 300))
    }
}
