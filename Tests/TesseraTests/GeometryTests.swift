import Foundation
import Testing
@testable import Tessera
import TesseraCore

struct GeometryTests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func zRotationMatchesAffineRotation() {
        let angle: CGFloat = 0.3
        let t3 = CATransform3DMakeRotation(angle, 0, 0, 1)
        let t2 = CGAffineTransform(rotationAngle: angle)
        let a = CATransform3DGetAffineTransform(t3)
        #expect(close(a.a, t2.a) && close(a.b, t2.b) && close(a.c, t2.c) && close(a.d, t2.d))
        // Positive angles turn clockwise on a y-down screen: (1, 0) goes down-right.
        let p = CGPoint(x: 1, y: 0).applying(t2)
        #expect(p.y > 0)
    }

    @Test func concatAppliesLeftThenRight() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let h = Homography(flattening: CATransform3DConcat(scale, move))
        #expect(h.apply(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        #expect(CATransform3DTranslate(scale, 10, 20, 0) == CATransform3DConcat(move, scale))
    }

    @Test func invertRoundTrips() {
        var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
        t.m34 = -1.0 / 500
        t = CATransform3DTranslate(t, 5, -7, 2)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (value, identity) in zip(product.entries, CATransform3DIdentity.entries) {
            #expect(close(value, identity, 1e-9))
        }
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func perspectiveHomographyShrinksTheFarSide() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 400
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let h = Homography(flattening: t)
        // The right edge turns away (z < 0) and looks shorter than the left.
        let rightTop = h.apply(CGPoint(x: 50, y: -50))!, rightBottom = h.apply(CGPoint(x: 50, y: 50))!
        let leftTop = h.apply(CGPoint(x: -50, y: -50))!, leftBottom = h.apply(CGPoint(x: -50, y: 50))!
        #expect(rightBottom.y - rightTop.y < leftBottom.y - leftTop.y)
        #expect(!h.isAffine)
        let inverse = h.inverted()!
        let back = inverse.apply(h.apply(CGPoint(x: 12, y: -30))!)!
        #expect(close(back.x, 12, 1e-9) && close(back.y, -30, 1e-9))
    }

    @Test func edgeInsetsAndRectHelpers() {
        let insets = UIEdgeInsetsMake(1, 2, 3, 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(CGRectInset(CGRectMake(0, 0, 100, 50), 30, 10) == CGRect(x: 30, y: 10, width: 40, height: 30))
        #expect(CGRectGetMidX(CGRect(10, 0, 200, 50)) == 110)
        let path = IndexPath(item: 3, section: 2)
        #expect(path.item == 3 && path.section == 2 && path.row == 3)
    }

    @Test func affineInverseAndRectApplying() {
        let t = CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 2, y: 2)
        let p = CGPoint(x: 3, y: 4).applying(t)
        #expect(p == CGPoint(x: 16, y: 13))
        #expect(p.applying(t.inverted()) == CGPoint(x: 3, y: 4))
        let rotated = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(rotated.width, 2 * 2.0.squareRoot(), 1e-9))
    }
}

struct ColorTests {
    @Test func namedColoursAreUIKits() {
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.clear.alpha == 0)
        #expect(UIColor.white.withAlphaComponent(0.5).alpha == 0.5)
    }

    @Test func componentsAreClampedAndInterpolated() {
        let odd = UIColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        #expect(odd.red == 1 && odd.green == 0 && odd.blue == 0)
        let mid = UIColor.black.interpolated(to: .white, fraction: 0.25)
        #expect(mid.red == 0.25 && mid.alpha == 1)
        var r: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: nil, blue: nil, alpha: &a))
        #expect(r == 1 && a == 1)
    }
}
