import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// `keyboardLayoutGuide` follows the docked input views as UIKit's follows the keyboard, and a
/// tracking guide switches its constraints as it nears its view's edges.
@MainActor struct KeyboardLayoutGuideTests {
    final class Composer: UIViewController {
        let field = UITextField()
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            field.frame = CGRect(x: 20, y: 20, width: 200, height: 34)
            view.addSubview(field)
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    func show(_ composer: Composer, height: CGFloat = 600, bottomInset: CGFloat = 0) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: height), scale: 1,
                                    safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: bottomInset, right: 0))
        screen.rootViewController = composer
        screen.runUntilIdle()
        return screen
    }

    @Test func aBarPinnedToTheGuideRidesAboveTheInputViews() {
        let composer = Composer()
        let screen = show(composer, bottomInset: 34)
        #expect(composer.bar.frame == CGRect(x: 0, y: 516, width: 390, height: 50), "no keyboard: the guide starts at the safe area's bottom")
        #expect(composer.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 566, width: 390, height: 34))
        composer.field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 200))
        _ = composer.field.becomeFirstResponder()
        screen.runUntilIdle()
        #expect(composer.bar.frame.maxY == 400, "the bar sits on the 200-point input view, got \(composer.bar.frame)")
        #expect(composer.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 400, width: 390, height: 200))
        _ = composer.field.resignFirstResponder()
        screen.runUntilIdle()
        #expect(composer.bar.frame.maxY == 566, "back on the safe area when the input view goes")
        #expect(composer.view.layoutGuides.contains { $0 === composer.view.keyboardLayoutGuide }, "the guide is one of the view's")
    }

    @Test func trackedConstraintsFollowTheEdgesTheGuideTouches() {
        let composer = Composer()
        let screen = show(composer, height: 400)
        let guide = composer.view.keyboardLayoutGuide
        let tall = composer.bar.heightAnchor.constraint(equalToConstant: 80)
        tall.priority = .defaultHigh + 1
        let wide = composer.bar.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = .defaultHigh + 1
        guide.setConstraints([tall], activeWhenNearEdge: .top)
        guide.setConstraints([wide], activeWhenAwayFrom: .top)
        #expect(!tall.isActive && wide.isActive, "the guide is at the bottom: away from the top")
        #expect(guide.constraints(activeWhenNearEdge: .top) == [tall])
        composer.field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 500))
        _ = composer.field.becomeFirstResponder()
        screen.runUntilIdle()
        #expect(tall.isActive && !wide.isActive, "an input view taller than the screen: the guide reaches the top")
        guide.removeAllTrackedConstraints()
        #expect(guide.constraints(activeWhenAwayFrom: .top).isEmpty)
        _ = composer.field.resignFirstResponder()
        screen.runUntilIdle()
        #expect(tall.isActive, "forgotten constraints stay as they were")
    }
}
