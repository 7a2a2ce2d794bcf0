// A profile screen as UIKit apps write it for Dynamic Type: a headline made bold through its
// font descriptor, a body that scales a custom font with UIFontMetrics, a list row with a
// custom accessory, a keyframe "wiggle", and a form closed with endEditing. Compiled unchanged
// in the Swift 5 and 6 modes.
import UIKit
import Testing
import TesseraTesting

final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()
    let bioLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        if let bold = headline.fontDescriptor.withSymbolicTraits(.traitBold) {
            nameLabel.font = UIFont(descriptor: bold, size: 0)
        }
        nameLabel.adjustsFontForContentSizeCategory = true
        bioLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 15))
        bioLabel.adjustsFontForContentSizeCategory = true
        bioLabel.numberOfLines = 0
        addSubview(nameLabel)
        addSubview(bioLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func wiggle() {
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.transform = CGAffineTransform(rotationAngle: 0.1)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.transform = .identity
            }
        }, completion: nil)
    }
}

@MainActor struct DynamicTypeClientTests {
    @Test func theHeaderIsBoldScalesWithTextSizeAndWiggles() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 1)
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        header.nameLabel.text = "Ada"
        header.bioLabel.text = "Writes programs."
        screen.window.addSubview(header)
        screen.runUntilIdle()
        #expect(header.nameLabel.font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(header.bioLabel.font.pointSize == 15)
        UIScreen.main.preferredContentSizeCategory = .extraExtraLarge
        screen.runUntilIdle()
        #expect(header.bioLabel.font.pointSize > 15 && header.nameLabel.font.pointSize == 21)
        UIScreen.main.preferredContentSizeCategory = .large
        screen.runUntilIdle()
        header.wiggle()
        screen.advance(by: 0.2)
        #expect(header.layer.presentation()?.transform.m12 ?? 0 > 0.05, "turned at the middle of the wiggle")
        screen.runUntilIdle()
        #expect(header.transform == .identity)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        header.addSubview(field)
        _ = field.becomeFirstResponder()
        #expect(header.endEditing(true) && !field.isFirstResponder)
    }

    @Test func aRowWithABadgeBeforeItsChevron() {
        let badge = UILabel()
        badge.text = "3"
        let accessories: [UICellAccessory] = [
            .disclosureIndicator(),
            .customView(configuration: .init(customView: badge, placement: .trailing(displayed: .whenNotEditing,
                                                                                      at: UICellAccessory.Placement.position(before: .disclosureIndicator())))),
        ]
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = accessories
        var content = cell.defaultContentConfiguration()
        content.text = "Messages"
        content.textProperties.color = .label
        cell.contentConfiguration = content
        #expect(cell.accessories.count == 2)
        #expect(content.textProperties.resolvedColor() == .label)
    }
}
