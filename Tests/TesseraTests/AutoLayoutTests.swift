import Foundation
import Testing
import Tessera
import TesseraTesting

/// Auto Layout through UIKit's API: frames that constraints give views.
@MainActor struct AutoLayoutTests {
    private func screen() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        screen.window.addSubview(root)
        return (screen, root)
    }

    private func constrained<V: UIView>(_ view: V, in parent: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func anchorsPinEdgesCentresAndProportions() {
        let (screen, root) = screen()
        let card = constrained(UIView(), in: root)
        let badge = constrained(UIView(), in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            badge.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: card.centerYAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        screen.runUntilIdle()
        #expect(card.frame == CGRect(x: 20, y: 40, width: 360, height: 180))
        #expect(badge.frame == CGRect(x: 165, y: 85, width: 30, height: 30))
        // Each is installed on its items' nearest common ancestor (a constant size on the view).
        #expect(root.constraints.count == 3 && card.constraints.count == 3 && badge.constraints.count == 2)
    }

    @Test func prioritiesDecideAndRequiredBoundsWin() {
        let (screen, root) = screen()
        let bar = constrained(UIView(), in: root)
        let preferred = bar.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultHigh
        let fallback = bar.widthAnchor.constraint(equalToConstant: 100)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([preferred, fallback, bar.heightAnchor.constraint(equalToConstant: 10),
                                     bar.leftAnchor.constraint(equalTo: root.leftAnchor), bar.topAnchor.constraint(equalTo: root.topAnchor)])
        screen.runUntilIdle()
        #expect(bar.frame.width == 300)
        let cap = bar.widthAnchor.constraint(lessThanOrEqualToConstant: 250)
        cap.isActive = true
        screen.runUntilIdle()
        #expect(bar.frame.width == 250)
        preferred.isActive = false
        screen.runUntilIdle()
        #expect(bar.frame.width == 100)
    }

    @Test func conflictingRequiredConstraintsAreReportedAndOneIsBroken() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (screen, root) = screen()
        let box = constrained(UIView(), in: root)
        let first = box.widthAnchor.constraint(equalToConstant: 100)
        let second = box.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([first, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
        screen.runUntilIdle()
        second.isActive = true
        screen.runUntilIdle()
        let message = messages.all.first { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(message?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(message?.contains("'too-wide'") == true)
        #expect(message?.contains("UIView:0x") == true)
        #expect(box.frame.width == 100, "the app goes on with the constraint broken")
        #expect(second.isActive)
    }

    @Test func changingAConstantMovesAndAnimatesInsideAnAnimationBlock() {
        let (screen, root) = screen()
        let panel = constrained(UIView(), in: root)
        let top = panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
        NSLayoutConstraint.activate([top, panel.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 50)])
        screen.runUntilIdle()
        top.constant = 200
        UIView.animate(withDuration: 1) { root.layoutIfNeeded() }
        screen.advance(by: 0.5)
        let halfway = panel.layer.presentation()?.frame.minY ?? 0
        #expect(panel.frame.minY == 200, "the model value is set at once")
        #expect(halfway > 20 && halfway < 180, "the frame animates (\(halfway))")
        screen.runUntilIdle()
        #expect(panel.layer.presentation()?.frame.minY == 200)
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let (screen, root) = screen()
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        let item = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([item.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     item.widthAnchor.constraint(equalToConstant: 50), item.topAnchor.constraint(equalTo: root.topAnchor),
                                     item.heightAnchor.constraint(equalToConstant: 20)])
        screen.runUntilIdle()
        #expect(item.frame.maxX == 390, "leading is the right edge in a right-to-left interface")
    }

    @Test func labelsHugTheirTextAndWrapAtTheWidthTheyGet() {
        let (screen, root) = screen()
        let title = constrained(UILabel(), in: root)
        title.text = "Chelsea"
        let body = constrained(UILabel(), in: root)
        body.numberOfLines = 0
        body.text = "Because you liked Chelsea, here are more photographs of cats sitting on things they should not sit on."
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -216),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
        ])
        screen.runUntilIdle()
        #expect(title.frame.size == title.intrinsicContentSize)
        #expect(body.frame.width == 168)
        let wrapped = body.sizeThatFits(CGSize(width: 168, height: CGFloat.greatestFiniteMagnitude)).height
        #expect(body.frame.height == wrapped)
        #expect(wrapped > title.frame.height * 3)
        #expect(body.frame.minY == title.frame.maxY + 8)
        title.text = "Chelsea the cat"
        screen.runUntilIdle()
        #expect(title.frame.width == title.intrinsicContentSize.width, "a new text updates the intrinsic size")
    }

    @Test func ambiguityIsFoundAndResolved() {
        let (screen, root) = screen()
        let loose = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 40), loose.heightAnchor.constraint(equalToConstant: 40),
                                     loose.topAnchor.constraint(equalTo: root.topAnchor)])
        screen.runUntilIdle()
        #expect(loose.hasAmbiguousLayout)
        let x = loose.frame.minX
        loose.exerciseAmbiguityInLayout()
        #expect(loose.frame.minX != x)
        loose.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5).isActive = true
        screen.runUntilIdle()
        #expect(!loose.hasAmbiguousLayout)
        #expect(loose.frame.minX == 5)
    }

    @Test func frameBasedParentsResizeConstrainedChildren() {
        let (screen, root) = screen()
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        container.autoresizingMask = [.flexibleWidth]
        root.addSubview(container)
        let fill = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([fill.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                                     fill.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                                     fill.topAnchor.constraint(equalTo: container.topAnchor),
                                     fill.bottomAnchor.constraint(equalTo: container.bottomAnchor)])
        screen.runUntilIdle()
        #expect(fill.frame == CGRect(x: 8, y: 0, width: 184, height: 100))
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 600)
        screen.runUntilIdle()
        #expect(container.frame.width == 300)
        #expect(fill.frame == CGRect(x: 8, y: 0, width: 284, height: 100))
    }

    @Test func constraintsAcrossBranchesOfTheTree() {
        let (screen, root) = screen()
        let sidebar = UIView(frame: CGRect(x: 0, y: 100, width: 120, height: 400))
        root.addSubview(sidebar)
        let marker = constrained(UIView(), in: sidebar)
        let heading = constrained(UILabel(), in: root)
        heading.text = "Heading"
        NSLayoutConstraint.activate([
            heading.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 140),
            heading.topAnchor.constraint(equalTo: root.topAnchor, constant: 150),
            marker.centerYAnchor.constraint(equalTo: heading.centerYAnchor),
            marker.trailingAnchor.constraint(equalTo: sidebar.trailingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4), marker.heightAnchor.constraint(equalToConstant: 20),
        ])
        screen.runUntilIdle()
        // The marker is in the sidebar's coordinates: 150 + h/2 - 100 - 10.
        #expect(marker.frame.minX == 116)
        #expect(abs(marker.frame.midY - (heading.frame.midY - 100)) < 1e-9)
    }
}

