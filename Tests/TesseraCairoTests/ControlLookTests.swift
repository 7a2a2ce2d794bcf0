import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraCairo
import TesseraTesting

/// The controls' looks, read from rendered pixels.
@MainActor struct ControlLookTests {
    /// A panel of every control, as a settings screen would show them.
    private func panel() -> (HeadlessScreen, UISwitch, UISlider, UISegmentedControl, UIPageControl, UIProgressView) {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 420), scale: 2)
        screen.window.backgroundColor = .systemBackground
        let on = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 100, y: 20, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 320, height: 34))
        slider.value = 0.3
        slider.minimumValueImage = nil
        let stepper = UIStepper(frame: CGRect(x: 20, y: 140, width: 0, height: 0))
        stepper.value = 0
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 20, y: 200, width: 320, height: 32)
        segments.selectedSegmentIndex = 1
        let pages = UIPageControl(frame: CGRect(x: 20, y: 260, width: 320, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        let progress = UIProgressView(frame: CGRect(x: 20, y: 310, width: 320, height: 4))
        progress.progress = 0.5
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 180, y: 370)
        spinner.startAnimating()
        for view in [on, off, slider, stepper, segments, pages, progress, spinner] as [UIView] { screen.window.addSubview(view) }
        screen.runUntilIdle()
        if let out = ProcessInfo.processInfo.environment["TESSERA_CONTROLS_PNG"] { try? screen.writePNG(to: URL(fileURLWithPath: out)) }
        return (screen, on, slider, segments, pages, progress)
    }

    private func isGreen(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.g > 150 && p.r < 100 && p.b < 120 }
    private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 160 }
    private func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 245 && p.g > 245 && p.b > 245 }

    @Test func anOnSwitchIsGreenWithItsThumbRightAndAnOffOneGreyWithItsThumbLeft() {
        let (screen, _, _, _, _, _) = panel()
        let image = screen.renderImage()
        // Scale 2: the on switch's track left of its thumb is green; its thumb (right) white.
        #expect(isGreen(image.rgba(x: (20 + 10) * 2, y: (20 + 15) * 2)))
        #expect(isWhite(image.rgba(x: (20 + 36) * 2, y: (20 + 15) * 2)))
        // The off switch: grey on the right, white thumb on the left.
        let grey = image.rgba(x: (100 + 42) * 2, y: (20 + 15) * 2)
        #expect(grey.r > 200 && grey.r < 245 && abs(Int(grey.r) - Int(grey.b)) < 12, "\(grey)")
        #expect(isWhite(image.rgba(x: (100 + 15) * 2, y: (20 + 15) * 2)))
    }

    @Test func theSliderIsBlueUpToItsThumbAndTheProgressBarBlueToItsShare() {
        let (screen, _, _, _, _, _) = panel()
        let image = screen.renderImage()
        // The slider's thumb centre: 14 + 0.3 × 292 ≈ 102 from its left.
        #expect(isBlue(image.rgba(x: (20 + 50) * 2, y: (80 + 17) * 2)))
        #expect(!isBlue(image.rgba(x: (20 + 200) * 2, y: (80 + 17) * 2)))
        #expect(isBlue(image.rgba(x: (20 + 100) * 2, y: (310 + 2) * 2)))
        #expect(!isBlue(image.rgba(x: (20 + 220) * 2, y: (310 + 2) * 2)))
    }

    @Test func theSelectedSegmentIsAWhiteCapsuleOnGrey() {
        let (screen, _, _, segments, _, _) = panel()
        let image = screen.renderImage()
        let middle = segments.segmentFrames()[1]
        #expect(isWhite(image.rgba(x: Int(20 + middle.minX + 6) * 2, y: (200 + 6) * 2)))
        let other = image.rgba(x: (20 + 10) * 2, y: (200 + 6) * 2)
        #expect(!isWhite(other) && other.r > 200, "\(other)")
    }
}

