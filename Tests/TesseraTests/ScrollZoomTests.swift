import Foundation
import Testing
import TesseraTesting
@testable import Tessera

/// A photo viewer's zooming scroll view: limits, zoomScale, zoom(to:), and a pinch.
@MainActor struct ScrollZoomTests {
    final class Viewer: NSObject, UIScrollViewDelegate {
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var zooms = 0
        var ended: CGFloat?
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { ended = scale }
    }

    private func start() -> (HeadlessScreen, UIScrollView, Viewer) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let scrollView = UIScrollView(frame: screen.window.bounds)
        let viewer = Viewer()
        scrollView.delegate = viewer
        scrollView.addSubview(viewer.photo)
        scrollView.contentSize = viewer.photo.bounds.size
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        screen.window.addSubview(scrollView)
        screen.runUntilIdle()
        return (screen, scrollView, viewer)
    }

    @Test func theScaleStaysWithinItsLimitsAndTheContentFollows() {
        let (_, scrollView, viewer) = start()
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2 && scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(viewer.photo.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4, "clamped to the maximum")
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 1)
        #expect(viewer.zooms == 3)
        #expect(scrollView.pinchGestureRecognizer != nil)
    }

    @Test func zoomingToARectFillsTheViewWithIt() {
        let (_, scrollView, viewer) = start()
        defer { withExtendedLifetime(viewer) {} }
        scrollView.zoom(to: CGRect(x: 200, y: 150, width: 100, height: 75), animated: false)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentOffset == CGPoint(x: 800, y: 600), "the rect fills the view: \(scrollView.contentOffset) \(scrollView.contentSize) \(scrollView.bounds)")
    }

    @Test func aPinchZoomsAboutItsCentre() {
        let (screen, scrollView, viewer) = start()
        screen.pinch(center: CGPoint(x: 200, y: 150), scale: 2, duration: 0.5)
        screen.runUntilIdle()
        #expect(abs(scrollView.zoomScale - 2) < 0.1, "\(scrollView.zoomScale)")
        #expect(abs(scrollView.contentOffset.x - 200) < 15 && abs(scrollView.contentOffset.y - 150) < 15,
                "the middle stays in the middle: \(scrollView.contentOffset)")
        #expect(viewer.ended.map { abs($0 - scrollView.zoomScale) < 0.001 } == true)
    }

    @Test func badLimitsAreRefused() {
        let messages = MessageLog()
        TesseraDiagnostics.handler = { messages.append($0) }
        defer { TesseraDiagnostics.handler = nil }
        let (_, scrollView, viewer) = start()
        defer { withExtendedLifetime(viewer) {} }
        scrollView.maximumZoomScale = .infinity
        #expect(scrollView.maximumZoomScale == 4)
        scrollView.zoomScale = .nan
        #expect(scrollView.zoomScale == 1)
        #expect(messages.all.contains { $0.contains("zoom limits must be finite") } && messages.all.contains { $0.contains("is not a scale") })
    }
}
