import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Numbers a careless app gives controls: each is reported naming the control, the property and
/// the value, and the control stays consistent (its thumb, value and size are numbers).
@MainActor struct ControlRangeTests {
    private func capturing(_ body: () -> Void) -> [String] {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        body()
        return messages.all
    }

    @Test func aSliderKeepsFiniteLimitsAndPushesTheOtherEndAsUIKitDocuments() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 200), scale: 1)
        let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        slider.value = 0.5
        screen.window.addSubview(slider)
        let messages = capturing {
            slider.minimumValue = -.infinity
            slider.maximumValue = .nan
        }
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(messages == ["UISlider.minimumValue is -inf, not a finite number; it stays 0.0",
                             "UISlider.maximumValue is nan, not a finite number; it stays 1.0"])
        screen.runUntilIdle()
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        #expect(thumb.midX.isFinite && thumb.midX > 100 && thumb.midX < 200, "\(thumb)")
        slider.minimumValue = 5
        #expect(slider.maximumValue == 5 && slider.value == 5, "a minimum above the maximum raises it")
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.value == 2, "a maximum below the minimum lowers it")
    }

    @Test func aStepperRefusesLimitsThatCrossAsUIKitRaises() {
        let stepper = UIStepper()
        stepper.value = 50
        let messages = capturing {
            stepper.minimumValue = 150
            stepper.maximumValue = .infinity
            stepper.maximumValue = -10
        }
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.value == 50)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages[0] == "UIStepper.minimumValue 150.0 leaves minimumValue 150.0 not below maximumValue 100.0 (UIKit raises); it stays 0.0")
        #expect(messages[1].hasPrefix("UIStepper.maximumValue is inf, not a finite number"))
        stepper.maximumValue = 20
        #expect(stepper.value == 20, "clamped to the new maximum")
    }

    @Test func aStoryboardStepperAboveTheDefaultRangeKeepsItsLimits() throws {
        let stepper = UIStepper()
        let archive = NSKeyedArchiver(requiringSecureCoding: false)
        archive.encode(200.0, forKey: "minimumValue")
        archive.encode(300.0, forKey: "maximumValue")
        archive.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archive.encodedData)
        coder.requiresSecureCoding = false
        stepper.decodeStepperAttributes(coder)
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 300)
    }

    @Test func aMillionPagesMakeAWindowOfDots() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 200), scale: 1)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 390, height: 26))
        pages.numberOfPages = 1_000_000
        pages.currentPage = 500_000
        screen.window.addSubview(pages)
        screen.runUntilIdle()
        #expect(pages.subviews.count <= UIPageControl.maximumShownDots + 1, "dots plus the capsule, not a million views")
        #expect(pages.intrinsicContentSize.width < 2000)
        #expect(pages.currentPage == 500_000)
        // A tap past the current dot still goes to the next page.
        let bright = pages.subviews.compactMap { $0 as? UIImageView }.first { $0.backgroundColor == .label }
        #expect(bright != nil)
        if let bright {
            screen.tap(at: pages.convert(CGPoint(x: bright.frame.maxX + 6, y: 13), to: nil))
            screen.runUntilIdle()
            #expect(pages.currentPage == 500_001)
        }
    }

    @Test func draggingASliderOverAHugeRangeStaysInsideIt() {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 100), scale: 1)
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        slider.minimumValue = -1e30
        slider.maximumValue = -5
        slider.value = -1e30
        screen.window.addSubview(slider)
        screen.runUntilIdle()
        screen.drag(from: CGPoint(x: 34, y: 37), to: CGPoint(x: 400, y: 37))
        screen.runUntilIdle()
        #expect(slider.value == -5, "dragged to the end: the maximum, not \(slider.value)")
        slider.minimumValue = -Float.greatestFiniteMagnitude
        slider.maximumValue = Float.greatestFiniteMagnitude
        slider.value = 0
        screen.runUntilIdle()
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        #expect(abs(thumb.midX - slider.bounds.midX) < 1, "a range wider than a Float holds puts 0 in the middle: \(thumb)")
    }

    @Test func theDotsShownFitTheControlAndTapsOnEitherSideTurnThePage() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 200), scale: 1)
        let pages = UIPageControl(frame: CGRect(x: 20, y: 100, width: 300, height: 26))
        pages.numberOfPages = 150
        pages.currentPage = 40
        screen.window.addSubview(pages)
        screen.runUntilIdle()
        let dots = pages.subviews.compactMap { $0 as? UIImageView }
        #expect(dots.count < 20 && dots.count > 10, "as many dots as fit in 300 points: \(dots.count)")
        #expect(dots.allSatisfy { pages.bounds.contains($0.frame) }, "every dot inside the control")
        #expect(dots.contains { $0.backgroundColor == .label }, "the current page's dot shows")
        screen.tap(at: pages.convert(CGPoint(x: 10, y: 13), to: nil))
        screen.runUntilIdle()
        #expect(pages.currentPage == 39, "a tap on the leading side goes back")
        screen.tap(at: pages.convert(CGPoint(x: 290, y: 13), to: nil))
        screen.runUntilIdle()
        #expect(pages.currentPage == 40)
    }

    @Test func nonFiniteButtonInsetsAndSegmentWidthsAreReported() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 200), scale: 1)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: 7, trailing: 12)
        configuration.imagePadding = .infinity
        var button: UIButton?
        let messages = capturing {
            button = UIButton(configuration: configuration)
            screen.window.addSubview(button!)
            screen.runUntilIdle()
        }
        let size = button!.intrinsicContentSize
        #expect(size.width.isFinite && size.height.isFinite && size.width > 20, "\(size)")
        #expect(messages.contains { $0.hasPrefix("UIButton.Configuration.contentInsets is") })
        #expect(messages.contains { $0.hasPrefix("UIButton.Configuration.imagePadding is inf") })
        let segments = UISegmentedControl(items: ["A", "B"])
        let widthMessages = capturing { segments.setWidth(.infinity, forSegmentAt: 1) }
        #expect(segments.widthForSegment(at: 1) == 0)
        #expect(widthMessages == ["UISegmentedControl.setWidth(_:forSegmentAt: 1) is inf, not a finite length of 0 or more; 0.0 is used"])
    }
}