/// Buttons configured by value (iOS 15), as UIKit code makes them.
@MainActor struct ButtonConfigurationTests {
    @Test func filledTintedGrayAndPlainButtonsLookTheirStyle() throws {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 260), scale: 2)
        screen.window.backgroundColor = .systemBackground
        var filled = UIButton.Configuration.filled()
        filled.title = "Buy"
        filled.image = UIImage(systemName: "plus")
        filled.imagePadding = 6
        filled.cornerStyle = .capsule
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Share"
        tinted.subtitle = "with friends"
        var gray = UIButton.Configuration.gray()
        gray.title = "Cancel"
        var plain = UIButton.Configuration.plain()
        plain.title = "More"
        plain.image = UIImage(systemName: "chevron.right")
        plain.imagePlacement = .trailing
        let buttons = [filled, tinted, gray, plain].enumerated().map { index, configuration -> UIButton in
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: CGPoint(x: 20, y: 20 + CGFloat(index) * 60), size: button.intrinsicContentSize)
            screen.window.addSubview(button)
            return button
        }
        screen.runUntilIdle()
        if let out = ProcessInfo.processInfo.environment["TESSERA_BUTTONS_PNG"] { try screen.writePNG(to: URL(fileURLWithPath: out)) }
        let image = screen.renderImage()
        func pixel(_ button: UIButton, _ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            image.rgba(x: Int((button.frame.minX + x) * 2), y: Int((button.frame.minY + y) * 2))
        }
        // Filled: blue behind white content; its corners are a capsule's.
        let filledBackground = pixel(buttons[0], 6, buttons[0].bounds.midY)
        #expect(filledBackground.b > 200 && filledBackground.r < 60, "\(filledBackground)")
        #expect(buttons[0].imageView?.frame.maxX ?? 0 < buttons[0].titleLabel!.frame.minX || buttons[0].configurationViews.title.frame.minX > buttons[0].imageView!.frame.maxX)
        #expect(buttons[0].configurationViews.background.layer.cornerRadius == buttons[0].bounds.height / 2)
        // Tinted: a pale blue background; the subtitle under the title.
        let tintedBackground = pixel(buttons[1], 4, 4)
        #expect(tintedBackground.b > 230 && tintedBackground.r > 180 && tintedBackground.r < 235, "\(tintedBackground)")
        #expect(buttons[1].subtitleLabel?.text == "with friends" && buttons[1].subtitleLabel!.frame.minY > buttons[1].configurationViews.title.frame.minY)
        // Gray: a grey background; plain: none, the image after the title.
        let grayBackground = pixel(buttons[2], 4, 4)
        #expect(grayBackground.r > 220 && grayBackground.r < 250 && abs(Int(grayBackground.r) - Int(grayBackground.b)) < 12, "\(grayBackground)")
        let plainBackground = pixel(buttons[3], 4, 4)
        #expect(plainBackground.r > 250 && plainBackground.g > 250)
        #expect(buttons[3].imageView!.frame.minX >= buttons[3].configurationViews.title.frame.maxX, "after the title (no padding asked)")
    }

    @Test func theUpdateHandlerRunsAsTheButtonIsPressedAndAPrimaryActionFires() throws {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        var fired = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        var seen: [Bool] = []
        button.configurationUpdateHandler = { button in
            seen.append(button.isHighlighted)
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Going" : "Go"
            button.configuration = configuration
        }
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        screen.window.addSubview(button)
        screen.runUntilIdle()
        #expect(button.configuration?.title == "Go")
        let touch = screen.pressAndDrag(from: CGPoint(x: 80, y: 42), to: CGPoint(x: 80, y: 42), hold: 0.1, duration: 0.05)
        screen.runUntilIdle()
        #expect(button.configuration?.title == "Going")
        screen.lift(touch)
        screen.runUntilIdle()
        #expect(button.configuration?.title == "Go" && fired == 1)
        #expect(seen.contains(true) && seen.last == false)
    }
}

