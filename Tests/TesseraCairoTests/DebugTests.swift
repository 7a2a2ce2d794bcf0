import Testing
import Foundation
import Tessera
import TesseraTesting
import TesseraCairo

@MainActor struct DebugTests {
    @Test func perspectiveDebug() throws {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let vc = UIViewController()
        screen.rootViewController = vc
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        v.backgroundColor = .red
        let inner = UILabel(frame: v.bounds)
        inner.text = "HELLO"
        inner.backgroundColor = .yellow
        v.addSubview(inner)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        v.transform3D = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        vc.view.addSubview(v)
        screen.runUntilIdle()
        try screen.writePNG(to: URL(fileURLWithPath: "/tmp/persp.png"))
    }
}

@MainActor struct WarpDebug {
    @Test func warp() throws {
        let img = CairoImage(width: 100, height: 100)
        // fill red
        let h = Homography.identity
        _ = h
        let data = img
        _ = data
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let hh = Homography.translation(-50, -50).concatenating(Homography(flattening: t)).concatenating(.translation(100, 100))
        print("H", hh)
        print("quad", hh.quad(of: CGRect(x: 0, y: 0, width: 100, height: 100)) ?? [])
        let inv = hh.inverted()!
        print("inv center", inv.apply(CGPoint(x: 100, y: 100))!)
        print("roundtrip", inv.apply(hh.apply(CGPoint(x: 10, y: 20))!)!)
    }
}
@testable import TesseraCairo
import CCairo
@MainActor struct WarpDebug2 {
    @Test func warp2() throws {
        let img = CairoImage(width: 100, height: 100)
        let cr = cairo_create(img.surface)!
        cairo_set_source_rgba(cr, 1, 0, 0, 1); cairo_paint(cr); cairo_destroy(cr)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let hh = Homography.translation(-50, -50).concatenating(Homography(flattening: t)).concatenating(.translation(100, 100))
        let (out, origin) = ProjectiveWarp.warp(img, imageToDevice: hh, limit: CGRect(x: 0, y: 0, width: 200, height: 200))!
        print("origin", origin, out.pixelWidth, out.pixelHeight)
        for y in stride(from: 0, to: out.pixelHeight, by: 20) {
            print((0..<out.pixelWidth).filter { $0 % 8 == 0 }.map { out.rgba(x: $0, y: y).a > 0 ? "#" : "." }.joined())
        }
    }
}
