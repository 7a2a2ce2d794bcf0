import Foundation
import Testing
@_spi(Host) import Tessera
import TesseraTesting

/// A view with a fixed intrinsic size, as a label or image view has.
final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) { size = CGSize(width: width, height: height); super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor struct StackViewTests {
    /// A stack pinned to a 300 × 100 area at (10, 20).
    private func stack(_ views: [UIView], configure: (UIStackView) -> Void) -> (HeadlessScreen, UIStackView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        screen.runUntilIdle()
        return (screen, stack)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = Block(50, 20), b = Block(60, 20), c = Block(40, 20)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (_, _) = stack([a, b, c]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 190, height: 100))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 100))
    }

    @Test func fillEquallyAndProportionally() {
        let views = [Block(50, 20), Block(60, 20), Block(40, 20)]
        _ = stack(views) { $0.distribution = .fillEqually; $0.spacing = 15 }
        #expect(views.map(\.frame.width) == [90, 90, 90])
        #expect(views.map(\.frame.minX) == [0, 105, 210])
        let proportional = [Block(100, 20), Block(50, 20)]
        _ = stack(proportional) { $0.distribution = .fillProportionally }
        #expect(proportional.map(\.frame.width) == [200, 100])
    }

    @Test func equalSpacingAndEqualCentering() {
        let spaced = [Block(50, 20), Block(60, 20), Block(40, 20)]
        _ = stack(spaced) { $0.distribution = .equalSpacing }
        #expect(spaced.map(\.frame.width) == [50, 60, 40])
        #expect(spaced[1].frame.minX - spaced[0].frame.maxX == 75)
        #expect(spaced[2].frame.minX - spaced[1].frame.maxX == 75)
        let centred = [Block(40, 20), Block(100, 20), Block(40, 20)]
        _ = stack(centred) { $0.distribution = .equalCentering }
        #expect(centred[1].frame.midX - centred[0].frame.midX == centred[2].frame.midX - centred[1].frame.midX)
        #expect(centred[0].frame.minX == 0 && centred[2].frame.maxX == 300)
    }

    @Test func alignmentsAcrossTheAxis() {
        for (alignment, expectedY) in [(UIStackView.Alignment.top, CGFloat(0)), (.center, 40), (.bottom, 80)] {
            let block = Block(50, 20)
            _ = stack([block, Block(50, 30)]) { $0.alignment = alignment }
            #expect(block.frame.minY == expectedY && block.frame.height == 20, "\(alignment)")
        }
        let label = UILabel(), big = UILabel()
        label.text = "small"; big.text = "Big"; big.font = .systemFont(ofSize: 40)
        _ = stack([label, big]) { $0.alignment = .firstBaseline }
        // A label's text is centred vertically: its baseline is the text's top plus the ascender.
        func baseline(_ label: UILabel) -> CGFloat {
            label.frame.midY - label.intrinsicContentSize.height / 2 + Platform.textSystem.metrics(of: label.font).ascender
        }
        #expect(abs(baseline(label) - baseline(big)) < 0.01)
        #expect(abs(label.frame.maxY - big.frame.maxY) > 1, "aligned by baseline, not by bottom")
    }

    @Test func hiddenViewsCollapseAndCustomSpacingApplies() {
        let a = Block(50, 20), b = Block(60, 20), c = Block(40, 20)
        let (screen, stack) = stack([a, b, c]) { $0.distribution = .fillEqually; $0.spacing = 10 }
        stack.setCustomSpacing(30, after: a)
        b.isHidden = true
        screen.runUntilIdle()
        #expect(a.frame.width == 135 && c.frame.width == 135)
        #expect(c.frame.minX == 165, "30 points after the first, the hidden one takes no room")
        #expect(b.frame.width == 0)
        b.isHidden = false
        screen.runUntilIdle()
        #expect(b.frame.width > 0)
        #expect(stack.arrangedSubviews.count == 3)
    }

    @Test func hidingAnArrangedViewInAnAnimationSlidesTheOthers() {
        let a = Block(50, 20), b = Block(60, 20), c = Block(40, 20)
        let (screen, stack) = stack([a, b, c]) { $0.distribution = .fillEqually }
        #expect(c.frame.minX == 200)
        UIView.animate(withDuration: 1) {
            b.isHidden = true
            stack.layoutIfNeeded()
        }
        screen.advance(by: 0.5)
        let halfway = c.layer.presentation()?.frame.minX ?? 0
        #expect(c.frame.minX == 150, "the model value is the end state")
        #expect(halfway > 150 && halfway < 200, "half way: \(halfway)")
        screen.runUntilIdle()
        #expect(c.layer.presentation()?.frame.minX == 150)
    }

    @Test func columnsInsideMarginsAndStacksThatSizeThemselves() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let column = UIStackView(arrangedSubviews: [Block(80, 30), Block(120, 40)])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 6
        column.isLayoutMarginsRelativeArrangement = true
        column.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(column)
        NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor),
                                     column.topAnchor.constraint(equalTo: screen.window.topAnchor)])
        screen.runUntilIdle()
        // Margins of 8: 8 + 30 + 6 + 40 + 8 tall, 8 + 120 + 8 wide.
        #expect(column.frame.size == CGSize(width: 136, height: 92))
        #expect(column.arrangedSubviews[1].frame == CGRect(x: 8, y: 44, width: 120, height: 40))
        #expect(!column.hasAmbiguousLayout)
    }
}