/// Text fields as they draw: border, placeholder, text, selection and caret.
@MainActor struct TextFieldLookTests {
    @Test func aFieldShowsItsPlaceholderTheCaretAfterTypedTextAndTheSelection() throws {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 2)
        screen.window.backgroundColor = .systemBackground
        let empty = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 34))
        empty.borderStyle = .roundedRect
        empty.placeholder = "Search"
        let typed = UITextField(frame: CGRect(x: 20, y: 70, width: 280, height: 34))
        typed.borderStyle = .roundedRect
        let selected = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
        selected.borderStyle = .roundedRect
        selected.text = "Select this word"
        for field in [empty, typed, selected] { screen.window.addSubview(field) }
        screen.runUntilIdle()
        screen.tap(at: CGPoint(x: 160, y: 87))
        screen.type("Hello")
        let caretX = typed.contentView.convert(CGPoint(x: typed.contentView.offset(of: 5), y: 0), to: nil).x
        screen.runUntilIdle()
        let typedImage = screen.renderImage()
        let caret = typedImage.rgba(x: Int(caretX * 2) + 1, y: 87 * 2)
        #expect(caret.b > 200 && caret.r < 80, "the caret is blue after the text: \(caret)")
        _ = selected.becomeFirstResponder()
        selected.selectedTextRange = selected.textRange(from: selected.position(from: selected.beginningOfDocument, offset: 7)!,
                                                        to: selected.position(from: selected.beginningOfDocument, offset: 11)!)
        screen.runUntilIdle()
        if let out = ProcessInfo.processInfo.environment["TESSERA_FIELDS_PNG"] { try screen.writePNG(to: URL(fileURLWithPath: out)) }
        let image = screen.renderImage()
        let inSelection = selected.contentView.convert(CGPoint(x: selected.contentView.offset(of: 9), y: selected.contentView.bounds.midY - 8), to: nil)
        let highlight = image.rgba(x: Int(inSelection.x * 2), y: Int(inSelection.y * 2))
        #expect(highlight.b > 230 && highlight.r < 230 && highlight.r > 150, "a pale blue behind the selected word: \(highlight)")
        let placeholder = empty.contentView.convert(CGPoint(x: 4, y: empty.contentView.bounds.midY), to: nil)
        var grey = false
        for dx in 0..<30 {
            let p = image.rgba(x: Int(placeholder.x * 2) + dx, y: Int(placeholder.y * 2))
            if p.r < 220, abs(Int(p.r) - Int(p.b)) < 20 { grey = true }
        }
        #expect(grey, "the placeholder is drawn in grey")
    }
}

/// The controls in dark appearance: their system colours resolve to iOS's dark ones.
@MainActor struct DarkControlLookTests {
    @Test func darkSwitchesSegmentsAndFieldsUseDarkColours() throws {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 200), scale: 2)
        screen.window.overrideUserInterfaceStyle = .dark
        screen.window.backgroundColor = .systemBackground
        let off = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 100, y: 20, width: 0, height: 0))
        on.isOn = true
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 20, y: 80, width: 320, height: 32)
        segments.selectedSegmentIndex = 0
        let field = UITextField(frame: CGRect(x: 20, y: 140, width: 320, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Dark"
        for view in [off, on, segments, field] as [UIView] { screen.window.addSubview(view) }
        screen.runUntilIdle()
        if let out = ProcessInfo.processInfo.environment["TESSERA_DARK_PNG"] { try screen.writePNG(to: URL(fileURLWithPath: out)) }
        let image = screen.renderImage()
        let window = image.rgba(x: 4, y: 4)
        #expect(window.r < 10 && window.g < 10, "the dark background: \(window)")
        let offTrack = image.rgba(x: (20 + 42) * 2, y: (20 + 15) * 2)
        #expect(offTrack.r > 40 && offTrack.r < 110, "the off track is a dark grey: \(offTrack)")
        let onTrack = image.rgba(x: (100 + 10) * 2, y: (20 + 15) * 2)
        #expect(onTrack.g > 180 && onTrack.r < 90, "the dark green: \(onTrack)")
        let selected = image.rgba(x: (20 + 40) * 2, y: (80 + 6) * 2)
        #expect(selected.r > 50 && selected.r < 140, "the selected segment is a mid grey: \(selected)")
        let fieldFill = image.rgba(x: (20 + 300) * 2, y: (140 + 17) * 2)
        #expect(fieldFill.r < 30, "the field is dark inside: \(fieldFill)")
    }
}

