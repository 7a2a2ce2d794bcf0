import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Records a control's events, by name, in the order sent.
@MainActor private final class EventLog {
    var names: [String] = []
    func watch(_ control: UIControl) {
        let events: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.valueChanged, "value"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in events {
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }
    /// The names other than the drags (which depend on how many moves a drag makes).
    var withoutDrags: [String] { names.filter { $0 != "dragInside" && $0 != "dragOutside" } }
}

@MainActor struct ControlsTests {
    private func screen(with control: UIView, at origin: CGPoint = CGPoint(x: 20, y: 100)) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        control.frame.origin = origin
        screen.window.addSubview(control)
        screen.runUntilIdle()
        return screen
    }

    private func centre(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    // MARK: UIControl

    @Test func aTapSendsTouchDownThenUpInsideAndADragAwaySendsExitAndUpOutside() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let log = EventLog()
        log.watch(control)
        let screen = screen(with: control)
        screen.tap(at: centre(of: control))
        #expect(log.names == ["down", "upInside", "primary"])
        log.names.removeAll()
        screen.drag(from: centre(of: control), to: CGPoint(x: 70, y: 400))
        #expect(log.withoutDrags == ["down", "exit", "upOutside"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func actionsAreRemovedByIdentifierAndTargetsByObject() {
        final class Target { var count = 0; func fire() { count += 1 } }
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let target = Target()
        var ran = 0
        let action = UIAction(identifier: .init("count")) { _ in ran += 1 }
        control.addAction(action, for: .valueChanged)
        control.addAction(action, for: .valueChanged)
        control.addTarget(target, action: Target.fire, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(ran == 1 && target.count == 1, "the same action added twice runs once")
        control.removeAction(identifiedBy: .init("count"), for: .valueChanged)
        control.removeTarget(target, action: nil, for: .allEvents)
        control.sendActions(for: .valueChanged)
        #expect(ran == 1 && target.count == 1)
        #expect(control.allControlEvents.isEmpty)
    }

    // MARK: UISwitch

    @Test func aSwitchTogglesOnATapAndSaysSoOnceButNotWhenSetFromCode() {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31), "a switch keeps its own size")
        let log = EventLog()
        log.watch(toggle)
        let screen = screen(with: toggle)
        screen.tap(at: centre(of: toggle))
        screen.runUntilIdle()
        #expect(toggle.isOn)
        #expect(log.names.filter { $0 == "value" }.count == 1)
        log.names.removeAll()
        toggle.setOn(false, animated: true)
        toggle.isOn = true
        #expect(log.names.isEmpty, "from code: no event")
    }

    @Test func draggingTheThumbTakesTheSideTheFingerEndsOn() {
        let toggle = UISwitch()
        toggle.isOn = true
        let log = EventLog()
        log.watch(toggle)
        let screen = screen(with: toggle)
        let c = centre(of: toggle)
        screen.drag(from: CGPoint(x: c.x + 12, y: c.y), to: CGPoint(x: c.x - 20, y: c.y))
        screen.runUntilIdle()
        #expect(!toggle.isOn)
        #expect(log.names.filter { $0 == "value" }.count == 1)
        // Dragged off and back: the value is what it was, so no change is sent.
        log.names.removeAll()
        screen.drag(from: CGPoint(x: c.x - 12, y: c.y), to: CGPoint(x: c.x + 20, y: c.y))
        #expect(toggle.isOn)
        let before = log.names.filter { $0 == "value" }.count
        screen.drag(from: CGPoint(x: c.x + 12, y: c.y), to: CGPoint(x: c.x + 20, y: c.y))
        #expect(toggle.isOn && log.names.filter { $0 == "value" }.count == before, "a drag that stays on the on side changes nothing")
    }

    // MARK: UISlider

    @Test func aSliderFollowsTheThumbJumpsToATouchOnTheTrackAndClampsValues() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 34))
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 50
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        let screen = screen(with: slider)
        // The thumb's centre travels 200 points (228 less a 28-point thumb): 1 point a unit.
        let thumbCentre = slider.convert(CGPoint(x: 14 + 50, y: 17), to: nil)
        screen.drag(from: thumbCentre, to: CGPoint(x: thumbCentre.x + 100, y: thumbCentre.y))
        #expect(abs(slider.value - 150) < 0.5, "\(slider.value)")
        #expect(values.count > 1, "continuous: sent while dragging")
        screen.tap(at: slider.convert(CGPoint(x: 14 + 20, y: 17), to: nil))
        #expect(abs(slider.value - 20) < 0.5, "a touch on the track jumps there: \(slider.value)")
        slider.value = 500
        #expect(slider.value == 200, "clamped to the maximum")
        slider.maximumValue = 100
        #expect(slider.value == 100, "a lower maximum pulls the value in")
    }

    @Test func aSliderThatIsNotContinuousSaysOnceWhenTheFingerLifts() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 34))
        slider.isContinuous = false
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let screen = screen(with: slider)
        let thumb = slider.convert(CGPoint(x: 14, y: 17), to: nil)
        screen.drag(from: thumb, to: CGPoint(x: thumb.x + 120, y: thumb.y))
        #expect(sent == 1 && slider.value > 0.5)
    }

    // MARK: UIStepper

    @Test func aStepperStepsStopsAtItsLimitsWrapsAndRepeatsWhileHeld() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        var sent = 0
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let screen = screen(with: stepper)
        let plus = stepper.convert(CGPoint(x: 70, y: 16), to: nil)
        let minus = stepper.convert(CGPoint(x: 24, y: 16), to: nil)
        for _ in 0..<5 { screen.tap(at: plus) }
        #expect(stepper.value == 3 && sent == 3, "stops at the maximum: no change, no event")
        stepper.wraps = true
        screen.tap(at: plus)
        #expect(stepper.value == 0, "wraps to the minimum")
        screen.tap(at: minus)
        #expect(stepper.value == 3)
        stepper.wraps = false
        stepper.value = 0
        stepper.maximumValue = 100
        let touch = screen.pressAndDrag(from: plus, to: plus, hold: 1.0, duration: 0.05)
        screen.lift(touch)
        #expect(stepper.value >= 5, "held a second: one step, then ten a second after half a second (\(stepper.value))")
    }

    // MARK: UISegmentedControl

    @Test func choosingASegmentSelectsItAndSaysSoOnce() {
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame.size = CGSize(width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        var sent: [Int] = []
        segments.addAction(UIAction { _ in sent.append(segments.selectedSegmentIndex) }, for: .valueChanged)
        let screen = screen(with: segments)
        screen.tap(at: segments.convert(CGPoint(x: 250, y: 16), to: nil))
        screen.tap(at: segments.convert(CGPoint(x: 250, y: 16), to: nil))
        #expect(segments.selectedSegmentIndex == 2 && sent == [2], "choosing the selected segment again sends nothing")
        segments.selectedSegmentIndex = 7
        #expect(segments.selectedSegmentIndex == 2, "out of range: reported and ignored")
        segments.insertSegment(withTitle: "Year", at: 0, animated: false)
        #expect(segments.numberOfSegments == 4 && segments.selectedSegmentIndex == 3, "the selection follows its segment")
        segments.isMomentary = true
        screen.tap(at: segments.convert(CGPoint(x: 30, y: 16), to: nil))
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment && sent.count == 2)
    }

    @Test func segmentsMadeWithActionsPerformThem() {
        var chosen: [String] = []
        let actions = ["List", "Grid"].map { title in UIAction(title: title) { _ in chosen.append(title) } }
        let segments = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: actions)
        let screen = screen(with: segments)
        screen.tap(at: segments.convert(CGPoint(x: 150, y: 16), to: nil))
        #expect(chosen == ["Grid"] && segments.titleForSegment(at: 1) == "Grid")
    }

    // MARK: UIPageControl, UIActivityIndicatorView, UIProgressView

    @Test func aTapOnEitherSideOfThePageControlTurnsOnePage() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 26))
        pages.numberOfPages = 5
        var sent = 0
        pages.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let screen = screen(with: pages)
        screen.tap(at: pages.convert(CGPoint(x: 280, y: 13), to: nil))
        screen.tap(at: pages.convert(CGPoint(x: 280, y: 13), to: nil))
        #expect(pages.currentPage == 2 && sent == 2)
        screen.tap(at: pages.convert(CGPoint(x: 10, y: 13), to: nil))
        #expect(pages.currentPage == 1)
        pages.currentPage = 40
        #expect(pages.currentPage == 4, "clamped")
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
    }

    @Test func theSpinnerTurnsWhileAnimatingAndHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37) && spinner.isHidden)
        let screen = screen(with: spinner)
        spinner.startAnimating()
        let start = spinner.phase
        screen.advance(by: 0.25)
        #expect(spinner.isAnimating && !spinner.isHidden && spinner.phase != start)
        spinner.stopAnimating()
        let stopped = spinner.phase
        screen.advance(by: 0.25)
        #expect(spinner.isHidden && spinner.phase == stopped)
    }

    @Test func progressIsClampedAndFillsItsShare() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        let screen = screen(with: bar)
        bar.progress = 1.7
        #expect(bar.progress == 1)
        bar.setProgress(0.25, animated: false)
        screen.runUntilIdle()
        #expect(bar.subviews.first?.frame.width == 50)
    }

    // MARK: UIRefreshControl

    @Test func pullingPastTheTopRefreshesOnceAndHoldsTheSpinnerUntilEnded() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let refresh = UIRefreshControl()
        var sent = 0
        refresh.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        screen.drag(from: CGPoint(x: 160, y: 80), to: CGPoint(x: 160, y: 440), duration: 0.5)
        screen.runUntilIdle()
        #expect(sent == 1 && refresh.isRefreshing)
        #expect(scrollView.contentInset.top == 60 && scrollView.contentOffset.y == -60, "the spinner's room stays open")
        #expect(!refresh.spinner.isHidden && refresh.spinner.isAnimating)
        refresh.endRefreshing()
        screen.runUntilIdle()
        #expect(scrollView.contentInset.top == 0 && scrollView.contentOffset.y == 0 && !refresh.isRefreshing)
        // The wheel turned on past the top refreshes too.
        screen.scrollWheel(at: CGPoint(x: 160, y: 240), dy: 1, notches: 3)
        #expect(sent == 2 && refresh.isRefreshing, "\(sent)")
    }

    @Test func beginningFromCodeShowsTheStateAndSendsNothing() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let table = UITableView(frame: screen.window.bounds, style: .plain)
        let refresh = UIRefreshControl()
        var sent = 0
        refresh.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        table.refreshControl = refresh
        screen.window.addSubview(table)
        screen.runUntilIdle()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && sent == 0 && table.contentInset.top == 60)
        #expect(table.refreshControl === refresh && refresh.superview === table)
    }
}
