import Foundation
import Testing
@testable @_spi(Host) import Tessera
import TesseraTesting

/// Auto Layout after bad input: a stack view whose arranged views all hide leaves the rest of
/// the window laid out, and non-finite constants and multipliers are reported and left out
/// until they are fixed.
@MainActor struct AutoLayoutRecoveryTests {
    private func pinned(_ view: UIView, in window: UIView, x: CGFloat, y: CGFloat, width: CGFloat?, height: CGFloat) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        var constraints = [view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
                           view.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
                           view.heightAnchor.constraint(equalToConstant: height)]
        if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    @Test func hidingEveryViewOfAProportionalStackLeavesTheWindowLaidOut() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let a = Block(50, 20), b = Block(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        _ = pinned(stack, in: screen.window, x: 10, y: 20, width: 300, height: 100)
        screen.runUntilIdle()
        #expect(b.frame.width > a.frame.width)
        a.isHidden = true
        b.isHidden = true
        screen.runUntilIdle()
        #expect(a.frame.width == 0 && b.frame.width == 0, "hidden views collapse")
        let other = UIView()
        _ = pinned(other, in: screen.window, x: 10, y: 200, width: 120, height: 40)
        screen.runUntilIdle()
        #expect(other.frame == CGRect(x: 10, y: 200, width: 120, height: 40))
        a.isHidden = false
        screen.runUntilIdle()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 300, height: 100), "the one view shown again fills the stack")
        #expect(messages.all.isEmpty, "no conflict was reported: \(messages.all)")
    }

    @Test func aNaNConstantIsReportedLeftOutAndRecoversWhenFixed() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let box = UIView()
        _ = pinned(box, in: screen.window, x: 10, y: 10, width: nil, height: 40)
        let width = box.widthAnchor.constraint(equalToConstant: .nan)
        width.identifier = "bad-width"
        width.isActive = true
        let neighbour = UIView()
        _ = pinned(neighbour, in: screen.window, x: 10, y: 100, width: 50, height: 50)
        screen.runUntilIdle()
        #expect(box.frame.width.isFinite && box.frame.height == 40, "the box keeps a finite frame: \(box.frame)")
        #expect(neighbour.frame == CGRect(x: 10, y: 100, width: 50, height: 50))
        let said = messages.all.filter { $0.contains("constant is nan") }
        #expect(said.count == 1, "\(messages.all)")
        #expect(said.first?.contains("bad-width") == true)
        width.constant = 150
        screen.runUntilIdle()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 150, height: 40), "fixed, the constraint takes part again")
        width.constant = .infinity
        screen.runUntilIdle()
        #expect(box.frame.width.isFinite)
        #expect(messages.all.contains { $0.contains("constant is inf") })
        width.constant = 90
        screen.runUntilIdle()
        #expect(box.frame.width == 90)
    }

    @Test func anInfiniteMultiplierIsReportedAndLeftOut() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        TesseraDiagnostics.forgetSaid()
        defer { TesseraDiagnostics.handler = nil }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let box = UIView()
        _ = pinned(box, in: screen.window, x: 0, y: 0, width: 100, height: 30)
        let square = UIView()
        _ = pinned(square, in: screen.window, x: 0, y: 50, width: 80, height: 80)
        let bad = square.widthAnchor.constraint(equalTo: box.widthAnchor, multiplier: .infinity)
        bad.priority = .defaultHigh
        bad.isActive = true
        screen.runUntilIdle()
        #expect(square.frame == CGRect(x: 0, y: 50, width: 80, height: 80))
        #expect(messages.all.contains { $0.contains("multiplier is inf") })
    }
}
