// Swift 5 language mode only: drawing helpers as toast and icon libraries write them, in a
// nonisolated enum (colours set, paths filled, strings measured, the accessibility state read).
// Against UIKit's SDK this compiles without an isolation error in Swift 5 mode; against Tessera
// it must too (these members are @preconcurrency main-actor members).
import Testing
import UIKit
import TesseraTesting

enum ToastIcons {
    static func drawCheck(in rect: CGRect) {
        UIColor.white.setFill()
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 4, height: 4))
        path.fill()
    }

    static func height(of text: String, width: CGFloat) -> CGFloat {
        let font = UIFont.systemFont(ofSize: 15)
        let bounds = text.boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                       attributes: [.font: font], context: nil)
        return UIAccessibility.isVoiceOverRunning ? bounds.height * 1.5 : bounds.height
    }
}

@MainActor struct NonisolatedDrawingTests {
    @Test func helpersOutsideTheMainActorDrawAndMeasure() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        defer { withExtendedLifetime(screen) {} }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            ToastIcons.drawCheck(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(image.size == CGSize(width: 20, height: 20))
        #expect(ToastIcons.height(of: "one two three four five six seven", width: 60) > ToastIcons.height(of: "one", width: 60))
        #expect(UIApplication.shared.statusBarFrame == .zero, "a desktop window has no status bar")
    }
}
