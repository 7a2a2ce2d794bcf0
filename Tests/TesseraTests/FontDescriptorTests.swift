import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Font descriptors as apps use them: bold or italic versions of a Dynamic Type font, designs,
/// and fonts made from attributes.
@MainActor struct FontDescriptorTests {
    @Test func aBoldVersionOfATextStyleKeepsItsSizeAndDrawsBold() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 17 && bold.weight == .bold && !bold.isItalic)
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        #expect(body.fontDescriptor.object(forKey: .textStyle) as? String == UIFont.TextStyle.body.rawValue)
        let both = UIFont(descriptor: try #require(descriptor.withSymbolicTraits([.traitBold, .traitItalic])), size: 20)
        #expect(both.pointSize == 20 && both.isItalic && both.weight == .bold)
        let plain = UIFont(descriptor: try #require(bold.fontDescriptor.withSymbolicTraits([])), size: 0)
        #expect(plain.weight == .regular, "no traits: the regular face")
    }

    @Test func descriptorsFromAttributesNamesAndDesigns() throws {
        let named = UIFontDescriptor(name: "Georgia-BoldItalic", size: 15)
        #expect(named.symbolicTraits == [.traitBold, .traitItalic] && named.pointSize == 15 && named.postscriptName == "Georgia-BoldItalic")
        let font = UIFont(descriptor: named, size: 0)
        #expect(font.familyName == "Georgia" && font.weight == .bold && font.isItalic && font.pointSize == 15)
        let family = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .size: 13])
        #expect(UIFont(descriptor: family, size: 0).familyName == "DejaVu Serif")
        let mono = try #require(UIFont.systemFont(ofSize: 14).fontDescriptor.withDesign(.monospaced))
        #expect(UIFont(descriptor: mono, size: 0).familyName == "DejaVu Sans Mono")
        #expect(named.withDesign(.serif) == nil, "a design of the system font only")
        #expect(UIFont(descriptor: UIFontDescriptor(), size: 0).pointSize == 12, "no size anywhere: 12, as UIKit")
        let large = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1,
                                                             compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        #expect(large.pointSize == 34)
        #expect(named.addingAttributes([.size: 30]).pointSize == 30 && named.withSize(9).pointSize == 9)
    }

    @Test func aBoldLabelDrawsWiderThanARegularOne() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 120), scale: 1)
        let regular = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        regular.text = "Wide words"
        regular.font = .preferredFont(forTextStyle: .body)
        let bold = UILabel(frame: CGRect(x: 10, y: 60, width: 300, height: 30))
        bold.text = "Wide words"
        bold.font = UIFont(descriptor: try #require(regular.font.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        screen.window.addSubview(regular)
        screen.window.addSubview(bold)
        screen.runUntilIdle()
        #expect(bold.intrinsicContentSize.width > regular.intrinsicContentSize.width, "the bold face is measured as bold")
    }
}
