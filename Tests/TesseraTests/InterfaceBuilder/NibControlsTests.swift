import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// FormView.xib: a stack view of text fields and controls, a page control, an activity
/// indicator, a text view and a visual effect view, each with the Attributes inspector's values.
@MainActor struct NibControlsTests {
    private func load() throws -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 560), scale: 1)
        let root = try #require(UINib(nibName: "FormView", bundle: .module).instantiate(withOwner: nil).first as? UIView)
        screen.window.addSubview(root)
        screen.runUntilIdle()
        return (screen, root)
    }

    private func find<View: UIView>(_ type: View.Type, in view: UIView) -> [View] {
        ((view as? View).map { [$0] } ?? []) + view.subviews.flatMap { find(type, in: $0) }
    }

    @Test func aStackViewArrangesTheDocumentsSubviews() throws {
        let (_, root) = try load()
        let stack = try #require(find(UIStackView.self, in: root).first)
        #expect(stack.axis == .vertical && stack.spacing == 12)
        #expect(stack.arrangedSubviews.count == 6)
        #expect(stack.frame.minX == 16 && stack.frame.width == 288, "pinned by the document's constraints")
        let fields = find(UITextField.self, in: root)
        #expect(fields.count == 2)
        #expect(fields[1].frame.minY >= fields[0].frame.maxY + 12, "arranged one under the other with the spacing")
    }

    @Test func controlsTakeTheirValues() throws {
        let (screen, root) = try load()
        let fields = find(UITextField.self, in: root)
        #expect(fields[0].text == "ada@example.com" && fields[0].placeholder == "Email")
        #expect(fields[0].borderStyle == .roundedRect && fields[0].font == UIFont.systemFont(ofSize: 14))
        #expect(fields[1].isSecureTextEntry && fields[1].placeholder == "Password")
        let segments = try #require(find(UISegmentedControl.self, in: root).first)
        #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 0) == "Monthly" && segments.selectedSegmentIndex == 1)
        let slider = try #require(find(UISlider.self, in: root).first)
        #expect(slider.minimumValue == 0 && slider.maximumValue == 10 && slider.value == 4)
        let stepper = try #require(find(UIStepper.self, in: root).first)
        #expect(stepper.value == 3 && stepper.maximumValue == 9 && stepper.stepValue == 3)
        let progress = try #require(find(UIProgressView.self, in: root).first)
        #expect(abs(progress.progress - 0.3) < 0.0001)
        let pages = try #require(find(UIPageControl.self, in: root).first)
        #expect(pages.numberOfPages == 5 && pages.currentPage == 2)
        let spinner = try #require(find(UIActivityIndicatorView.self, in: root).first)
        #expect(spinner.style == .large && spinner.isAnimating)
        #expect(screen.frameOfText("Yearly") != nil)
        let signIn = try #require(find(UIButton.self, in: root).first { $0.configuration != nil })
        #expect(signIn.configuration?.title == "Sign In" && signIn.configuration?.cornerStyle == .capsule)
        #expect(signIn.configuration?.baseBackgroundColor == UIColor.systemGreen, "the iOS 15 button style of the document")
        #expect(screen.frameOfText("Sign In") != nil)
    }

    @Test func textViewsAndEffectViewsTakeTheirContent() throws {
        let (screen, root) = try load()
        let notes = try #require(find(UITextView.self, in: root).first)
        #expect(notes.text == "First line\nSecond line", "a <string key=\"text\"> keeps its line break")
        #expect(!notes.isEditable)
        #expect(notes.backgroundColor == UIColor.systemYellow, "the document's colour, not the text view's own")
        let blur = try #require(find(UIVisualEffectView.self, in: root).first)
        #expect((blur.effect as? UIBlurEffect) != nil)
        #expect(blur.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["On glass"])
        #expect(screen.frameOfText("On glass") != nil)
        if let folder = ProcessInfo.processInfo.environment["TESSERA_IB_PNG"] {
            try screen.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("xib-form.png"))
        }
    }
}

/// SizeClasses.xib: a label 100 points in from the leading edge, 10 in a compact width — the
/// document's constraints for the Any × Any layout and for widthClass=compact.
@MainActor struct SizeClassVariationTests {
    private func show(width: CGFloat) throws -> (HeadlessScreen, UILabel) {
        let screen = HeadlessScreen(size: CGSize(width: width, height: 400), scale: 1)
        let root = try #require(UINib(nibName: "SizeClasses", bundle: .module).instantiate(withOwner: nil).first as? UIView)
        root.frame = screen.window.bounds
        screen.window.addSubview(root)
        screen.runUntilIdle()
        return (screen, try #require(root.subviews.first as? UILabel))
    }

    @Test func aCompactWidthGetsItsOwnConstraints() throws {
        let (_, label) = try show(width: 390)
        #expect(label.frame.minX == 10)
    }

    @Test func aRegularWidthGetsTheAnyAnyConstraints() throws {
        let (_, label) = try show(width: 800)
        #expect(label.frame.minX == 100)
    }

    @Test func theConstraintsFollowTheWindowAcrossSizeClasses() throws {
        let (screen, label) = try show(width: 390)
        screen.window.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
        label.superview?.frame = screen.window.bounds
        screen.runUntilIdle()
        #expect(label.frame.minX == 100, "regular width: the wide constraint again")
        screen.window.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        label.superview?.frame = screen.window.bounds
        screen.runUntilIdle()
        #expect(label.frame.minX == 10)
    }
}

/// ScrollingForm.xib: a content view pinned to the scroll view's content layout guide, as wide
/// as its frame layout guide and 1,200 points tall.
@MainActor struct ScrollViewLayoutGuideTests {
    @Test func theContentGuideGivesTheScrollViewItsContentSize() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let scrollView = try #require(UINib(nibName: "ScrollingForm", bundle: .module).instantiate(withOwner: nil).first as? UIScrollView)
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        let content = try #require(scrollView.subviews.first { $0.backgroundColor == .systemTeal })
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1200), "the constraints on the content guide set the content size")
        #expect(screen.frameOfText("Bottom of the form") == nil, "below the fold")
        scrollView.setContentOffset(CGPoint(x: 0, y: 720), animated: false)
        screen.runUntilIdle()
        #expect(screen.frameOfText("Bottom of the form") != nil, "scrolled into view")
    }

    @Test func codeThatConstrainsTheGuidesLaysOutTheSameWay() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 900))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 900))
        #expect(content.frame.width == 300)
    }
}
