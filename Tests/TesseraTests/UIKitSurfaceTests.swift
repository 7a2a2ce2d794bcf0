import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// The UIKit surface real collection-view code reached for: key-value observing, property
/// animators, transactions, effect views, shadows, masks, nibs, size transitions, override points.
@MainActor struct UIKitSurfaceTests {
    private func pixel(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        let p = screen.renderImage().rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    // MARK: Key-value observing

    @Test func observingContentOffsetHearsEachChangeWithOldAndNewValues() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        screen.window.addSubview(scrollView)
        var changes: [(CGPoint?, CGPoint?)] = []
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.initial, .old, .new]) { _, change in
            changes.append((change.oldValue, change.newValue))
        }
        #expect(changes.count == 1, ".initial calls at once")
        #expect(changes.first?.1 == .zero)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        screen.runUntilIdle()
        #expect(changes.count == 2)
        #expect(changes.last?.0 == .zero && changes.last?.1 == CGPoint(x: 0, y: 120))
        screen.runUntilIdle()
        #expect(changes.count == 2, "no change, no call")
        observation?.invalidate()
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        screen.runUntilIdle()
        #expect(changes.count == 2, "an invalidated observation is silent")
        observation = nil
    }

    @Test func aReleasedObservationEnds() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        var heard = 0
        var observation: NSKeyValueObservation? = view.observe(\.bounds) { _, _ in heard += 1 }
        view.bounds.size.width = 20
        screen.runUntilIdle()
        #expect(heard == 1)
        _ = observation
        observation = nil
        view.bounds.size.width = 30
        screen.runUntilIdle()
        #expect(heard == 1)
    }

    // MARK: Animators and transactions

    @Test func aPropertyAnimatorRunsPausesContinuesAndCompletes() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(animator.isRunning && animator.state == .active)
        screen.advance(by: 0.5)
        #expect(abs(view.layer.presentedState.opacity - 0.5) < 0.05)
        #expect(abs(animator.fractionComplete - 0.5) < 0.05)
        animator.pauseAnimation()
        screen.advance(by: 0.5)
        #expect(abs(view.layer.presentedState.opacity - 0.5) < 0.05, "paused where it was")
        #expect(!animator.isRunning && animator.state == .active)
        animator.startAnimation()
        screen.advance(by: 0.25)
        #expect(view.layer.presentedState.opacity < 0.5 && view.layer.presentedState.opacity > 0)
        screen.runUntilIdle()
        #expect(view.layer.presentedState.opacity == 0)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func aPausedAnimatorScrubsAndRunsOnOrBack() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning, "paused before it ran: held at the start")
        animator.fractionComplete = 0.3
        screen.runUntilIdle()
        #expect(abs(view.layer.presentedState.position.x - 35) < 0.5, "scrubbed to 30 %: \(view.layer.presentedState.position.x)")
        #expect(abs(animator.fractionComplete - 0.3) < 0.001)
        animator.fractionComplete = 0.8
        screen.advance(by: 0.5)
        #expect(abs(view.layer.presentedState.position.x - 85) < 0.5, "scrubbing moves the view; time does not")
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        screen.advance(by: 0.4)
        #expect(abs(view.layer.presentedState.position.x - 45) < 1, "runs back: \(view.layer.presentedState.position.x)")
        screen.runUntilIdle()
        #expect(positions == [.start], "reversed to its start")
        #expect(view.center.x == 5 && view.layer.presentedState.position.x == 5, "the view is back where it began")
    }

    @Test func aNonFiniteFractionCountsAsZero() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        animator.fractionComplete = .nan
        #expect(animator.fractionComplete == 0)
        #expect(view.layer.presentedState.position.x == 5)
        animator.startAnimation()
        screen.runUntilIdle()
        #expect(view.layer.presentedState.position.x == 105)
    }

    @Test func aStoppedAnimatorKeepsWhatIsShownAndFinishesWhereTold() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(abs(view.center.x - 55) < 2, "the model takes the value shown: \(view.center.x)")
        animator.finishAnimation(at: .current)
        screen.runUntilIdle()
        #expect(positions == [.current])
        #expect(abs(view.layer.presentedState.position.x - 55) < 2)
    }

    @Test func aTransactionsCompletionWaitsForTheAnimationsAndDisabledActionsDoNotAnimate() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(view)
        var done: TimeInterval?
        let start = CACurrentMediaTime()
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = CACurrentMediaTime() }
        UIView.animate(withDuration: 0.4) { view.alpha = 0.2 }
        CATransaction.commit()
        screen.runUntilIdle()
        #expect(done.map { $0 - start >= 0.4 } == true, "after the animation: \(String(describing: done.map { $0 - start }))")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        UIView.animate(withDuration: 0.4) { view.alpha = 1 }
        CATransaction.commit()
        #expect(view.layer.presentedState.opacity == 1, "no animation while actions are disabled")
        #expect(UIView.areAnimationsEnabled, "commit restores animations")
    }

    // MARK: Drawing: effects, shadows, masks

    @Test func aBlurEffectViewShowsItsMaterialAndHoldsSubviewsInItsContentView() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        screen.window.backgroundColor = .black
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        effectView.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        effectView.contentView.addSubview(label)
        screen.window.addSubview(effectView)
        screen.runUntilIdle()
        // White at 0.75 over black: about 188.
        let tinted = pixel(screen, 50, 50)
        #expect(tinted[0] > 170 && tinted[0] < 205, "\(tinted)")
        #expect(pixel(screen, 80, 80) == [0, 0, 0])
        #expect(label.superview === effectView.contentView)
        #expect(effectView.contentView.frame == effectView.bounds)
        effectView.addSubview(UIView())
        #expect(messages.all.contains { $0.contains("add subviews to its contentView") })
        effectView.effect = nil
        screen.runUntilIdle()
        #expect(pixel(screen, 50, 50) == [0, 0, 0], "no effect, nothing drawn")
    }

    @Test func aLayersShadowDarkensWhatIsBelowItAndNothingWithoutOpacity() {
        let screen = HeadlessScreen(size: CGSize(width: 120, height: 120), scale: 1)
        screen.window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        screen.window.addSubview(card)
        screen.runUntilIdle()
        #expect(pixel(screen, 50, 84) == [255, 255, 255])
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 6
        screen.runUntilIdle()
        let below = pixel(screen, 50, 84)
        #expect(below[0] < 230, "shadow under the card: \(below)")
        #expect(pixel(screen, 50, 50) == [255, 255, 255], "the card is drawn over its shadow")
        #expect(pixel(screen, 50, 110) == [255, 255, 255], "the shadow fades out")
        card.layer.shadowOpacity = .nan
        #expect(card.layer.shadowOpacity == 0)
    }

    @Test func aMaskShowsTheViewOnlyWhereTheMaskIsOpaque() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        screen.window.backgroundColor = .white
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        photo.backgroundColor = .red
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        mask.backgroundColor = .black
        photo.mask = mask
        screen.window.addSubview(photo)
        screen.runUntilIdle()
        #expect(pixel(screen, 25, 50) == [255, 0, 0])
        #expect(pixel(screen, 75, 50) == [255, 255, 255])
        #expect(photo.layer.mask === mask.layer)
    }

    // MARK: Nibs, storyboards

    /// Dequeues `identifier` for each of three items.
    @MainActor final class PlainSource: NSObject, UICollectionViewDataSource {
        let identifier: String
        init(identifier: String) { self.identifier = identifier }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
    }

    @Test func nibsAndStoryboardsThatAreNotThereSaySoAndMakeNothing() throws {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let nib = UINib(nibName: "MissingCell", bundle: nil)
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        #expect(messages.all.contains { $0.contains("Could not load NIB") && $0.contains("'MissingCell'") })
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(nib, forCellWithReuseIdentifier: "Photo")
        let source = PlainSource(identifier: "Photo")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(messages.all.contains { $0.contains("invalid nib registered for cell/Photo") && $0.contains("MissingCell") })
        #expect(UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() == nil)
        #expect(messages.all.contains { $0.contains("Could not find a storyboard named 'Onboarding'") })
        #expect(Bundle.main.loadNibNamed("Header", owner: nil) == nil)
    }

    // MARK: Size transitions

    @Test func resizingTheWindowTellsTheControllersAndRunsTheirBlocks() {
        final class Child: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                sizes.append(size)
            }
        }
        final class Root: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                log.append("will \(Int(size.width)) from \(Int(view.bounds.width))")
                coordinator.animate(alongsideTransition: { _ in self.log.append("along \(Int(self.view.bounds.width))") },
                                    completion: { _ in self.log.append("done") })
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let root = Root()
        let child = Child()
        root.addChild(child)
        screen.rootViewController = root
        screen.runUntilIdle()
        screen.window.frame = CGRect(x: 0, y: 0, width: 500, height: 200)
        #expect(root.log == ["will 500 from 300", "along 500"])
        screen.runUntilIdle()
        #expect(root.log == ["will 500 from 300", "along 500", "done"])
        #expect(child.sizes == [CGSize(width: 500, height: 200)])
        screen.window.frame = CGRect(x: 0, y: 0, width: 500, height: 200)
        #expect(child.sizes.count == 1, "no size change, no call")
    }

    // MARK: Small API

    @Test func displayP3ColoursConvertToSRGB() {
        let gray = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(gray.red - 0.5) < 0.002 && abs(gray.green - 0.5) < 0.002 && abs(gray.blue - 0.5) < 0.002, "same white point")
        let red = UIColor(displayP3Red: 0.8, green: 0.2, blue: 0.2, alpha: 0.5)
        #expect(red.red > 0.8 && red.green < 0.2, "P3's red is more saturated than sRGB's: \(red.red), \(red.green)")
        #expect(red.alpha == 0.5)
    }

    @Test func aButtonPlacesItsTitleByItsContentAlignments() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Add", for: .normal)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        let label = try #require(button.titleLabel)
        #expect(label.textAlignment == .left)
        #expect(label.frame.minY == 0 && label.frame.height < 60)
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.layoutIfNeeded()
        #expect(label.textAlignment == .right)
    }

    @Test func overridesOfUIViewAndUICollectionViewMethodsAreCalled() {
        final class LoggingView: UIView {
            var log: [String] = []
            override func addSubview(_ view: UIView) { log.append("add"); super.addSubview(view) }
            override func setNeedsLayout() { log.append("needs layout"); super.setNeedsLayout() }
        }
        final class CountingCollectionView: UICollectionView {
            var reloads = 0
            override func reloadData() { reloads += 1; super.reloadData() }
        }
        let view = LoggingView()
        let child = UIView()
        view.addSubview(child)
        #expect(view.log.first == "add")
        #expect(child.superview === view)
        child.removeFromSuperview()
        view.setNeedsLayout()
        #expect(view.log.last == "needs layout")
        let collectionView = CountingCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                    collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.reloadData()
        #expect(collectionView.reloads >= 1)
    }

    @Test func pathsAndDisplayLinksTakeUIKitsForms() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3)
        let cgPath = path.cgPath
        path.addLine(to: CGPoint(x: 100, y: 100))
        #expect(cgPath.bounds.width == 20, "cgPath is a copy")
        #expect(UIBezierPath(cgPath: cgPath).bounds == cgPath.bounds)
        final class Ticker { var ticks = 0; func step() { ticks += 1 } }
        let screen = HeadlessScreen(size: CGSize(width: 10, height: 10), scale: 1)
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.step)
        link.add(to: .main, forMode: .common)
        let before = CACurrentMediaTime()
        screen.advance(by: 0.1)
        #expect(ticker.ticks > 0)
        #expect(abs(CACurrentMediaTime() - before - 0.1) < 0.001, "the virtual clock")
        link.invalidate()
    }
}
