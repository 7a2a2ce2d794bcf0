import Demos
import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// The gallery's presentations demo as a user goes through it in a navigation controller.
@MainActor struct PresentationsDemoTests {
    private func start() -> (HeadlessScreen, PresentationsDemoController) {
        let screen = HeadlessScreen(size: CGSize(width: 390, height: 844), scale: 1)
        let demo = PresentationsDemoController()
        screen.rootViewController = UINavigationController(rootViewController: demo)
        screen.runUntilIdle()
        return (screen, demo)
    }

    private func tap(_ text: String, on screen: HeadlessScreen) throws {
        let frame = try #require(screen.frameOfText(text), "\(text) on screen")
        screen.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        screen.runUntilIdle()
    }

    @Test func theSheetRestsAtHalfHeightAndASwipeClosesIt() throws {
        let (screen, demo) = start()
        #expect(demo.navigationController?.navigationBar.frame.height == 96, "a large title")
        try tap("Sheet at half height", on: screen)
        let sheet = try #require(demo.presentedViewController)
        #expect(abs(sheet.view.frame.minY - 844 / 2) < 20, "the medium detent: \(sheet.view.frame)")
        screen.drag(from: CGPoint(x: 195, y: 450), to: CGPoint(x: 195, y: 840), duration: 0.3)
        screen.runUntilIdle()
        #expect(demo.presentedViewController == nil)
    }

    @Test func theCustomCardFollowsADragDownAndCloses() throws {
        let (screen, demo) = start()
        try tap("Custom card", on: screen)
        let card = try #require(demo.presentedViewController)
        #expect(abs(card.view.frame.minY - 844 * 0.4) < 1)
        screen.drag(from: CGPoint(x: 195, y: 500), to: CGPoint(x: 195, y: 800), duration: 0.5)
        screen.runUntilIdle()
        #expect(demo.presentedViewController == nil, "dragged past 40 %: closed")
    }

    @Test func onboardingPagesAndTheDatePicker() throws {
        let (screen, demo) = start()
        try tap("Onboarding pages", on: screen)
        #expect(screen.frameOfText("Welcome") != nil)
        screen.drag(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 60, y: 500), duration: 0.3)
        screen.runUntilIdle()
        #expect(screen.frameOfText("Pick your photos") != nil)
        try tap("Done", on: screen)
        #expect(demo.presentedViewController == nil)
        #expect(demo.datePicker.datePickerStyle == .compact)
    }
}
