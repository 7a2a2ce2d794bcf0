import Demos
import Foundation
import Testing
import Tessera
import TesseraCore
import TesseraCairo
import TesseraTesting

@MainActor struct RenderingTests {
    /// A 200×200 screen at 1x with a white root view.
    private func screen(scale: CGFloat = 1) -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: scale)
        let controller = UIViewController()
        screen.rootViewController = controller
        controller.view.backgroundColor = .white
        return (screen, controller.view)
    }

    private func isColor(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 3) -> Bool {
        abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
    }

    @Test func framesAreDrawnAtTheScreenScale() throws {
        let (screen, root) = screen(scale: 2)
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .red
        root.addSubview(box)
        let image = screen.renderImage()
        #expect(image.pixelWidth == 400 && image.pixelHeight == 400)
        #expect(isColor(image.rgba(x: 21, y: 21), 255, 0, 0))
        #expect(isColor(image.rgba(x: 59, y: 59), 255, 0, 0))
        #expect(isColor(image.rgba(x: 61, y: 61), 255, 255, 255))
        let png = try screen.renderPNG()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func opacityAppliesToTheViewAndItsSubviewsAsOneGroup() {
        let (screen, root) = screen()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        child.backgroundColor = .blue
        parent.addSubview(child)
        parent.alpha = 0.5
        root.addSubview(parent)
        let image = screen.renderImage()
        // Blue at half strength over white, with no red showing through the child.
        #expect(isColor(image.rgba(x: 25, y: 50), 128, 128, 255))
        #expect(isColor(image.rgba(x: 75, y: 50), 255, 128, 128))
    }

    @Test func clipsToBoundsClipsSubviewsAndContent() {
        let (screen, root) = screen()
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        child.backgroundColor = .green
        parent.addSubview(child)
        root.addSubview(parent)
        #expect(isColor(screen.renderImage().rgba(x: 110, y: 110), 0, 255, 0))
        parent.clipsToBounds = true
        let clipped = screen.renderImage()
        #expect(isColor(clipped.rgba(x: 110, y: 110), 255, 255, 255))
        #expect(isColor(clipped.rgba(x: 90, y: 90), 0, 255, 0))
    }

    @Test func zPositionDrawsOnTopWhateverTheOrder() {
        let (screen, root) = screen()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        back.backgroundColor = .red
        let front = UIView(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        front.backgroundColor = .blue
        root.addSubview(back)
        root.addSubview(front)
        #expect(isColor(screen.renderImage().rgba(x: 45, y: 45), 0, 0, 255))
        back.layer.zPosition = 1
        #expect(isColor(screen.renderImage().rgba(x: 45, y: 45), 255, 0, 0))
    }

    @Test func contentIsDrawnOnceUntilItChanges() {
        final class Counting: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.purple.setFill()
                UIRectFill(bounds)
            }
        }
        let (screen, root) = screen()
        let view = Counting(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        root.addSubview(view)
        _ = screen.renderImage()
        _ = screen.renderImage()
        view.center = CGPoint(x: 100, y: 100)
        view.alpha = 0.5
        let moved = screen.renderImage()
        #expect(view.draws == 1)
        #expect(isColor(moved.rgba(x: 100, y: 100), 191, 128, 191))
        view.setNeedsDisplay()
        _ = screen.renderImage()
        #expect(view.draws == 2)
    }

    @Test func compositionMatchesItsReference() throws {
        let (screen, root) = screen(scale: 2)
        root.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 70))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = .orange
        let title = UILabel(frame: CGRect(x: 12, y: 8, width: 136, height: 30))
        title.text = "Because you liked"
        title.font = .boldSystemFont(ofSize: 15)
        let subtitle = UILabel(frame: CGRect(x: 12, y: 36, width: 136, height: 24))
        subtitle.text = "Chelsea the cat…"
        subtitle.textColor = .gray
        subtitle.textAlignment = .right
        card.addSubview(title)
        card.addSubview(subtitle)
        root.addSubview(card)
        let rotated = UIView(frame: CGRect(x: 30, y: 110, width: 60, height: 60))
        rotated.backgroundColor = .systemBlue
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        root.addSubview(rotated)
        let faded = UIView(frame: CGRect(x: 110, y: 110, width: 60, height: 60))
        faded.backgroundColor = .red
        faded.alpha = 0.5
        root.addSubview(faded)
        try ReferenceImage.assertMatches(screen.renderImage(), named: "composition")
    }

    @Test func perspectivePhotoMatchesItsReference() throws {
        let (screen, root) = screen(scale: 1)
        let photo = UIImageView(frame: CGRect(x: 40, y: 30, width: 120, height: 140))
        photo.image = DemoPhotos.named("astronaut")
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 300
        photo.transform3D = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSubview(photo)
        let image = screen.renderImage()
        // The near (left) edge is taller than the far (right) edge: count opaque photo rows.
        func column(_ x: Int) -> Int { (0..<200).filter { !isColor(image.rgba(x: x, y: $0), 255, 255, 255, tolerance: 0) }.count }
        let h = Homography(flattening: photo.transform3D)
        let left = Int(h.apply(CGPoint(x: -60, y: 0))!.x + 100) + 2, right = Int(h.apply(CGPoint(x: 60, y: 0))!.x + 100) - 2
        #expect(column(left) > column(right) + 10)
        try ReferenceImage.assertMatches(image, named: "perspective-photo")
    }

    @Test func viewBasicsDemoMatchesItsReference() throws {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        screen.rootViewController = ViewBasicsViewController()
        screen.runUntilIdle()
        try ReferenceImage.assertMatches(screen.renderImage(), named: "view-basics")
    }
}
