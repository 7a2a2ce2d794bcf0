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
