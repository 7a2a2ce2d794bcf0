import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// `setBackgroundImage(_:for:)`: the state's image stretched behind the title.
@MainActor struct ButtonBackgroundImageTests {
    private func solid(_ colour: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            colour.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    @Test func eachStateShowsItsImage() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.setTitle("Buy", for: .normal)
        button.setBackgroundImage(solid(.systemGreen), for: .normal)
        button.setBackgroundImage(solid(.systemRed), for: .disabled)
        screen.window.addSubview(button)
        screen.runUntilIdle()
        let green = screen.renderImage().rgba(x: 25, y: 25)
        #expect(green.g > 150 && green.r < 100, "the normal image fills the button: \(green)")
        #expect(button.currentBackgroundImage === button.backgroundImage(for: .normal))
        button.isEnabled = false
        screen.runUntilIdle()
        let red = screen.renderImage().rgba(x: 25, y: 25)
        #expect(red.r > 200 && red.g < 100, "the disabled image: \(red)")
        #expect(button.backgroundImage(for: .highlighted) === button.backgroundImage(for: .normal), "a state without one takes the normal image")
        #expect(screen.frameOfText("Buy") != nil, "the title stays in front")
    }
}

/// A stepper's custom glyphs and background, as apps theme it.
@MainActor struct StepperImageTests {
    private func solid(_ colour: UIColor, _ side: CGFloat = 10) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            colour.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func glyphsReplaceTheSignsAndADisabledHalfShowsItsImage() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        stepper.setIncrementImage(solid(.systemGreen), for: .normal)
        stepper.setDecrementImage(solid(.systemBlue), for: .normal)
        stepper.setDecrementImage(solid(.systemGray), for: .disabled)
        screen.window.addSubview(stepper)
        screen.runUntilIdle()
        #expect(stepper.incrementImage(for: .highlighted) === stepper.incrementImage(for: .normal))
        let plus = screen.renderImage().rgba(x: 10 + 47 + 23, y: 26)
        #expect(plus.g > 150 && plus.r < 100, "the increment glyph at the centre of the plus half: \(plus)")
        let minus = screen.renderImage().rgba(x: 10 + 23, y: 26)
        #expect(abs(Int(minus.r) - Int(minus.b)) < 20, "at the minimum the minus half shows its disabled (grey) glyph: \(minus)")
        #expect(screen.frameOfText("+") == nil, "the sign gave way to the image")
        stepper.value = 5
        screen.runUntilIdle()
        let enabled = screen.renderImage().rgba(x: 10 + 23, y: 26)
        #expect(enabled.b > 180 && enabled.r < 100, "above the minimum it can step down: the normal glyph \(enabled)")
    }
}

/// `CGColor` as libraries read it: components, their count, a copy with another alpha.
@MainActor struct CGColorTests {
    @Test func componentsAndCopies() {
        let color: CGColor = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1).cgColor
        #expect(color.components == [1, 0.5, 0.25, 1])
        #expect(color.numberOfComponents == 4)
        #expect(color.copy(alpha: 0.5)?.alpha == 0.5)
        #expect(CGColor(gray: 0.5, alpha: 1).components?[0] == 0.5)
    }
}