@MainActor struct VisualFormatTests {
    @Test func aRowWithStandardSpacingEqualWidthsAndAlignment() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let a = UIView(), b = UIView()
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; screen.window.addSubview(view) }
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [.alignAllTop, .alignAllBottom],
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-top-[a(height@750)]", options: [],
                                             metrics: ["top": 30, "height": 44.0], views: views))
        screen.runUntilIdle()
        // 20 + a + 8 + b + 20 = 300.
        #expect(a.frame == CGRect(x: 20, y: 30, width: 126, height: 44))
        #expect(b.frame == CGRect(x: 154, y: 30, width: 126, height: 44))
    }

    @Test func relationsPrioritiesAndErrors() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 200), scale: 1)
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(a)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=40,<=60)-[a(>=100,80@250)]-(0@500)-|", options: [],
                                                  metrics: nil, views: ["a": a])
        #expect(made.count == 5)
        NSLayoutConstraint.activate(made + [a.topAnchor.constraint(equalTo: screen.window.topAnchor), a.heightAnchor.constraint(equalToConstant: 10)])
        screen.runUntilIdle()
        #expect(a.frame.minX == 60 && a.frame.width == 240, "the trailing gap of 0 (priority 500) pulls the view wide")
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", options: [], metrics: nil, views: ["a": a]).isEmpty)
        #expect(messages.all.last?.contains("Unable to parse constraint format") == true)
        #expect(messages.all.last?.contains("missing is not a key in the views dictionary") == true)
    }

    @Test func anAppsLayoutGuideHasTheFrameItsConstraintsGive() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        screen.window.addSubview(root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        let left = UIView()
        left.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(left)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            left.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            left.widthAnchor.constraint(equalToConstant: 100),
            left.heightAnchor.constraint(equalToConstant: 50),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.topAnchor.constraint(equalTo: left.topAnchor),
            gap.widthAnchor.constraint(equalToConstant: 60),
            gap.bottomAnchor.constraint(equalTo: left.bottomAnchor),
        ])
        screen.runUntilIdle()
        #expect(gap.layoutFrame == CGRect(x: 120, y: 30, width: 60, height: 50), "the guide's solved rectangle, in its view's space")
    }
}

@MainActor struct AnchorEqualityTests {
    @Test func anchorsOfTheSameItemAndAttributeAreEqualAsInUIKit() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        parent.addSubview(child)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 8)
        top.isActive = true
        #expect(top.firstAnchor == child.topAnchor, "a constraint's anchor equals a new anchor of the same attribute")
        #expect(top.secondAnchor == parent.topAnchor)
        #expect(top.firstAnchor != parent.topAnchor && child.topAnchor != child.bottomAnchor)
        #expect(Set([child.leadingAnchor, child.leadingAnchor]).count == 1, "equal anchors hash alike")
    }
}

/// What libraries ask of UIKit in passing.
@MainActor struct LibraryCornerTests {
    @Test func anEmptyConstraintConstrainsNothingAndTheApplicationAnswersKVC() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.firstAttribute == .notAnAttribute)
        empty.isActive = true
        #expect(!empty.isActive)
        #expect(messages.all.last?.contains("no common ancestor") == true)
        #expect(UIApplication.value(forKey: "sharedApplication") as? UIApplication === UIApplication.shared)
        #expect(UIApplication.value(forKey: "nothing") == nil)
        #expect(messages.all.last?.contains("not key value coding-compliant for the key nothing") == true)
    }
}

/// Older UIKit forms libraries still use: the bars' layout guides and partly rounded paths.
@MainActor struct OlderFormsTests {
    @Test func theTopAndBottomLayoutGuidesAreTheStripsOutsideTheSafeArea() {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1,
                                    safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        screen.rootViewController = controller
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            label.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
        ])
        screen.runUntilIdle()
        #expect(controller.topLayoutGuide.length == 47 && controller.bottomLayoutGuide.length == 34)
        #expect(label.frame.minY == 47 && label.frame.maxY == 810, "\(label.frame)")
        #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
    }

    @Test func aPathRoundsOnlyTheCornersAsked() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft, .topRight],
                                cornerRadii: CGSize(width: 20, height: 20))
        #expect(path.contains(CGPoint(x: 1, y: 59)), "the bottom left corner is square")
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "the top left corner is rounded off")
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
    }
}
