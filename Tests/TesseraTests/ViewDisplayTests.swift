import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

@MainActor struct ViewDisplayTests {
    @Test func marginsChangeCallBackAndASubviewCanKeepItsSuperviewsMargins() {
        final class Card: UIView {
            var changes = 0
            override func layoutMarginsDidChange() {
                super.layoutMarginsDidChange()
                changes += 1
            }
        }
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        outer.layoutMargins = UIEdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
        let card = Card(frame: CGRect(x: 10, y: 0, width: 280, height: 200))
        outer.addSubview(card)
        card.layoutMargins = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        card.layoutMargins = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        #expect(card.changes == 1, "only a change calls back")
        #expect(card.effectiveLayoutMargins.left == 6)
        card.preservesSuperviewLayoutMargins = true
        #expect(card.effectiveLayoutMargins.left == 30 && card.effectiveLayoutMargins.top == 20, "the superview's 40 less the 10 it is in")
    }

    @Test func anInterpolatingMotionEffectComputesItsValuesAndTheAnimationDurationIsKnownInsideABlock() {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        effect.minimumRelativeValue = -10
        effect.maximumRelativeValue = 10.0
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center.x"] as? CGFloat == 5)
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect]
        let view = UIView()
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1)
        #expect(group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0))?["center.x"] as? CGFloat == -10)
        var inside: TimeInterval = -1
        UIView.animate(withDuration: 0.4) { inside = UIView.inheritedAnimationDuration }
        #expect(inside == 0.4 && UIView.inheritedAnimationDuration == 0)
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.anchorPoint == .zero)
    }
}
