import Foundation
import Testing
@_spi(Host) import Tessera
import TesseraCairo
import TesseraTesting

/// Attributed text in labels, read from rendered pixels and measured sizes.
@MainActor struct AttributedTextTests {
    private func label(_ text: NSAttributedString, width: CGFloat = 300, lines: Int = 0) -> (HeadlessScreen, UILabel) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 1)
        screen.window.backgroundColor = .white
        let label = UILabel()
        label.numberOfLines = lines
        label.attributedText = text
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        label.frame = CGRect(x: 10, y: 10, width: width, height: size.height)
        screen.window.addSubview(label)
        screen.runUntilIdle()
        return (screen, label)
    }

    /// The columns of row `y` whose pixel is darker than `limit` in the channel read.
    private func inked(_ image: CairoImage, row y: Int, _ channel: (UInt8, UInt8, UInt8) -> UInt8 = { r, _, _ in r }, below limit: UInt8 = 128) -> [Int] {
        (0..<image.pixelWidth).filter { x in
            let p = image.rgba(x: x, y: y)
            return channel(p.r, p.g, p.b) < limit
        }
    }

    @Test func runsDrawInTheirOwnColoursAndFonts() throws {
        let text = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30)])
        text.append(NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 30)]))
        let (screen, label) = label(text)
        #expect(label.text == "Red Blue")
        let image = screen.renderImage()
        var red = 0, blue = 0
        for y in 10..<50 {
            for x in 10..<200 {
                let p = image.rgba(x: x, y: y)
                if p.r > 200, p.g < 80, p.b < 80 { red += 1 }
                if p.b > 200, p.r < 80, p.g < 80 { blue += 1 }
            }
        }
        #expect(red > 50 && blue > 50, "both runs show in their colours: \(red) red, \(blue) blue pixels")
    }

    @Test func underlineAndStrikethroughDrawLinesAcrossTheRun() throws {
        let plain = NSAttributedString(string: "Underlined", attributes: [.font: UIFont.systemFont(ofSize: 24)])
        let underlined = NSAttributedString(string: "Underlined", attributes: [.font: UIFont.systemFont(ofSize: 24), .underlineStyle: NSUnderlineStyle.single.rawValue])
        let (screen, plainLabel) = label(plain)
        let base = screen.renderImage()
        plainLabel.attributedText = underlined
        let lined = screen.renderImage()
        let newRows = (10..<50).filter { y in inked(lined, row: y).count > inked(base, row: y).count + 60 }
        #expect(!newRows.isEmpty, "a row under the text is inked across its width")
        let struck = NSAttributedString(string: "Struck", attributes: [.font: UIFont.systemFont(ofSize: 24), .strikethroughStyle: NSUnderlineStyle.single.rawValue])
        plainLabel.attributedText = struck
        let middle = screen.renderImage()
        plainLabel.attributedText = NSAttributedString(string: "Struck", attributes: [.font: UIFont.systemFont(ofSize: 24)])
        let unstruck = screen.renderImage()
        let struckRows = (10..<50).filter { y in inked(middle, row: y).count > inked(unstruck, row: y).count + 30 }
        #expect(!struckRows.isEmpty, "a line through the middle")
    }

    @Test func kerningAndParagraphStylesChangeTheMeasuredSize() {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)  // Pango measures
        let font = UIFont.systemFont(ofSize: 17)
        let plain = UILabel()
        plain.attributedText = NSAttributedString(string: "Spacing", attributes: [.font: font])
        let kerned = UILabel()
        kerned.attributedText = NSAttributedString(string: "Spacing", attributes: [.font: font, .kern: 4])
        let plainWidth = plain.intrinsicContentSize.width
        // Pango puts the spacing between letters (6 gaps); UIKit also after the last letter.
        #expect((23...29).contains(kerned.intrinsicContentSize.width - plainWidth), "4 points between letters")
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let lines = "One\nTwo\nThree"
        let tight = UILabel()
        tight.numberOfLines = 0
        tight.attributedText = NSAttributedString(string: lines, attributes: [.font: font])
        let loose = UILabel()
        loose.numberOfLines = 0
        loose.attributedText = NSAttributedString(string: lines, attributes: [.font: font, .paragraphStyle: style])
        #expect(abs(loose.intrinsicContentSize.height - tight.intrinsicContentSize.height - 20) < 2, "10 points between each of three lines")
        let tall = NSMutableParagraphStyle()
        tall.minimumLineHeight = 40
        tall.maximumLineHeight = 40
        let fixed = UILabel()
        fixed.numberOfLines = 0
        fixed.attributedText = NSAttributedString(string: lines, attributes: [.font: font, .paragraphStyle: tall])
        #expect(abs(fixed.intrinsicContentSize.height - 120) < 2, "three lines of 40 points")
    }

    @Test func centredParagraphsCentreTheirLines() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSAttributedString(string: "Mid", attributes: [.font: UIFont.systemFont(ofSize: 30), .paragraphStyle: style])
        let (screen, _) = label(text)
        let image = screen.renderImage()
        let columns = (10..<50).flatMap { inked(image, row: $0) }
        let left = columns.min() ?? 0, right = columns.max() ?? 0
        #expect(abs((left + right) / 2 - 160) < 4, "the ink is centred in the label: \(left)…\(right)")
    }

    @Test func anAttachmentTakesItsPlaceInTheLine() {
        // The image renderer draws with the renderer of a live screen.
        let drawing = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let square = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        withExtendedLifetime(drawing) {}
        let text = NSMutableAttributedString(string: "A ", attributes: [.font: UIFont.systemFont(ofSize: 24)])
        text.append(NSAttributedString(attachment: NSTextAttachment(image: square)))
        text.append(NSAttributedString(string: " B", attributes: [.font: UIFont.systemFont(ofSize: 24)]))
        let parsed = AttributedText(text, font: .systemFont(ofSize: 17), color: .black, alignment: .natural, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(parsed.attachments.count == 1 && parsed.attachments.first?.size == CGSize(width: 20, height: 20), "\(parsed.attachments.map(\.size)) \(square.size)")
        let (screen, label) = label(text)
        let withImage = label.intrinsicContentSize.width
        label.attributedText = NSAttributedString(string: "A  B", attributes: [.font: UIFont.systemFont(ofSize: 24)])
        #expect(label.intrinsicContentSize.width < withImage - 10, "the image holds 20 points")
        label.attributedText = text
        let image = screen.renderImage()
        var green = 0
        for y in 10..<50 { for x in 10..<120 where image.rgba(x: x, y: y).g > 200 && image.rgba(x: x, y: y).r < 60 { green += 1 } }
        #expect(green > 300, "the square shows in the line: \(green) green pixels")
    }

    @Test func plainTextReplacesAttributedText() {
        let label = UILabel()
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == label.textColor)
    }

    @Test func anAttributedStringMeasuresEachRunInItsOwnFont() {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)  // Pango measures
        let small = NSAttributedString(string: "Size", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        let mixed = NSMutableAttributedString(string: "Si", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        mixed.append(NSAttributedString(string: "ze", attributes: [.font: UIFont.systemFont(ofSize: 40)]))
        #expect(mixed.size().height > small.size().height * 2, "the 40-point run sets the line's height")
        #expect(mixed.size().width > small.size().width)
        let long = NSAttributedString(string: String(repeating: "word ", count: 30), attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let wrapped = long.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
        let oneLine = long.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [], context: nil)
        #expect(wrapped.width <= 100 && wrapped.height > oneLine.height * 5, "wrapped to the width: \(wrapped)")
    }

    @Test func aTextViewShowsAttributedTextUntilItIsEdited() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 300), scale: 1)
        screen.window.backgroundColor = .white
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        textView.isEditable = false
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 12
        let text = NSMutableAttributedString(string: "Terms ", attributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style])
        text.append(NSAttributedString(string: "and conditions", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
                                                                              .paragraphStyle: style]))
        text.append(NSAttributedString(string: " apply to every order placed in the shop.", attributes: [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: style]))
        textView.attributedText = text
        screen.window.addSubview(textView)
        screen.runUntilIdle()
        let image = screen.renderImage()
        var red = 0
        for y in 10..<80 { for x in 10..<310 where image.rgba(x: x, y: y).r > 200 && image.rgba(x: x, y: y).g < 80 { red += 1 } }
        #expect(red > 80, "the red run shows in red: \(red)")
        let spaced = textView.contentSize.height
        textView.attributedText = NSAttributedString(string: text.string, attributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(spaced > textView.contentSize.height + 10, "line spacing makes the content taller: \(spaced) vs \(textView.contentSize.height)")
        textView.text = "Plain"
        #expect(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == textView.textColor)
    }
}
