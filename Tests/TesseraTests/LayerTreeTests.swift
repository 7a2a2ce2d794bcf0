import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Free-standing layers: the layer tree, and the layer classes as rendered pixels show them.
@MainActor struct LayerTreeTests {
    private func pixel(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        let p = screen.renderImage().rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 8) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private func screenWithCanvas() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let canvas = UIView(frame: screen.window.bounds)
        canvas.backgroundColor = .white
        screen.window.addSubview(canvas)
        screen.runUntilIdle()
        return (screen, canvas)
    }

    @Test func sublayersSitAmongSubviewsAsTheyWereAdded() {
        let (screen, canvas) = screenWithCanvas()
        let below = CALayer()
        below.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        below.backgroundColor = UIColor.red.cgColor
        let square = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        square.backgroundColor = .blue
        canvas.addSubview(square)
        canvas.layer.insertSublayer(below, at: 0)
        let above = CALayer()
        above.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        above.backgroundColor = UIColor.green.cgColor
        canvas.layer.addSublayer(above)
        #expect(canvas.layer.sublayers?.count == 3)
        #expect(canvas.layer.sublayers?.first === below && canvas.layer.sublayers?.last === above)
        #expect(below.superlayer === canvas.layer && square.layer.superlayer === canvas.layer)
        #expect(pixel(screen, 75, 75) == [0, 0, 255], "the subview covers the layer inserted at 0")
        #expect(pixel(screen, 25, 25) == [255, 0, 0])
        #expect(pixel(screen, 125, 125) == [0, 255, 0], "the added layer covers the subview")
        let later = UIView(frame: CGRect(x: 110, y: 110, width: 20, height: 20))
        later.backgroundColor = .black
        canvas.addSubview(later)
        #expect(pixel(screen, 120, 120) == [0, 0, 0], "a subview added later goes above")
        above.removeFromSuperlayer()
        #expect(above.superlayer == nil && canvas.layer.sublayers?.count == 3)
        #expect(pixel(screen, 180, 180) == [255, 255, 255])
    }

    @Test func settingTheFrameSetsBoundsAndPositionAroundTheAnchor() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(layer.position == CGPoint(x: 10, y: 20))
        layer.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40), "a NaN frame is refused")
    }

    @Test func aShapeLayerFillsAndStrokesItsPathUpToStrokeEnd() {
        let (screen, canvas) = screenWithCanvas()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        shape.path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        shape.fillColor = UIColor.red.cgColor
        canvas.layer.addSublayer(shape)
        #expect(pixel(screen, 50, 50) == [255, 0, 0])
        let line = CAShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 10, y: 150))
        path.addLine(to: CGPoint(x: 190, y: 150))
        line.path = path.cgPath
        line.fillColor = nil
        line.strokeColor = UIColor.blue.cgColor
        line.lineWidth = 10
        line.strokeEnd = 0.5
        canvas.layer.addSublayer(line)
        #expect(pixel(screen, 50, 150) == [0, 0, 255], "the first half is stroked")
        #expect(pixel(screen, 150, 150) == [255, 255, 255], "the second half is not")
        line.strokeEnd = 1
        line.lineDashPattern = [20, 20]
        #expect(pixel(screen, 20, 150) == [0, 0, 255], "a dash")
        #expect(pixel(screen, 40, 150) == [255, 255, 255], "a gap")
    }

    @Test func aGradientLayerBlendsItsColoursAlongTheAxis() {
        let (screen, canvas) = screenWithCanvas()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        canvas.layer.addSublayer(gradient)
        #expect(near(pixel(screen, 1, 50), [255, 0, 0]))
        #expect(near(pixel(screen, 198, 50), [0, 0, 255]))
        #expect(near(pixel(screen, 100, 50), [128, 0, 127], 4), "half way is half of each")
        // Shown at once: on screen, these would animate (implicit actions).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        CATransaction.commit()
        #expect(near(pixel(screen, 100, 50), [255, 0, 0]), "red at the centre")
        #expect(near(pixel(screen, 199, 99), [0, 0, 255], 16), "blue at the ellipse through the corner")
    }

    @Test func aViewWhoseLayerClassIsAGradientDrawsTheGradient() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        let (screen, canvas) = screenWithCanvas()
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = view.layer as? CAGradientLayer
        #expect(layer != nil)
        layer?.colors = [UIColor.green.cgColor, UIColor.green.cgColor]
        canvas.addSubview(view)
        #expect(pixel(screen, 50, 50) == [0, 255, 0])
    }

    @Test func aTextLayerDrawsItsStringInItsColour() {
        let (screen, canvas) = screenWithCanvas()
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        text.string = "HHHH"
        text.fontSize = 40
        text.foregroundColor = UIColor.black.cgColor
        canvas.layer.addSublayer(text)
        let image = screen.renderImage()
        var dark = 0
        for x in 0..<200 { for y in 0..<60 where image.rgba(x: x, y: y).r < 100 { dark += 1 } }
        #expect(dark > 400, "the letters are drawn (\(dark) dark pixels)")
        text.string = nil
        let cleared = screen.renderImage()
        #expect((0..<200).allSatisfy { cleared.rgba(x: $0, y: 30).r == 255 })
    }

    @Test func aReplicatorDrawsACopyOfItsSublayerPerInstance() {
        let (screen, canvas) = screenWithCanvas()
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let dot = CALayer()
        dot.frame = CGRect(x: 95, y: 10, width: 10, height: 10)
        dot.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        canvas.layer.addSublayer(replicator)
        #expect(pixel(screen, 100, 15) == [255, 0, 0], "the sublayer")
        #expect(pixel(screen, 185, 100) == [255, 0, 0], "turned a quarter about the centre")
        #expect(pixel(screen, 100, 185) == [255, 0, 0])
        #expect(pixel(screen, 15, 100) == [255, 0, 0])
        #expect(pixel(screen, 150, 150) == [255, 255, 255])
        replicator.instanceAlphaOffset = -0.5
        #expect(near(pixel(screen, 185, 100), [255, 128, 128], 4), "the second copy is half transparent")
        #expect(pixel(screen, 100, 185) == [255, 255, 255], "the third is gone")
    }

    @Test func aLayerMaskShowsTheLayerThroughItsAlpha() {
        let (screen, canvas) = screenWithCanvas()
        let red = CALayer()
        red.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        red.backgroundColor = UIColor.red.cgColor
        let mask = CAGradientLayer()
        mask.frame = red.bounds
        mask.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        mask.startPoint = CGPoint(x: 0, y: 0.5)
        mask.endPoint = CGPoint(x: 1, y: 0.5)
        red.mask = mask
        canvas.layer.addSublayer(red)
        #expect(near(pixel(screen, 1, 50), [255, 0, 0]))
        #expect(near(pixel(screen, 198, 50), [255, 255, 255]))
        #expect(near(pixel(screen, 100, 50), [255, 127, 127], 6))
    }

    @Test func aViewSizesItsLayersInLayoutSublayersOfLayer() {
        final class BannerView: UIView {
            let stripe = CALayer()
            var calls: [String] = []
            override func layoutSubviews() { super.layoutSubviews(); calls.append("layoutSubviews") }
            override func layoutSublayers(of layer: CALayer) {
                super.layoutSublayers(of: layer)
                calls.append("layoutSublayers")
                stripe.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 4)
            }
        }
        let (screen, canvas) = screenWithCanvas()
        let banner = BannerView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        banner.layer.addSublayer(banner.stripe)
        canvas.addSubview(banner)
        screen.runUntilIdle()
        #expect(banner.calls == ["layoutSubviews", "layoutSublayers"])
        #expect(banner.stripe.frame.width == 120)
    }

    @Test func aCGContextPathIsFilledAndStrokedAndALayerRendersIntoAnImage() {
        final class Badge: UIView {
            override func draw(_ rect: CGRect) {
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setFillColor(UIColor.red.cgColor)
                context.addEllipse(in: CGRect(x: 10, y: 10, width: 40, height: 40))
                context.fillPath()
                context.setStrokeColor(UIColor.blue.cgColor)
                context.setLineWidth(6)
                context.move(to: CGPoint(x: 60, y: 30))
                context.addLine(to: CGPoint(x: 100, y: 30))
                context.strokePath()
            }
        }
        let (screen, canvas) = screenWithCanvas()
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        badge.backgroundColor = .white
        canvas.addSubview(badge)
        #expect(pixel(screen, 30, 30) == [255, 0, 0])
        #expect(pixel(screen, 80, 30) == [0, 0, 255])
        #expect(pixel(screen, 80, 40) == [255, 255, 255])
        UIGraphicsBeginImageContextWithOptions(badge.bounds.size, false, 1)
        badge.layer.render(in: UIGraphicsGetCurrentContext()!)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 120, height: 60), "the layer rendered into an image")
    }

    @Test func aSublayerTransformMovesEverySublayer() {
        let (screen, canvas) = screenWithCanvas()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        canvas.addSubview(holder)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        dot.backgroundColor = UIColor.red.cgColor
        holder.layer.addSublayer(dot)
        holder.layer.sublayerTransform = CATransform3DMakeTranslation(50, 0, 0)
        #expect(pixel(screen, 60, 10) == [255, 0, 0])
        #expect(pixel(screen, 10, 10) == [255, 255, 255])
    }

    @Test func aLayerOnScreenAnimatesAChangeUnlessActionsAreOff() {
        let (screen, canvas) = screenWithCanvas()
        let ring = CAShapeLayer()
        ring.strokeEnd = 1
        ring.position = CGPoint(x: 50, y: 50)
        canvas.layer.addSublayer(ring)
        ring.strokeEnd = 0.5
        #expect(ring.animation(forKey: "strokeEnd") == nil, "a layer not drawn yet changes at once")
        _ = screen.renderImage()
        ring.strokeEnd = 0
        #expect(ring.animation(forKey: "strokeEnd") != nil, "on screen, the change animates")
        screen.advance(by: 0.125)
        let halfway = ring.presentation()?.strokeEnd ?? -1
        #expect(halfway > 0.05 && halfway < 0.45, "between the old value and the new: \(halfway)")
        screen.advance(by: 0.2)
        #expect(ring.presentation()?.strokeEnd == 0 && ring.animationKeys() == nil)
        ring.position = CGPoint(x: 80, y: 50)
        #expect(ring.animation(forKey: "position") != nil, "geometry animates too")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.strokeEnd = 1
        CATransaction.commit()
        #expect(ring.animation(forKey: "strokeEnd") == nil, "not with actions disabled")
        ring.actions = ["lineWidth": NSNull()]
        ring.lineWidth = 8
        #expect(ring.animation(forKey: "lineWidth") == nil, "nor with an NSNull action")
        canvas.layer.cornerRadius = 12
        #expect(canvas.layer.animationKeys() == nil, "a view's own layer animates only in UIView.animate")
    }

    @Test func anEmitterSendsParticlesThatLiveAndFade() {
        let (screen, canvas) = screenWithCanvas()
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        }
        let cell = CAEmitterCell()
        cell.contents = dot.cgImage
        cell.birthRate = 40
        cell.lifetime = 1
        cell.velocity = 120
        cell.emissionLongitude = .pi / 2
        cell.color = UIColor.red.cgColor
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 100, y: 20)
        emitter.emitterShape = .point
        canvas.layer.addSublayer(emitter)
        emitter.emitterCells = [cell]
        screen.advance(by: 0.5)
        let first = screen.renderImage()
        let rows = (0..<200).filter { y in (95..<106).contains { x in let p = first.rgba(x: x, y: y); return p.r > 200 && p.g < 80 } }
        #expect(!rows.isEmpty, "red particles below the emitter")
        #expect((rows.max() ?? 0) > 60 && (rows.max() ?? 0) < 90, "the oldest has flown about 60 points: \(rows.max() ?? 0)")
        #expect(screen.renderImage().rgba(x: 100, y: 50) == first.rgba(x: 100, y: 50), "the same frame at the same time")
        #expect(AnimationEngine.shared.needsFrames, "frames come while particles fly")
        emitter.birthRate = 0
        screen.advance(by: 1.1)
        let after = screen.renderImage()
        #expect((0..<200).allSatisfy { y in let p = after.rgba(x: 100, y: y); return !(p.r > 200 && p.g < 80) }, "all gone after their lifetime")
        #expect(!AnimationEngine.shared.needsFrames)
    }
}