/// The other controls' looks, and styled text.
@MainActor struct MoreControlLookTests {
    private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 60 }

    @Test func pagesSpinnerStepperSliderImagesAndStyledPlaceholdersDraw() throws {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 300), scale: 2)
        screen.window.backgroundColor = .white
        let pages = UIPageControl(frame: CGRect(x: 20, y: 20, width: 320, height: 26))
        pages.numberOfPages = 3
        pages.currentPage = 2
        pages.currentPageIndicatorTintColor = .systemBlue
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .systemBlue
        spinner.center = CGPoint(x: 60, y: 90)
        spinner.startAnimating()
        let stepper = UIStepper(frame: CGRect(x: 120, y: 74, width: 0, height: 0))
        stepper.value = 100
        let slider = UISlider(frame: CGRect(x: 20, y: 140, width: 320, height: 34))
        slider.minimumValueImage = UIImage(systemName: "minus")
        slider.maximumValueImage = UIImage(systemName: "plus")
        slider.tintColor = .systemBlue
        let field = UITextField(frame: CGRect(x: 20, y: 200, width: 320, height: 34))
        field.attributedPlaceholder = NSAttributedString(string: "Required", attributes: [.foregroundColor: UIColor.systemRed])
        for view in [pages, spinner, stepper, slider, field] as [UIView] { screen.window.addSubview(view) }
        screen.runUntilIdle()
        let image = screen.renderImage()
        // The third dot is the current page's colour; the first is grey.
        let dots = pages.subviews.filter { $0.bounds.width == 7 }
        let third = dots[2].convert(CGPoint(x: 3.5, y: 3.5), to: nil), first = dots[0].convert(CGPoint(x: 3.5, y: 3.5), to: nil)
        #expect(isBlue(image.rgba(x: Int(third.x * 2), y: Int(third.y * 2))))
        #expect(!isBlue(image.rgba(x: Int(first.x * 2), y: Int(first.y * 2))))
        // The spinner draws spokes in its colour around its centre.
        var spokes = 0
        for dy in -16...16 { for dx in -16...16 where isBlue(image.rgba(x: (60 + dx) * 2, y: (90 + dy) * 2)) { spokes += 1 } }
        #expect(spokes > 20, "\(spokes)")
        // At its maximum the stepper's "+" is dimmed and its "−" dark.
        #expect(stepper.subviews.compactMap { $0 as? UILabel }.map { $0.textColor == .label } == [true, false])
        // The slider's end images take room: the track starts after the minus sign.
        #expect(slider.trackRect(forBounds: slider.bounds).minX >= 24 + 8)
        var tinted = 0
        for dx in 0..<20 where isBlue(image.rgba(x: (20 + 2 + dx) * 2, y: (140 + 17) * 2)) { tinted += 1 }
        #expect(tinted > 2, "the minus image is drawn in the tint")
        // The placeholder is red.
        var red = 0
        for dx in 0..<60 {
            let p = image.rgba(x: (20 + dx) * 2, y: (200 + 17) * 2)
            if p.r > 200, p.g < 120 { red += 1 }
        }
        #expect(red > 3 && field.attributedPlaceholder?.string == "Required")
    }
}
